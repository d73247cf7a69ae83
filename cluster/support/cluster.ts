import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
// The attack suite's launcher: the built server started exactly as `pnpm start` does.
import { apiDir, startServer, type RunningServer } from '../../attack/support/server';

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
  const { startNginx } = (await import(join(root, 'scripts', 'nginx.mjs'))) as {
    startNginx: (ports: number[]) => Promise<{ url: string; config: string; stop: () => Promise<void> }>;
  };
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
