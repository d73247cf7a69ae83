import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, testEngine } from '../test/engine';
import { migrationsDir } from '../platform/paths';
import { openDatabase } from '../schema';
import { seedCatalog, seedIfEmpty } from './seed';
import { SAT_PRODUCTOS_SERVICIOS, SAT_UNIDADES, satKeysOf } from '../modules/catalog';

const dir = mkdtempSync(join(tmpdir(), 'huerta-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('database', () => {
  it('applies every committed migration of its engine, with the connection tuned for a web server', async () => {
    const url = await freshDatabaseUrl(dir, 'a');
    const database = await openDatabase(url);
    const journal = JSON.parse(readFileSync(join(testEngine === 'sqlite' ? migrationsDir.sqlite : migrationsDir.postgres, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    if (testEngine === 'sqlite') {
      const { db } = database;
      // busy_timeout and foreign_keys are per connection: read through the shop's own.
      expect(await db.get(sql.raw('pragma busy_timeout'))).toEqual([5000]);
      expect(await db.get(sql.raw('pragma foreign_keys'))).toEqual([1]);
      expect(await db.get(sql.raw('select count(*) from __drizzle_migrations'))).toEqual([journal.entries.length]);
      await database.close();
      const raw = new Sqlite(join(dir, 'a.db'));
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      raw.close();
    } else {
      const { rows } = await database.pool!.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
      expect(Number(rows[0]!.n)).toBe(journal.entries.length);
      // The objects of the hand-written migration: the shared counters' table and the catalogue's version.
      const limites = await database.pool!.query("select relpersistence from pg_class where relname = 'limites'");
      expect(limites.rows[0]).toEqual({ relpersistence: 'u' });
      expect(database.catalogVersion.current()).toBeGreaterThanOrEqual(1);
      await database.close();
    }
  });

  it('seeds an empty database once and re-seeding does not duplicate rows', async () => {
    const database = await openDatabase(await freshDatabaseUrl(dir, 'b'));
    const { db, t } = database;
    const total = async () => (await db.select({ n: count() }).from(t.productos))[0]!.n;
    expect(await seedIfEmpty(database)).toBe(true);
    const n = await total();
    expect(n).toBeGreaterThanOrEqual(45);
    expect(await seedIfEmpty(database)).toBe(false);
    await seedCatalog(database);
    expect(await total()).toBe(n);
    // Generated ids continue after the seed's fixed ones (PostgreSQL's identity sequences are moved past them).
    const [made] = await db.insert(t.categorias).values({ nombre: 'Temporada' }).returning();
    expect(made!.id).toBeGreaterThan(3);
    await database.close();
  });

  it('sells a grocer’s produce by weight: in steps of a quarter or half kilo, avocados and mangos by the piece at a price per kilo', async () => {
    const database = await openDatabase(await freshDatabaseUrl(dir, 'd'));
    const { db, t } = database;
    await seedCatalog(database);
    const sold = async () =>
      Object.fromEntries(
        (await db.select().from(t.productos).where(isNotNull(t.productos.ventaModo))).map((p) => [p.nombre, { modo: p.ventaModo, gramos: p.ventaGramos, minimo: p.ventaMinimo, unidad: p.cantidad }]),
      );
    const weighed = await sold();
    for (const name of ['Tomate saladette', 'Cebolla blanca', 'Papa blanca']) {
      expect(weighed[name], name).toMatchObject({ modo: 'peso', unidad: 'kg' });
      expect([250, 500], name).toContain(weighed[name]!.gramos);
    }
    expect(weighed['Aguacate Hass']).toMatchObject({ modo: 'pieza_peso', minimo: null, unidad: 'kg' });
    expect(weighed['Mango Ataulfo']).toMatchObject({ modo: 'pieza_peso', minimo: null, unidad: 'kg' });
    // Seeded again: the same, nothing doubled.
    await seedCatalog(database);
    expect(await sold()).toEqual(weighed);
    await database.close();
  });

  it("gives the produce its SAT keys: the catalogue's key where it has one, KGM for what is sold in whole kilos, and every key one the form can find", async () => {
    const database = await openDatabase(await freshDatabaseUrl(dir, 'sat'));
    const { db, t } = database;
    await seedCatalog(database);
    const rows = await db.select().from(t.productos);
    const keys = Object.fromEntries(rows.map((p) => [p.nombre, satKeysOf(p)]));
    expect(keys['Aguacate Hass']).toEqual({ claveProdServ: '50401700', claveUnidad: 'KGM', prodServPorDefecto: false, unidadPorDefecto: true });
    expect(keys['Limón sin semilla']).toMatchObject({ claveProdServ: '50304100', claveUnidad: 'KGM' });
    expect(keys['Huevo blanco']).toMatchObject({ claveProdServ: '50131612', claveUnidad: 'DZN' });
    expect(keys['Manzana roja']).toMatchObject({ claveProdServ: '50301500', claveUnidad: 'KGM', unidadPorDefecto: false });
    expect(keys['Cilantro']).toMatchObject({ claveProdServ: '50404106', claveUnidad: 'XBH' });
    expect(keys['Piña miel']).toEqual({ claveProdServ: '01010101', claveUnidad: 'H87', prodServPorDefecto: true, unidadPorDefecto: true });
    // A product sold as one kilo by the piece is invoiced in kilos, not pieces.
    for (const p of rows.filter((r) => r.cantidad === 'kg')) expect(keys[p.nombre]!.claveUnidad, p.nombre).toBe('KGM');
    // Every explicit key is in the shipped subset, so the form shows its description.
    for (const p of rows) {
      if (p.claveProdServ) expect(SAT_PRODUCTOS_SERVICIOS.map((k) => k.clave), p.nombre).toContain(p.claveProdServ);
      if (p.claveUnidad) expect(SAT_UNIDADES.map((k) => k.clave), p.nombre).toContain(p.claveUnidad);
    }
    await database.close();
  });

  it('keeps the shop data across restarts', async () => {
    const url = await freshDatabaseUrl(dir, 'c');
    const first = await openDatabase(url);
    await seedIfEmpty(first);
    await first.db.update(first.t.productos).set({ nombre: 'Editado por la tienda' }).where(eq(first.t.productos.id, 1));
    await first.close();
    const second = await openDatabase(url);
    expect(await seedIfEmpty(second)).toBe(false);
    expect((await second.db.select().from(second.t.productos).where(eq(second.t.productos.id, 1)))[0]!.nombre).toBe('Editado por la tienda');
    await second.close();
  });
});
