import type { Database } from './database';
import type { PostgresOptions } from './postgres';

export type DatabaseTarget = { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string };

/** `file:…` is a SQLite file (the embedded default), `postgres://…` or `postgresql://…` a PostgreSQL database. */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('file:') && url.length > 5) return { engine: 'sqlite', path: url.slice('file:'.length) };
  if (/^postgres(ql)?:\/\/./.test(url)) return { engine: 'postgres', url };
  throw new Error('DATABASE_URL debe ser una ruta «file:…» (SQLite) o una URL «postgres://…» (PostgreSQL).');
}

/**
 * Opens and migrates the shop's database, whichever engine the URL names. Each engine's driver is
 * loaded only when used (its own chunk of the server bundle): a SQLite shop never loads node-postgres.
 */
export async function openDatabase(url: string, options: PostgresOptions = {}): Promise<Database> {
  const target = parseDatabaseUrl(url);
  if (target.engine === 'sqlite') return (await import('./sqlite')).openSqlite(target.path);
  return (await import('./postgres')).openPostgres(target.url, options);
}
