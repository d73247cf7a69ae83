import pg from 'pg';
import { join } from 'node:path';

/**
 * Which engine this run of the suites uses: SQLite by default, PostgreSQL with TEST_ENGINE=postgres
 * (global-setup.ts then starts a throwaway cluster and a migrated template database).
 */
export const testEngine: 'sqlite' | 'postgres' = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export const TEMPLATE_DB = 'huerta_plantilla';
export const TEST_JWT_SECRET = 'secreto-de-pruebas-compartido-por-procesos-0123456789';

let made = 0;

/**
 * A fresh database for one test file (or one test): a new SQLite file in `dir`, or a new PostgreSQL
 * database copied from the migrated template (CREATE DATABASE … TEMPLATE, ~0.2 s).
 */
export async function freshDatabaseUrl(dir: string, name = 'huerta'): Promise<string> {
  if (testEngine === 'sqlite') return `file:${join(dir, `${name}.db`)}`;
  const admin = process.env.TEST_PG_ADMIN_URL;
  if (!admin) throw new Error('TEST_PG_ADMIN_URL is not set (global-setup.ts starts the cluster)');
  const db = `t_${process.pid}_${++made}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database "${db}" template ${TEMPLATE_DB}`);
  } finally {
    await client.end();
  }
  return admin.replace(/\/[^/]*$/, () => `/${db}`);
}

/** What an app needs besides its database URL on this engine (on PostgreSQL a shared JWT secret is required). */
export const engineEnv = (): Record<string, string> => (testEngine === 'postgres' ? { JWT_SECRET: TEST_JWT_SECRET } : {});
