import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as lite from 'drizzle-orm/sqlite-core';

/*
 * The column kit the shop's tables are declared with, once, whichever engine they are built for: each
 * module's `tables.ts` is a function of a kit, called with `sqliteKit` (schema/sqlite.ts) and with
 * `postgresKit` (schema/postgres.ts). Conventions of both: money in integer centavos, dates (`YYYY-MM-DD`)
 * and instants as ISO text, so validity checks compare them as strings and both engines sort them alike.
 *
 * Types: services are typed with the SQLite tables (platform/db/database.ts), so the kit's type is the SQLite
 * kit's own and `typeof schema` stays exactly what drizzle's SQLite builders make. The PostgreSQL kit
 * hands out pg-core builders under those same types: the same column methods (`notNull`, `default`,
 * `primaryKey`, `unique`, `references`) exist on both, and the schema-parity test checks what they build.
 */

/** A foreign key's target resolved later: the modules' tables reference each other (orders ↔ accounts). */
export type Ref = () => lite.AnySQLiteColumn;

const sqliteNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const sqliteKit = {
  table: lite.sqliteTable,
  integer: lite.integer,
  text: lite.text,
  /** Milliseconds since the epoch: they outgrow a 32-bit integer (a bigint on PostgreSQL, read as a number). */
  millis: <N extends string>(name: N) => lite.integer(name),
  /** Bytes read as a Buffer (a photo, a factura's files). */
  bytes: <N extends string>(name: N) => lite.blob(name, { mode: 'buffer' }),
  /**
   * The integer `id` primary key. On PostgreSQL an identity "by default", so the seed and `db:copy` can
   * write the ids they carry (sequences are moved past them afterwards, see platform/db/postgres.ts). On SQLite,
   * AUTOINCREMENT unless `autoIncrement: false` (the catalogue's tables, declared so from the start).
   */
  id: ({ autoIncrement = true }: { autoIncrement?: boolean } = {}) => lite.integer('id').primaryKey({ autoIncrement }),
  /** The insert's instant as ISO text (`2025-01-31T18:04:05.123Z`), a column's default. */
  now: sqliteNow,
  index: lite.index,
  uniqueIndex: lite.uniqueIndex,
  primaryKey: lite.primaryKey,
};

export type Kit = typeof sqliteKit;

const bytea = pg.customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The same declarations built as PostgreSQL tables (typed as their SQLite counterparts, see above). */
export const postgresKit: Kit = {
  table: pg.pgTable as unknown as Kit['table'],
  integer: pg.integer as unknown as Kit['integer'],
  text: pg.text as unknown as Kit['text'],
  millis: ((name: string) => pg.bigint(name, { mode: 'number' })) as unknown as Kit['millis'],
  bytes: ((name: string) => bytea(name)) as unknown as Kit['bytes'],
  id: (() => pg.integer('id').primaryKey().generatedByDefaultAsIdentity()) as unknown as Kit['id'],
  now: sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  index: pg.index as unknown as Kit['index'],
  uniqueIndex: pg.uniqueIndex as unknown as Kit['uniqueIndex'],
  primaryKey: pg.primaryKey as unknown as Kit['primaryKey'],
};
