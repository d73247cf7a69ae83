// nginx in front of N local processes with the repository's example config (deploy/nginx.conf): only
// the upstream ports, the listening port and the folder change. Used by the cluster check and the benchmark.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrograms } from './debian.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Starts nginx (Debian's `nginx-light`, installed when missing) and resolves once `healthPath` answers through it. */
export async function startNginx(upstreamPorts, { healthPath = '/api/health', workers = 1 } = {}) {
  const bin = ensurePrograms(['nginx']).nginx;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'huerta-nginx-'));
  mkdirSync(join(dir, 'tmp'));
  const example = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
  const upstreams = upstreamPorts.map((p) => `        server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const config = example
    .replace(/( {8}server 127\.0\.0\.1:\d+ max_fails=1 fail_timeout=5s;\n)+/, () => `${upstreams}\n`)
    .replace('listen 3000;', () => `listen 127.0.0.1:${port};`)
    .replace('worker_processes auto;', () => `worker_processes ${workers};\ndaemon off;`);
  if (!config.includes(`127.0.0.1:${upstreamPorts[0]}`)) throw new Error('deploy/nginx.conf: upstream lines not found');
  writeFileSync(join(dir, 'nginx.conf'), config);
  const nginx = spawn(bin, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  nginx.stderr.on('data', (b) => (log += b.toString()));
  // A spawn that fails (no such program) is an 'error' event: without a listener it ends the whole process.
  let failed = false;
  nginx.once('error', (error) => {
    failed = true;
    log += String(error);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url + healthPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100 || failed || nginx.exitCode !== null) {
      // A failed start stops what it started: no nginx left running after the caller gives up.
      if (!failed && nginx.exitCode === null) nginx.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    config,
    pid: nginx.pid,
    stop: async () => {
      if (nginx.exitCode === null) {
        nginx.kill('SIGTERM');
        await new Promise((r) => nginx.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

