import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ SEED_STOCK: 'realista', RATE_LIMIT_DISABLED: 'true' });
const { call, addStaff } = adminClient(app, '10.14.0');
const { db, t } = dataOf(app);
const employee = await addStaff('inventario@huertabaja.mx', 'empleado', 'Inés');

type Listed = { id: number; nombre: string; precio: number; descuento: number | 'N/A'; agotado?: boolean; venta?: unknown };
const shop = async () => (await app.inject({ method: 'GET', url: '/api/productos' })).json().data as Listed[];
const fields = {
  nombre: 'Pitahaya roja',
  categoriaId: 1,
  precio: 89.9,
  cantidad: 'pieza',
  descuento: null,
  fechaVigInicio: '2026-01-01',
  fechaVigFin: null,
  disponibles: 40,
  umbralBajo: 5,
  agotado: false,
};
const productCount = async () => (await db.select({ id: t.productos.id }).from(t.productos)).length;

describe('products in the back office', () => {
  it('creates a product that the shop shows at once, and refuses bad fields with a clear message, storing nothing', async () => {
    const before = await productCount();
    for (const [change, message] of [
      [{ precio: -5 }, 'El precio debe ser de al menos $0.50.'],
      [{ precio: 10_000_000 }, 'El precio no puede pasar de $100,000.'],
      [{ precio: 10.555 }, 'El precio tiene como máximo dos decimales.'],
      [{ descuento: 0 }, 'El descuento va de 1 a 99 %.'],
      [{ descuento: 100 }, 'El descuento va de 1 a 99 %.'],
      [{ fechaVigFin: '2025-12-31' }, 'Fin de vigencia: La fecha de fin no puede ser anterior a la de inicio.'],
      [{ disponibles: -1 }, 'Las existencias no pueden ser negativas.'],
      [{ nombre: '<' }, 'Nombre: Debe tener al menos 2 caracteres.'],
    ] as const) {
      expect(await call('products.create', { ...fields, ...change }, { cookie: employee }), JSON.stringify(change)).toMatchObject({ status: 400, message });
    }
    expect(await productCount()).toBe(before);

    const created = (await call('products.create', fields, { cookie: employee })).data as { id: number; disponibles: number };
    expect(created).toMatchObject({ nombre: 'Pitahaya roja', disponibles: 40 });
    expect((await shop()).find((p) => p.id === created.id)).toMatchObject({ nombre: 'Pitahaya roja', precio: 89.9, descuento: 'N/A', agotado: false });
    const order = await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: created.id, items: 2 }] });
    expect(order.statusCode).toBe(201);
    expect(order.json().pedido.subtotal).toBe(179.8);
  });

  it('edits price, discount and the «agotado» switch: the shop and a new order follow, the audit log has before and after', async () => {
    // Sold by the piece (the seed sells some by weight): 4 items are 4 pieces at the unit price.
    const target = (await shop()).find((p) => !p.agotado && !p.venta)!;
    const product = (await call('products.get', { id: target.id }, { cookie: employee })).data as typeof fields & { id: number };
    const changed = { ...product, precio: 12.5, descuento: 20 };
    const { id: _id, categoria: _c, imgUrl: _i, archivado: _a, ...producto } = changed as unknown as Record<string, unknown>;
    expect((await call('products.update', { id: target.id, producto }, { cookie: employee })).status).toBe(200);
    expect((await shop()).find((p) => p.id === target.id)).toMatchObject({ precio: 12.5, descuento: 20 });
    const order = (await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: target.id, items: 4 }] })).json();
    expect(order.pedido.subtotal).toBe(40); // 4 × 12.50 less 20 %

    const [entry] = await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'editar_producto'));
    expect(JSON.parse(entry!.antes!)).toMatchObject({ precio: target.precio });
    expect(JSON.parse(entry!.despues!)).toMatchObject({ precio: 12.5, descuento: 20 });

    await call('products.update', { id: target.id, producto: { ...producto, agotado: true } }, { cookie: employee });
    expect((await shop()).find((p) => p.id === target.id)?.agotado).toBe(true);
    expect((await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: target.id, items: 1 }] })).statusCode).toBe(409);
  });

  it('archives a product: off the shop and the lists, still on its past orders, and back when restored', async () => {
    const target = (await shop()).filter((p) => !p.agotado && !p.venta)[3]!;
    const past = (await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: target.id, items: 1 }] })).json();
    expect((await call('products.archive', { id: target.id }, { cookie: employee })).status).toBe(200);
    expect((await shop()).some((p) => p.id === target.id)).toBe(false);
    expect((await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: target.id, items: 1 }] })).json().message).toContain('Producto no disponible');
    const archived = (await call('products.list', { filtro: 'archivados' }, { cookie: employee })).data as { productos: { id: number }[] };
    expect(archived.productos.map((p) => p.id)).toEqual([target.id]);
    const active = (await call('products.list', { filtro: 'activos' }, { cookie: employee })).data as { productos: { id: number }[]; total: number };
    expect(active.productos.some((p) => p.id === target.id)).toBe(false);
    const lines = await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, past.pedido.id));
    expect(lines.map((l) => l.nombre)).toEqual([target.nombre]);
    await call('products.restore', { id: target.id }, { cookie: employee });
    expect((await shop()).some((p) => p.id === target.id)).toBe(true);
  });

  it('saves the price table in one go: only what changed, one audit entry each, and nothing when a row is wrong', async () => {
    const listed = (await shop()).filter((p) => !p.agotado).slice(5, 8);
    const rowOf = async (id: number) => {
      const p = (await call('products.get', { id }, { cookie: employee })).data as { id: number; precio: number; descuento: number | null; disponibles: number | null; agotado: boolean };
      return { id: p.id, precio: p.precio, descuento: p.descuento, disponibles: p.disponibles, agotado: p.agotado };
    };
    const [a, b, c] = await Promise.all(listed.map((p) => rowOf(p.id)));
    const auditBefore = (await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'precio_del_dia'))).length;

    const wrong = await call('products.priceDay', { cambios: [{ ...a!, precio: 1 }, { ...b!, id: 999_999 }] }, { cookie: employee });
    expect(wrong).toMatchObject({ status: 404, message: 'Producto no encontrado: 999999.' });
    expect((await rowOf(a!.id)).precio).toBe(a!.precio);
    expect(await call('products.priceDay', { cambios: [{ ...a!, descuento: 150 }] }, { cookie: employee })).toMatchObject({ status: 400 });

    const saved = await call('products.priceDay', { cambios: [{ ...a!, precio: 33.3 }, { ...b!, disponibles: 7, descuento: 10 }, c] }, { cookie: employee });
    expect(saved.data).toEqual({ cambiados: 2, sinCambios: 1 });
    expect(await rowOf(a!.id)).toMatchObject({ precio: 33.3 });
    expect(await rowOf(b!.id)).toMatchObject({ disponibles: 7, descuento: 10 });
    expect((await shop()).find((p) => p.id === a!.id)?.precio).toBe(33.3);
    expect((await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'precio_del_dia'))).length).toBe(auditBefore + 2);
  });
});
