import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tables } from './database';
import type { PostgresOptions } from './postgres';

export type DatabaseTarget = { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string };

/** `file:…` is a SQLite file (the embedded default), `postgres://…` or `postgresql://…` a PostgreSQL database. */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('file:') && url.length > 5) return { engine: 'sqlite', path: url.slice('file:'.length) };
  if (/^postgres(ql)?:\/\/./.test(url)) return { engine: 'postgres', url };
  throw new Error('DATABASE_URL debe ser una ruta «file:…» (SQLite) o una URL «postgres://…» (PostgreSQL).');
}

/** Each engine's tables, loaded with it: the modules' declarations built for that dialect (src/schema/). */
export interface EngineSchemas {
  sqlite(): Promise<Tables>;
  postgres(): Promise<Record<string, PgTable>>;
}

/**
 * Opens and migrates a database, whichever engine the URL names, with the tables it is given (the platform
 * knows no module: the shop's own are bound in src/schema/index.ts). Each engine's driver is loaded only
 * when used (its own chunk of the server bundle): a SQLite shop never loads node-postgres.
 */
export async function openDatabaseWith(schemas: EngineSchemas, url: string, options: PostgresOptions = {}): Promise<Database> {
  const target = parseDatabaseUrl(url);
  if (target.engine === 'sqlite') return (await import('./sqlite')).openSqlite(target.path, await schemas.sqlite());
  return (await import('./postgres')).openPostgres(target.url, await schemas.postgres(), options);
}
