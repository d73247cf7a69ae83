import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { productos } from './schema';
import { seedCatalog, seedIfEmpty } from './seed';

const dir = mkdtempSync(join(tmpdir(), 'huerta-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('database', () => {
  it('applies migrations with WAL, a busy timeout and foreign keys on', () => {
    const database = openDatabase(join(dir, 'a.db'));
    expect(database.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(database.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(database.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    database.close();
  });

  it('seeds an empty database once and re-seeding does not duplicate rows', () => {
    const database = openDatabase(join(dir, 'b.db'));
    const count = () => database.db.select({ n: sql<number>`count(*)` }).from(productos).get()!.n;
    expect(seedIfEmpty(database.db)).toBe(true);
    const n = count();
    expect(n).toBeGreaterThanOrEqual(45);
    expect(seedIfEmpty(database.db)).toBe(false);
    seedCatalog(database.db);
    expect(count()).toBe(n);
    database.close();
  });

  it('keeps the shop data across restarts', () => {
    const path = join(dir, 'c.db');
    const first = openDatabase(path);
    seedIfEmpty(first.db);
    first.db.update(productos).set({ nombre: 'Editado por la tienda' }).where(sql`id = 1`).run();
    first.close();
    const second = openDatabase(path);
    expect(seedIfEmpty(second.db)).toBe(false);
    expect(second.db.select().from(productos).where(sql`id = 1`).get()!.nombre).toBe('Editado por la tienda');
    second.close();
  });
});
