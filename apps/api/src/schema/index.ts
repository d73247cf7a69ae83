import type { Database } from '../platform/db/database';
import { openDatabaseWith, type EngineSchemas } from '../platform/db/open';
import type { PostgresOptions } from '../platform/db/postgres';

/** The shop's tables per engine, each loaded with its engine (a SQLite shop builds no PostgreSQL table). */
export const shopSchemas: EngineSchemas = {
  sqlite: () => import('./sqlite'),
  postgres: async () => ({ ...(await import('./postgres')) }),
};

/** Opens and migrates the shop's database (file:… or postgres://…) with every module's tables. */
export function openDatabase(url: string, options: PostgresOptions = {}): Promise<Database> {
  return openDatabaseWith(shopSchemas, url, options);
}
