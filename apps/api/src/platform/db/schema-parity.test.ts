import { getTableConfig as pgTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, testEngine } from '../../test/engine';
import { openDatabase } from './open';
import * as pgSchema from './schema-pg';
import * as sqliteSchema from './schema';

type Shape = Record<string, Record<string, { notNull: boolean; primary: boolean; unique: boolean; kind: 'integer' | 'text' }>>;

/** What both engines must agree on: tables, columns, nullability, keys and the kind of value. */
function shapeOf(configs: { name: string; columns: { name: string; notNull: boolean; primary: boolean; isUnique: boolean; getSQLType(): string }[] }[]): Shape {
  const kind = (type: string) => (/int|serial/i.test(type) ? ('integer' as const) : ('text' as const));
  return Object.fromEntries(
    configs.map((t) => [t.name, Object.fromEntries(t.columns.map((c) => [c.name, { notNull: c.notNull, primary: c.primary, unique: c.isUnique, kind: kind(c.getSQLType()) }]))]),
  );
}

const sqliteShape = shapeOf(Object.values(sqliteSchema).map((t) => sqliteTableConfig(t as SQLiteTable)));
const pgShape = shapeOf(Object.values(pgSchema).map((t) => pgTableConfig(t as PgTable)));

const dir = mkdtempSync(join(tmpdir(), 'huerta-parity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the two schemas stay in step', () => {
  it('declares the same tables and columns, nullability, keys and value kinds on SQLite and PostgreSQL', () => {
    expect(Object.keys(pgShape).sort()).toEqual(Object.keys(sqliteShape).sort());
    for (const table of Object.keys(sqliteShape)) expect({ table, columns: pgShape[table] }).toEqual({ table, columns: sqliteShape[table] });
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
    const declared = Object.fromEntries(Object.entries(sqliteShape).map(([table, columns]) => [table, Object.keys(columns).sort()]));
    expect(Object.fromEntries(Object.entries(actual).map(([table, columns]) => [table, columns.sort()]))).toEqual(declared);
  });
});
