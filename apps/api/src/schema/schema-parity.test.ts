import { getTableConfig as pgTableConfig } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig } from 'drizzle-orm/sqlite-core';
import { getTableName, is, SQL, sql, type Table } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, testEngine } from '../test/engine';
import { openDatabase } from '.';
import * as pgSchema from './postgres';
import * as sqliteSchema from './sqlite';

/** A table's config as both dialects' `getTableConfig` give it, in the parts both share. */
interface Config {
  name: string;
  columns: { name: string; notNull: boolean; primary: boolean; isUnique: boolean; default: unknown; getSQLType(): string }[];
  indexes: { config: { name: string; unique: boolean; columns: unknown[] } }[];
  foreignKeys: { onDelete?: string; reference(): { columns: { name: string }[]; foreignColumns: { name: string; table: object }[] } }[];
  primaryKeys: { columns: { name: string }[] }[];
}

const kind = (type: string) => (/int|serial/i.test(type) ? 'integer' : /blob|bytea/i.test(type) ? 'bytes' : 'text');
// A default is a value both engines store alike, or an SQL expression each engine writes its own way (the insert's instant).
const defaultOf = (value: unknown) => (value === undefined ? null : is(value, SQL) ? 'sql' : value);

/** What both engines must agree on: tables, columns (nullability, keys, value kind, default), indexes, foreign keys and composite keys. */
function shapeOf(configs: Config[]) {
  return Object.fromEntries(
    configs.map((t) => [
      t.name,
      {
        columns: Object.fromEntries(t.columns.map((c) => [c.name, { notNull: c.notNull, primary: c.primary, unique: c.isUnique, kind: kind(c.getSQLType()), default: defaultOf(c.default) }])),
        indexes: Object.fromEntries(t.indexes.map((i) => [i.config.name, { unique: i.config.unique, on: i.config.columns.map((c) => (c as { name: string }).name) }])),
        foreignKeys: t.foreignKeys
          .map((fk) => {
            const { columns, foreignColumns } = fk.reference();
            return `${columns.map((c) => c.name).join()} → ${getTableName(foreignColumns[0]!.table as Table)}(${foreignColumns.map((c) => c.name).join()}) on delete ${fk.onDelete ?? 'no action'}`;
          })
          .sort(),
        primaryKeys: t.primaryKeys.map((pk) => pk.columns.map((c) => c.name).join()),
      },
    ]),
  );
}

const sqliteShape = shapeOf(Object.values(sqliteSchema).map((t) => sqliteTableConfig(t) as unknown as Config));
const pgShape = shapeOf(Object.values(pgSchema).map((t) => pgTableConfig(t) as unknown as Config));

const dir = mkdtempSync(join(tmpdir(), 'huerta-parity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the two schemas stay in step', () => {
  it('builds the same tables on SQLite and PostgreSQL: columns, nullability, keys, value kinds, defaults, indexes and foreign keys', () => {
    expect(Object.keys(pgShape).sort()).toEqual(Object.keys(sqliteShape).sort());
    for (const table of Object.keys(sqliteShape)) expect({ table, ...pgShape[table] }).toEqual({ table, ...sqliteShape[table] });
  });

  it(`has every declared column in the migrated ${testEngine} database, and nothing undeclared`, async () => {
    const database = await openDatabase(await freshDatabaseUrl(dir, 'parity'));
    const actual: Record<string, string[]> = {};
    if (database.engine === 'postgres') {
      const { rows } = await database.pool!.query<{ table_name: string; column_name: string }>(
        "select table_name, column_name from information_schema.columns where table_schema = 'public' and table_name not in ('limites', 'catalogo_version')",
      );
      for (const r of rows) (actual[r.table_name] ??= []).push(r.column_name);
    } else {
      const tables = (await database.db.all<[string]>(sql.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' and name not like 'pedidos_busqueda%'"))).map((r) => r[0]);
      for (const table of tables) actual[table] = (await database.db.all<[number, string]>(sql.raw(`pragma table_info(${table})`))).map((r) => r[1]);
    }
    await database.close();
    const declared = Object.fromEntries(Object.entries(sqliteShape).map(([table, shape]) => [table, Object.keys(shape.columns).sort()]));
    expect(Object.fromEntries(Object.entries(actual).map(([table, columns]) => [table, columns.sort()]))).toEqual(declared);
  });
});
