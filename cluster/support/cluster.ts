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
 * committed deploy/nginx.conf (only its ports and folder substituted). `startProxy` replaces nginx (the
 * check that a failed start stops what it started).
 */
type StartProxy = (ports: number[], databaseUrl: string) => Promise<{ url: string; config: string; stop: () => Promise<void> }>;

export async function startCluster(processes = 2, { startProxy }: { startProxy?: StartProxy } = {}) {
  // What has been started so far, stopped in reverse if a later step fails: a setup that throws must not
  // leave PostgreSQL or an API process running after the test command exits.
  const started: (() => unknown)[] = [];
  const stopAll = async () => {
    for (const stop of started.reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error('[cluster] stopping after a failed start:', error);
      }
    }
    started.length = 0;
  };
  try {
    const { startCluster: startPostgres } = (await import(join(root, 'scripts', 'pg-cluster.mjs'))) as { startCluster: (o?: object) => PgCluster };
    const postgres = startPostgres({ port: 54700 + (process.pid % 200) });
    started.push(() => postgres.stop());
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query('create database huerta');
    await admin.end();
    const databaseUrl = postgres.url('huerta');
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET, TRUST_PROXY: 'true', RATE_LIMIT_MULTIPLIER: '0.5', LOG_LEVEL: 'error' };
    execFileSync(process.execPath, ['dist/migrate-cli.js'], { cwd: apiDir, env: { ...process.env, ...env }, stdio: 'pipe' });

    const apis: RunningServer[] = [];
    for (let i = 0; i < processes; i++) {
      const api = await startServer({ env });
      apis.push(api);
      started.push(() => api.stop());
    }
    const { startNginx } = (await import(join(root, 'scripts', 'nginx.mjs'))) as { startNginx: StartProxy };
    const proxy = await (startProxy ?? startNginx)(apis.map((a) => a.port), databaseUrl);
    started.push(() => proxy.stop());
    const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    db.on('error', () => {}); // idle connections end when the outage check stops PostgreSQL
    started.push(() => db.end());
    return { postgres, apis, proxy, db, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
