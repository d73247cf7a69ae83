// nginx in front of N local processes with the repository's example config (deploy/nginx.conf): only
// the upstream ports, the listening port and the folder change. Used by the cluster check and the benchmark.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Starts nginx (Debian's, on PATH or /usr/sbin) and resolves once `healthPath` answers through it. */
export async function startNginx(upstreamPorts, { healthPath = '/api/health', workers = 1 } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'huerta-nginx-'));
  mkdirSync(join(dir, 'tmp'));
  const example = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
  const upstreams = upstreamPorts.map((p) => `        server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const config = example
    .replace(/( {8}server 127\.0\.0\.1:\d+ max_fails=1 fail_timeout=5s;\n)+/, `${upstreams}\n`)
    .replace('listen 3000;', `listen 127.0.0.1:${port};`)
    .replace('worker_processes auto;', `worker_processes ${workers};\ndaemon off;`);
  if (!config.includes(`127.0.0.1:${upstreamPorts[0]}`)) throw new Error('deploy/nginx.conf: upstream lines not found');
  writeFileSync(join(dir, 'nginx.conf'), config);
  const bin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx = spawn(bin, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  nginx.stderr.on('data', (b) => (log += b.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url + healthPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${log}`);
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

