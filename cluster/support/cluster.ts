import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
// The attack suite's launcher: the built server started exactly as `pnpm start` does.
import { apiDir, freePort, startServer, type RunningServer } from '../../attack/support/server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface PgCluster {
  url: (db: string) => string;
  adminUrl: string;
  stop: () => void;
  halt: () => void;
  resume: () => void;
}

export const JWT_SECRET = 'secreto-compartido-del-cluster-de-pruebas-0123456789';

/**
 * The shop as README "Scaling out" runs it: a PostgreSQL server, the migrations applied once
 * (`db:migrate`), N API processes of the built server on their own ports, and nginx in front with the
 * committed deploy/nginx.conf (only its ports and folder substituted).
 */
export async function startCluster(processes = 2) {
  const { startCluster: startPostgres } = (await import(join(root, 'scripts', 'pg-cluster.mjs'))) as { startCluster: (o?: object) => PgCluster };
  const postgres = startPostgres({ port: 54700 + (process.pid % 200) });
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query('create database huerta');
  await admin.end();
  const databaseUrl = postgres.url('huerta');
  const env = { DATABASE_URL: databaseUrl, JWT_SECRET, TRUST_PROXY: 'true', RATE_LIMIT_MULTIPLIER: '0.5', LOG_LEVEL: 'error' };
  execFileSync(process.execPath, ['dist/migrate-cli.js'], { cwd: apiDir, env: { ...process.env, ...env }, stdio: 'pipe' });

  const apis: RunningServer[] = [];
  for (let i = 0; i < processes; i++) apis.push(await startServer({ env }));
  const proxy = await startNginx(apis.map((a) => a.port));
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  db.on('error', () => {}); // idle connections end when the outage check stops PostgreSQL
  return {
    postgres,
    apis,
    proxy,
    db,
    async stop() {
      await proxy.stop();
      for (const a of apis) await a.stop();
      await db.end();
      postgres.stop();
    },
  };
}

/** nginx with the repository's example config: upstream ports, the listening port and its folder replaced. */
async function startNginx(upstreamPorts: number[]) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'huerta-nginx-'));
  mkdirSync(join(dir, 'tmp'));
  const example = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
  const upstreams = upstreamPorts.map((p) => `        server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const config = example
    .replace(/( {8}server 127\.0\.0\.1:\d+ max_fails=1 fail_timeout=5s;\n)+/, `${upstreams}\n`)
    .replace('listen 3000;', `listen 127.0.0.1:${port};`)
    .replace('worker_processes auto;', 'worker_processes 1;\ndaemon off;');
  if (!config.includes(`127.0.0.1:${upstreamPorts[0]}`)) throw new Error('deploy/nginx.conf: upstream lines not found');
  writeFileSync(join(dir, 'nginx.conf'), config);
  const nginx: ChildProcess = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  nginx.stderr?.on('data', (b: Buffer) => (log += b.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    config,
    stop: async () => {
      nginx.kill('SIGTERM');
      await new Promise((r) => (nginx.exitCode !== null ? r(null) : nginx.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
