import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The API workspace whose build is attacked; ATTACK_API_DIR points at another checkout (a "before" build). */
export const apiDir = process.env.ATTACK_API_DIR
  ? resolve(process.env.ATTACK_API_DIR)
  : join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'api');

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

/** The `start` script of apps/api/package.json, read on every start so the flags never drift. */
export function startScript(): string {
  const pkg = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const script = pkg.scripts?.start;
  if (!script) throw new Error(`no start script in ${apiDir}/package.json`);
  return script;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a database directory (a restart); a fresh temporary one otherwise. */
  dir?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  host: string;
  pid: number;
  dir: string;
  dbPath: string;
  child: ChildProcess;
  /** True while the process is running. */
  alive: () => boolean;
  /** How the process ended, once it has: exit code or signal. */
  exit: () => string | null;
  /** The last ~64 KB the server wrote to stdout/stderr. */
  logs: () => string;
  /** SIGTERM, then SIGKILL after 5 s; keeps the database directory when `keep` is set. */
  stop: (keep?: boolean) => Promise<void>;
  /** SIGKILL and wait for the exit (the database directory is kept). */
  kill: () => Promise<void>;
}

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of live) c.kill('SIGKILL');
});

/**
 * Starts the built server exactly as `pnpm start` does: the start script under `sh -c "exec env …"`
 * (plain `exec VAR=1 node` is not valid sh; `env` execs node in place, so the child pid is node's).
 */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const host = '127.0.0.1';
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'huerta-attack-'));
  const dbPath = join(dir, 'huerta.db');
  const child = spawn('sh', ['-c', `exec env ${startScript()}`], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: host,
      DATABASE_URL: `file:${dbPath}`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://${host}:${port}`,
      WEB_DIST: join(dir, 'no-web-build'),
      // These suites place hundreds of orders of the same few products: stock not counted.
      SEED_STOCK: 'sin-limite',
      // Nor the demo's weeks of orders and lots (seed/history.ts): the suites count from an empty shop.
      SEED_HISTORY: 'false',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString('utf8')).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (!alive()) throw new Error(`server exited (${child.exitCode ?? child.signalCode}) on start:\n${out}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 20 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid!;
  const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  if (comm !== 'node') throw new Error(`the started pid ${pid} is "${comm}", not node`);
  const kill = async () => {
    if (alive()) child.kill('SIGKILL');
    await exited;
    live.delete(child);
  };
  return {
    url,
    port,
    host,
    pid,
    dir,
    dbPath,
    child,
    alive,
    exit: () => (alive() ? null : String(child.exitCode ?? child.signalCode)),
    logs: () => out,
    kill,
    stop: async (keepDir = false) => {
      if (alive()) {
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(t);
      }
      live.delete(child);
      if (!keepDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
