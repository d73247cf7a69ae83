import { eq } from 'drizzle-orm';
import { satKeysOf } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';

const { app } = await createTestApp({ SEED_STOCK: 'realista', RATE_LIMIT_DISABLED: 'true' });
const { call, addStaff } = adminClient(app, '10.45.2');
const { db, t } = dataOf(app);
const employee = await addStaff('inventario.sat@huertabaja.mx', 'empleado', 'Inés');
const driver = await addStaff('beto.sat@huertabaja.mx', 'repartidor', 'Beto');

const fields = { nombre: 'Aguacate criollo', categoriaId: 1, precio: 59.9, cantidad: 'kg', descuento: null, fechaVigInicio: '2026-01-01', fechaVigFin: null, disponibles: 30, umbralBajo: 5, agotado: false, venta: { modo: 'pieza_peso', gramos: 200 } };
type Product = typeof fields & { id: number; claveProdServ: string | null; claveUnidad: string | null };
const stored = async (id: number) => (await db.select({ claveProdServ: t.productos.claveProdServ, claveUnidad: t.productos.claveUnidad }).from(t.productos).where(eq(t.productos.id, id)))[0];
const editable = (p: Record<string, unknown>) => {
  const { id: _id, categoria: _c, imgUrl: _i, archivado: _a, ...producto } = p;
  return producto;
};

describe("products' SAT keys in the back office", () => {
  it('creates and edits a product with its keys, and reads them back', async () => {
    const created = (await call('products.create', { ...fields, claveProdServ: '50401700', claveUnidad: 'kgm' }, { cookie: employee })).data as Product;
    expect(created).toMatchObject({ claveProdServ: '50401700', claveUnidad: 'KGM' });
    expect(await stored(created.id)).toEqual({ claveProdServ: '50401700', claveUnidad: 'KGM' });

    // A key beyond the shipped subset but of the right shape: the SAT's catalogue is larger.
    const producto = { ...editable(created), claveProdServ: '50401701', claveUnidad: 'H87' };
    expect((await call('products.update', { id: created.id, producto }, { cookie: employee })).data).toMatchObject({ claveProdServ: '50401701', claveUnidad: 'H87' });
    expect((await call('products.get', { id: created.id }, { cookie: employee })).data).toMatchObject({ claveProdServ: '50401701', claveUnidad: 'H87' });
    const [entry] = await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'editar_producto'));
    expect(JSON.parse(entry!.antes!)).toMatchObject({ claveProdServ: '50401700', claveUnidad: 'KGM' });
    expect(JSON.parse(entry!.despues!)).toMatchObject({ claveProdServ: '50401701', claveUnidad: 'H87' });

    // Left out (an older client, the CSV import): the keys stay.
    const { claveProdServ: _p, claveUnidad: _u, ...withoutKeys } = producto;
    await call('products.update', { id: created.id, producto: { ...withoutKeys, precio: 61 } }, { cookie: employee });
    expect(await stored(created.id)).toEqual({ claveProdServ: '50401701', claveUnidad: 'H87' });
  });

  it('takes the default when a key is null or empty: KGM for a weighed product, H87 by the piece', async () => {
    const weighed = (await call('products.create', { ...fields, nombre: 'Mango petacón', claveProdServ: '', claveUnidad: null }, { cookie: employee })).data as Product;
    expect(weighed).toMatchObject({ claveProdServ: null, claveUnidad: null });
    expect(satKeysOf(weighed)).toEqual({ claveProdServ: '01010101', claveUnidad: 'KGM', prodServPorDefecto: true, unidadPorDefecto: true });
    const pieces = (await call('products.create', { ...fields, nombre: 'Piña miel chica', venta: null }, { cookie: employee })).data as Product;
    expect(satKeysOf(pieces)).toMatchObject({ claveUnidad: 'H87', unidadPorDefecto: true });
  });

  it('refuses malformed keys in Spanish beside the field, and changes nothing', async () => {
    const created = (await call('products.create', { ...fields, nombre: 'Limón persa', claveProdServ: '50304100', claveUnidad: 'KGM' }, { cookie: employee })).data as Product;
    const products = async () => (await db.select({ id: t.productos.id }).from(t.productos)).length;
    const before = await products();
    for (const [change, message] of [
      [{ claveProdServ: '5030410' }, 'La clave de producto o servicio del SAT tiene 8 dígitos (p. ej. 50401700).'],
      [{ claveProdServ: 'limones' }, 'La clave de producto o servicio del SAT tiene 8 dígitos (p. ej. 50401700).'],
      [{ claveUnidad: 'KILO' }, 'La clave de unidad del SAT tiene 2 o 3 letras mayúsculas o dígitos (p. ej. KGM, H87).'],
      [{ claveUnidad: 'K' }, 'La clave de unidad del SAT tiene 2 o 3 letras mayúsculas o dígitos (p. ej. KGM, H87).'],
    ] as const) {
      expect(await call('products.create', { ...fields, ...change }, { cookie: employee }), JSON.stringify(change)).toMatchObject({ status: 400, message: expect.stringContaining(message) });
      const update = await call('products.update', { id: created.id, producto: { ...editable(created), precio: 99, ...change } }, { cookie: employee });
      expect(update, JSON.stringify(change)).toMatchObject({ status: 400, message: expect.stringContaining(message) });
    }
    expect(await products()).toBe(before);
    expect(await stored(created.id)).toEqual({ claveProdServ: '50304100', claveUnidad: 'KGM' });
    expect((await call('products.get', { id: created.id }, { cookie: employee })).data).toMatchObject({ precio: 59.9 });
  });

  it("searches the SAT's catalogue for staff, and not for a driver or someone signed out", async () => {
    const found = await call('catalog.satKeys', { tipo: 'producto', q: 'aguacate' }, { cookie: employee });
    expect(found).toMatchObject({ status: 200, data: [{ clave: '50401700', descripcion: 'Aguacates' }] });
    expect((await call('catalog.satKeys', { tipo: 'unidad', q: 'kilo' }, { cookie: employee })).data).toEqual([{ clave: 'KGM', descripcion: 'Kilogramo' }]);
    expect((await call('catalog.satKeys', { tipo: 'producto', q: 'aguacate' }, { cookie: driver })).status).toBe(403);
    expect((await call('catalog.satKeys', { tipo: 'producto', q: 'aguacate' })).status).toBe(401);
    expect((await call('catalog.satKeys', { tipo: 'otro', q: 'x' }, { cookie: employee })).status).toBe(400);
  });
});
