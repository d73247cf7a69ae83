import type { SQL } from 'drizzle-orm';
import type { SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';
import type { Pool } from 'pg';
import type * as schema from '../../schema/sqlite';

/**
 * The one data layer services are written against, whichever engine runs underneath.
 *
 * Services type their queries with the SQLite schema (src/schema/sqlite.ts) and drizzle's async SQLite API, and
 * take their tables from `t` — on PostgreSQL the same tables built by the pg kit (table-kit.ts), so the same builder calls
 * produce PostgreSQL SQL. Only the API both engines share is allowed: `await` a builder (rows),
 * `.returning()` to learn what a write changed, `.limit(1)` and `[0]` for one row, `onConflictDo…`,
 * and `transaction()` below. The sync-only `.get()`, `.all()`, `.run()` and `.values()` do not exist on
 * PostgreSQL; the suites run on both engines and fail where one slips in.
 */
export type Tables = typeof schema;
export type Db = SqliteRemoteDatabase<Tables>;
export type Engine = 'sqlite' | 'postgres';

/** The catalogue's data version as the database has it; null while it is not known (see catalog.ts). */
export interface DataVersion {
  current(): number | null;
}

/** A query builder that can be prepared: a select, or a write with `.returning()`. */
export type Preparable<R> = { prepare(): { execute(values?: Record<string, unknown>): Promise<R> } };
/** A prepared query: run with its `sql.placeholder` values, inside a transaction when given its handle. */
export type Prepared<R> = (values?: Record<string, unknown>, tx?: Db) => Promise<R>;

export interface Database {
  engine: Engine;
  db: Db;
  t: Tables;
  /**
   * `fn` in one transaction, committed when it resolves and rolled back when it throws. On SQLite every
   * other query waits until it ends (one connection), so the body must only await the database — never
   * the network. A transaction begun inside another joins it.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * A query built once and run many times. Building drizzle's SQL costs 25–150 µs on this machine (more
   * than SQLite takes to run it), so the order path prepares its queries; `name` is PostgreSQL's
   * server-side prepared statement. Only for selects and writes with `.returning()`.
   */
  prepare<R>(name: string, build: (db: Db) => Preparable<R>): Prepared<R>;
  /** Runs one raw statement (written for both engines) and ignores its rows. */
  exec(statement: SQL): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** The catalogue's version shared by every process (constant on SQLite: one process, invalidated in memory). */
  catalogVersion: DataVersion;
  /**
   * Runs `fn` unless another process is running the task of that name right now (PostgreSQL advisory
   * lock); returns undefined when skipped. Periodic jobs run once per cluster, not once per process.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T | undefined>;
  /** After writing explicit ids (seed, copy): the next generated id follows the largest one. */
  syncIdSequences(): Promise<void>;
  /** The PostgreSQL pool, for what shares state through it (abuse limits); null on SQLite. */
  pool: Pool | null;
  close(): Promise<void>;
}

/** A unique index refused the write, on either engine (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === '23505') return true;
  }
  return false;
}
