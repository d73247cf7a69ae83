import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'api');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  dir: string;
  /** What the server wrote to stderr so far (it is also passed through). */
  stderr: () => string;
  stop: (keep?: boolean) => Promise<void>;
}

/**
 * Starts the real built server (apps/api/dist) on a free port with a fresh database — or, with `at`, on a
 * given port over the database in a given folder (a deploy replacing the server of an open shop).
 */
export async function startServer(env: Record<string, string> = {}, at?: { port: number; dir: string }): Promise<RunningServer> {
  const port = at?.port ?? (await freePort());
  const dir = at?.dir ?? mkdtempSync(join(tmpdir(), 'huerta-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dir, 'huerta.db')}`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The tests count orders, stock and customers from the catalogue alone: no demo weeks (seed/history.ts).
      SEED_HISTORY: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => {
    stderr += b.toString();
    process.stderr.write(b);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dir,
    stderr: () => stderr,
    /** Stops the server; `keep` leaves its database for another start (DATABASE_URL=file:<dir>/huerta.db). */
    stop: async (keep = false) => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}
