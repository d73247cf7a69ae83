import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../test/engine';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ SEED_STOCK: 'realista', RATE_LIMIT_DISABLED: 'true' });
const { db, t } = dataOf(app);

type Listed = { id: number; nombre: string; agotado?: boolean };
const catalogue = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/productos' });
  return { etag: res.headers.etag, products: res.json().data as Listed[] };
};
const stockOf = async (id: number) => (await db.select().from(t.existencias).where(eq(t.existencias.productoId, id)))[0]?.disponibles;
const setStock = (id: number, disponibles: number) => db.update(t.existencias).set({ disponibles }).where(eq(t.existencias.productoId, id));
const order = (productos: { id: number; items: number }[], n = 0) => post(app, '/api/crear-pedido', { ...customer, email: `comprador${n}@example.mx`, productos });
const orderCount = async () => (await db.select({ id: t.pedidos.id }).from(t.pedidos)).length;

describe('stock', () => {
  it('the seed counts every product, tens to a few hundred units, and shows the ones it has none of as «Agotado»', async () => {
    const rows = await db.select().from(t.existencias);
    const { products } = await catalogue();
    expect(rows.length).toBe((await db.select({ id: t.productos.id }).from(t.productos)).length);
    const out = products.filter((p) => p.agotado).map((p) => p.nombre);
    expect(out.sort()).toEqual(['Flor de jamaica', 'Salsa roja de chile de árbol']);
    for (const r of rows.filter((r) => r.disponibles! > 0)) expect(r.disponibles).toBeGreaterThanOrEqual(20);
    expect(Math.max(...rows.map((r) => r.disponibles!))).toBeGreaterThan(200);
    const res = await order([{ id: 48, items: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Agotado: «Flor de jamaica». Quítalo de tu carrito para continuar.');
  });

  it('refuses a line asking for more than is left, naming the product and what is left, and takes nothing', async () => {
    const { products } = await catalogue();
    const [first, second] = products.filter((p) => !p.agotado);
    await setStock(first!.id, 10);
    await setStock(second!.id, 3);
    const before = await orderCount();
    const res = await order([
      { id: first!.id, items: 4 },
      { id: second!.id, items: 5 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Solo quedan 3 de «${second!.nombre}» (pediste 5). Ajusta la cantidad en tu carrito.`);
    expect([await stockOf(first!.id), await stockOf(second!.id), await orderCount()]).toEqual([10, 3, before]);
  });

  it('takes the last units (the shop then shows «Agotado», with a new ETag) and gives them back when the order is cancelled', async () => {
    const { products, etag } = await catalogue();
    const product = products.filter((p) => !p.agotado)[2]!;
    await setStock(product.id, 3);
    const res = await order([{ id: product.id, items: 3 }]);
    expect(res.statusCode).toBe(201);
    expect(await stockOf(product.id)).toBe(0);
    const after = await catalogue();
    expect(after.etag).not.toBe(etag);
    expect(after.products.find((p) => p.id === product.id)?.agotado).toBe(true);
    expect((await order([{ id: product.id, items: 1 }])).json().message).toBe(`Agotado: «${product.nombre}». Quítalo de tu carrito para continuar.`);

    // Left unpaid past the timeout: the sweep cancels it and the units are back on the shelf.
    expect(await app.services.unpaidOrders.sweep(Date.now() + 25 * 3_600_000)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(product.id)).toBe(3);
    expect((await catalogue()).products.find((p) => p.id === product.id)?.agotado).toBe(false);
    expect((await order([{ id: product.id, items: 2 }])).statusCode).toBe(201);
  });

  it(`sells exactly what there is when 300 buyers race for 100 units (${testEngine})`, async () => {
    const product = (await catalogue()).products.filter((p) => !p.agotado)[5]!;
    await setStock(product.id, 100);
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => order([{ id: product.id, items: 1 }], 1000 + i)));
    // Counted by status, with a sample answer of each: a failure says what the other buyers were told.
    const byStatus: Record<number, { n: number; sample: string }> = {};
    for (const a of answers) (byStatus[a.statusCode] ??= { n: 0, sample: a.body.slice(0, 160) }).n++;
    expect(Object.fromEntries(Object.entries(byStatus).map(([s, v]) => [s, s === '201' || s === '409' ? v.n : v]))).toEqual({ 201: 100, 409: 200 });
    expect(await stockOf(product.id)).toBe(0);
    const lines = await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.productoId, product.id));
    expect(lines.reduce((n, l) => n + l.items, 0)).toBe(100);
  });

  it(`never deadlocks: 60 orders of the same five products, listed in every order, racing (${testEngine})`, async () => {
    const five = (await catalogue()).products.filter((p) => !p.agotado).slice(10, 15);
    for (const p of five) await setStock(p.id, 1_000);
    // Each order names the products in another order (rotated and reversed): the server must lock them in one.
    const orders = Array.from({ length: 60 }, (_, i) => {
      const rotated = [...five.slice(i % 5), ...five.slice(0, i % 5)];
      return (i % 2 ? rotated.reverse() : rotated).map((p) => ({ id: p.id, items: 2 }));
    });
    const answers = await Promise.all(orders.map((productos, i) => order(productos, 2000 + i)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(201));
    for (const p of five) expect(await stockOf(p.id)).toBe(1_000 - 120);
  });

  it('refuses a product the owner switched off, whatever its stock', async () => {
    const product = (await catalogue()).products.filter((p) => !p.agotado)[6]!;
    await db.update(t.productos).set({ agotado: 1 }).where(eq(t.productos.id, product.id));
    app.services.catalog.invalidate();
    expect((await catalogue()).products.find((p) => p.id === product.id)?.agotado).toBe(true);
    expect((await order([{ id: product.id, items: 1 }])).statusCode).toBe(409);
  });
});

describe('running low', () => {
  it('lists on the dashboard the counted products at or below their threshold, the emptiest first', async () => {
    const product = (await catalogue()).products.filter((p) => !p.agotado)[8]!;
    await setStock(product.id, 4);
    const { pocoInventario } = await app.services.dashboard.summary();
    const names = pocoInventario.map((p) => p.nombre);
    expect(pocoInventario[0]!.disponibles).toBe(0);
    expect(names).toContain(product.nombre);
    expect(names).toContain('Flor de jamaica');
    expect(pocoInventario.every((p) => p.disponibles <= p.umbral)).toBe(true);
  });

  it('tells the cart what is left (catalog.stock), live, bounded, for counted products only', async () => {
    const { products } = await catalogue();
    const [a, b] = products.filter((p) => !p.agotado);
    await setStock(a!.id, 7);
    await db.update(t.existencias).set({ disponibles: null }).where(eq(t.existencias.productoId, b!.id));
    const ask = (ids: number[]) => app.inject({ url: `/trpc/catalog.stock?input=${encodeURIComponent(JSON.stringify({ ids }))}` });
    const res = await ask([a!.id, b!.id, 48, 999_999]);
    expect(res.statusCode).toBe(200);
    // b is not counted (never runs out) and 999999 does not exist: both absent.
    expect(res.json().result.data).toEqual({ [a!.id]: 7, 48: 0 });
    await order([{ id: a!.id, items: 2 }], 90);
    expect((await ask([a!.id])).json().result.data).toEqual({ [a!.id]: 5 });
    expect((await ask(Array.from({ length: 101 }, (_, i) => i + 1))).statusCode).toBe(400);
    expect((await ask([])).statusCode).toBe(400);
  });
});
