import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { listenForCatalogChanges } from './catalog-listener';
import type { Database, Db, Tables } from './database';

// pg_advisory_lock keys: any constant the shop's other locks do not use.
const MIGRATION_LOCK = 7_246_100;
const hashName = (name: string) => [...name].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0);

/** Tables whose integer `id` is an identity (text ids — sessions, intents, webhook events — have no sequence). */
const identityTables = (schema: Record<string, PgTable>) =>
  Object.values(schema)
    .map((table) => getTableConfig(table))
    .filter((config) => config.columns.some((c) => c.name === 'id' && c.getSQLType() === 'integer'))
    .map((config) => config.name);

/** Applies the PostgreSQL migrations once, under a lock: processes starting together wait their turn (drizzle's migrate takes none). */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsDir.postgres });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export interface PostgresOptions {
  /** Connections per process (PostgreSQL's own limit is shared by every process). */
  poolSize?: number;
  /** Applies the migrations at open (default); `pnpm db:migrate` and tests that copy a template skip it. */
  migrate?: boolean;
}

/** PostgreSQL through node-postgres: a pool for queries, one more connection listening for catalogue changes. */
export async function openPostgres(url: string, schema: Record<string, PgTable>, options: PostgresOptions = {}): Promise<Database> {
  const IDENTITY_TABLES = identityTables(schema);
  // A burst of orders queues for the pool's connections; a buyer waits up to 15 s for one (the storefront gives a
  // request up at 20 s) rather than being turned away at 5 s: 300 orders racing on a loaded CI machine queued
  // 7.6 s. Who still waits at 15 s is told to try again (503, platform/errors.ts asAppError), not of an error.
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, connectionTimeoutMillis: 15_000, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (the server restarted) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
    if (options.migrate !== false) await migratePostgres(pool);
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  const db = drizzle(pool, { schema }) as unknown as Db;
  const catalogVersion = await listenForCatalogChanges(url, pool);

  return {
    engine: 'postgres',
    db,
    t: schema as unknown as Tables,
    prepare(name, build) {
      const query = (build(db) as unknown as { prepare(name: string): { execute(v?: Record<string, unknown>): Promise<never> } }).prepare(name);
      return (values, tx) => {
        if (!tx || tx === db) return query.execute(values);
        // Inside a transaction the same prepared query runs on the transaction's connection (drizzle's
        // node-postgres prepared query keeps the client it runs on in `client`).
        const onTx = Object.create(query) as typeof query & { client: unknown };
        onTx.client = (tx as unknown as { session: { client: unknown } }).session.client;
        return onTx.execute(values);
      };
    },
    transaction: (fn) => (db as unknown as ReturnType<typeof drizzle>).transaction((tx) => fn(tx as unknown as Db)),
    exec: async (statement) => {
      await (db as unknown as ReturnType<typeof drizzle>).execute(statement);
    },
    ping: async () => {
      await pool.query('select 1');
    },
    catalogVersion,
    async exclusive(name, fn) {
      const client = await pool.connect();
      try {
        const key = hashName(name);
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
        if (!rows[0]?.ok) return undefined;
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async syncIdSequences() {
      for (const table of IDENTITY_TABLES) {
        await pool.query(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from "${table}"), 1), (select max(id) from "${table}") is not null)`);
      }
    },
    pool,
    async close() {
      await catalogVersion.close();
      await pool.end();
    },
  };
}
