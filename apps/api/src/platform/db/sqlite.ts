import { AsyncLocalStorage } from 'node:async_hooks';
import Sqlite from 'better-sqlite3';
import { drizzle as drizzleSync } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle } from 'drizzle-orm/sqlite-proxy';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrationsDir } from '../paths';
import type { Database, Db, Tables } from './database';

// Statements prepared once per distinct SQL text (drizzle builds the same text for the same query shape).
const MAX_STATEMENTS = 500;

/**
 * SQLite through drizzle's async proxy driver over one better-sqlite3 connection.
 *
 * better-sqlite3 runs each statement synchronously, and its own transactions cannot span an `await`
 * (drizzle throws for an async callback, yet the write lands outside the transaction). Here a
 * transaction is BEGIN IMMEDIATE … COMMIT on the connection, and while one is open every query that is
 * not part of it (told apart with AsyncLocalStorage) waits: another request's write can never slip into
 * it, nor be rolled back with it.
 */
export function openSqlite(path: string, schema: Tables): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Sqlite(path);
  // WAL lets readers proceed while an order is written; busy_timeout waits instead of failing under contention.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // better-sqlite3 builds SQLite with a 16 MB page cache (SQLITE_DEFAULT_CACHE_SIZE=-16000): under the bench's
  // orders it filled and was 12 of the server's peak 135 MB (heaptrack, issue 48). SQLite's own default of
  // 2 MB answered as many orders a second: pages it gives up are still in the kernel's file cache.
  sqlite.pragma('cache_size = -2000');
  migrate(drizzleSync(sqlite), { migrationsFolder: migrationsDir.sqlite });

  const statements = new Map<string, Sqlite.Statement>();
  const prepare = (text: string) => {
    let s = statements.get(text);
    if (!s) {
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      s = sqlite.prepare(text);
      statements.set(text, s);
    }
    return s;
  };

  // Prepared once, as better-sqlite3's own transaction wrapper does.
  const begin = sqlite.prepare('BEGIN IMMEDIATE');
  const commit = sqlite.prepare('COMMIT');
  const rollback = sqlite.prepare('ROLLBACK');
  const inTransaction = new AsyncLocalStorage<symbol>();
  let owner: symbol | null = null; // the open transaction
  let ended: Promise<void> = Promise.resolve(); // settles when it ends
  let queue: Promise<void> = Promise.resolve(); // transactions waiting their turn

  async function execute(text: string, params: unknown[], method: 'run' | 'all' | 'values' | 'get') {
    while (owner !== null && inTransaction.getStore() !== owner) await ended;
    const stmt = prepare(text);
    if (method === 'run') {
      stmt.run(...params);
      return { rows: [] };
    }
    stmt.raw(true);
    return { rows: method === 'get' ? stmt.get(...params) : stmt.all(...params) };
  }

  const db = drizzle(execute as Parameters<typeof drizzle>[0], { schema }) as Db;

  async function transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    if (owner !== null && inTransaction.getStore() === owner) return fn(db);
    const turn = queue;
    let release!: () => void;
    queue = new Promise((r) => (release = r));
    await turn;
    while (owner !== null) await ended; // a query-level wait may still hold it
    const token = Symbol('transaction');
    let end!: () => void;
    ended = new Promise((r) => (end = r));
    owner = token;
    try {
      return await inTransaction.run(token, async () => {
        begin.run();
        try {
          const result = await fn(db);
          commit.run();
          return result;
        } catch (err) {
          if (sqlite.inTransaction) rollback.run();
          throw err;
        }
      });
    } finally {
      owner = null;
      end();
      release();
    }
  }

  return {
    engine: 'sqlite',
    db,
    t: schema,
    transaction,
    prepare(_name, build) {
      // One connection and one drizzle instance: the same prepared query serves inside transactions.
      const query = build(db).prepare();
      return (values) => query.execute(values);
    },
    exec: async (statement) => {
      await db.run(statement);
    },
    ping: async () => {
      prepare('select 1').raw(false).get();
    },
    catalogVersion: { current: () => 0 },
    exclusive: (_name, fn) => fn(),
    syncIdSequences: async () => {},
    pool: null,
    close: async () => {
      sqlite.close();
    },
  };
}
