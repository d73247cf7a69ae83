import { lineCostCentavos, netSaleCentavos } from '@huerta/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { restaurantBuyer } from '../../test/business-helpers';
import { clockAt, createTestApp } from '../../test/helpers';
import { customer, dataOf } from '../../test/orders-helpers';
import { shopDayOf } from '../../platform/days';

// What each sale earns (issue 46, items 6 and 7): the cost frozen on each line when sold, following the
// weight packed; the owner's margins per order, product, category, customer and price list; waste as a share
// of sales; by day and by week; the CSV; and nobody but the owner sees any of it.
// The shop's day is New Year's Eve 2026 (a Thursday), whatever day the test runs.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { now: clockAt('2026-12-31T10:00:00-08:00') });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.46.7');
const owner = await admin.addStaff('duena.margenes@huertabaja.mx', 'dueño');
const employee = await admin.addStaff('beto.margenes@huertabaja.mx', 'empleado');
const driver = await admin.addStaff('luis.margenes@huertabaja.mx', 'repartidor', 'Luis Repartidor');
const { authorization: restaurant, negocio } = await restaurantBuyer(app, admin, owner, { email: 'compras@margenes.mx', razon_social: 'Cocina Margen', rfc: 'CMA190101AB1' });
const lista = ((await admin.call('priceLists.create', { nombre: 'Restaurantes M', descuento_general: 10 }, { cookie: owner })).data as { id: number }).id;
await admin.call('businesses.setList', { id: negocio, lista_id: lista }, { cookie: owner });

type Listed = { id: number; nombre: string; precio: number; descuento: number | 'N/A'; venta?: unknown };
const listed = (await app.inject({ url: '/api/productos' })).json().data as Listed[];
const pieces = listed.filter((p) => p.descuento === 'N/A' && !p.venta);
// A: counted stock, IVA 16 %; B: stock not counted (a row without `disponibles`), IVA 8 %; C: no stock row and
// never received (no cost), named as a spreadsheet formula; T: sold by weight, 250 g steps, cost per kilo.
const [A, B, C, T] = [pieces[0]!, pieces[1]!, pieces[2]!, pieces[3]!];
const COST = { A: 7919, B: 6173, T: 4591 };
const HOSTILE = '=HYPERLINK("http://x.mx")&<b>"Chile"</b>';
await db.update(t.productos).set({ tasaIva: 16 }).where(eq(t.productos.id, A.id));
await db.update(t.productos).set({ tasaIva: 8 }).where(eq(t.productos.id, B.id));
await db.update(t.productos).set({ nombre: HOSTILE }).where(eq(t.productos.id, C.id));
await db.update(t.productos).set({ ventaModo: 'peso', ventaGramos: 250, ventaMinimo: 2 }).where(eq(t.productos.id, T.id));
await db.insert(t.existencias).values([
  { productoId: A.id, disponibles: 1000, costoCentavos: COST.A },
  { productoId: B.id, disponibles: null, costoCentavos: COST.B },
  { productoId: T.id, disponibles: null, costoCentavos: COST.T },
]);
app.services.catalog.invalidate();

let address = 0;
const place = async (productos: { id: number; items: number }[], email: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, email, productos }, headers, remoteAddress: `10.46.8.${++address % 250}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { data: string; pedido: { id: number } };
};
const linesOf = (ids: number[]) => db.select().from(t.pedidoLineas).where(inArray(t.pedidoLineas.pedidoId, ids)).orderBy(t.pedidoLineas.id);
/** Moves an order (as the owner's board would have by then) and puts it on its delivery day. */
const settle = (id: number, estado: string, dia: string) => db.update(t.pedidos).set({ estado, diaEntrega: dia }).where(eq(t.pedidos.id, id));
const call = (cookie: string, path: string, input?: unknown) => admin.call(path, input, { cookie });

describe('the cost frozen on each line when sold', () => {
  it('is the product’s average cost when its stock was taken, counted or not; a product never received has none, not zero', async () => {
    const stockOf = async () => (await db.select().from(t.existencias).where(eq(t.existencias.productoId, A.id)))[0]!.disponibles!;
    const before = await stockOf();
    const { pedido } = await place([{ id: A.id, items: 3 }, { id: B.id, items: 2 }, { id: C.id, items: 1 }], 'congelado@example.mx');
    const lines = await linesOf([pedido.id]);
    const of = (id: number) => lines.find((l) => l.productoId === id)!;
    expect([of(A.id).costoUnitarioCentavos, of(A.id).costoCentavos]).toEqual([COST.A, 3 * COST.A]);
    expect([of(B.id).costoUnitarioCentavos, of(B.id).costoCentavos]).toEqual([COST.B, 2 * COST.B]);
    expect([of(C.id).costoUnitarioCentavos, of(C.id).costoCentavos]).toEqual([null, null]);
    expect(await stockOf()).toBe(before - 3);

    // A later receipt at another cost moves the average: the sold line keeps what it cost then.
    await db.update(t.existencias).set({ costoCentavos: 9000 }).where(eq(t.existencias.productoId, A.id));
    const later = await place([{ id: A.id, items: 1 }], 'congelado2@example.mx');
    expect((await linesOf([pedido.id])).find((l) => l.productoId === A.id)!.costoCentavos).toBe(3 * COST.A);
    expect((await linesOf([later.pedido.id]))[0]!.costoCentavos).toBe(9000);
    await db.update(t.existencias).set({ costoCentavos: COST.A }).where(eq(t.existencias.productoId, A.id));

    // The storefront's tRPC door writes the same.
    const trpc = await app.inject({ method: 'POST', url: '/trpc/order.create', headers: { 'content-type': 'application/json' }, payload: { ...customer, email: 'trpc@example.mx', productos: [{ id: B.id, items: 4 }] }, remoteAddress: '10.46.9.9' });
    expect(trpc.statusCode, trpc.body).toBe(200);
    const id = (trpc.json() as { result: { data: { pedido: { id: number } } } }).result.data.pedido.id;
    expect((await linesOf([id])).map((l) => [l.costoUnitarioCentavos, l.costoCentavos])).toEqual([[COST.B, 4 * COST.B]]);
  });

  it('a weighed line’s cost follows the grams packed, at the cost per kilo it was sold at', async () => {
    const made = await place([{ id: T.id, items: 6 }], 'pesado@example.mx');
    const [line] = await linesOf([made.pedido.id]);
    expect([line!.costoUnitarioCentavos, line!.costoCentavos]).toEqual([COST.T, Math.round((COST.T * 1500) / 1000)]);
    await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: made.data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' }, remoteAddress: '10.46.9.1' });
    expect((await call(owner, 'orders.move', { ids: [made.pedido.id], estado: 'preparando', confirmar: true })).status).toBe(200);
    // The average moves before packing: the weighed line stays at the cost it was sold at.
    await db.update(t.existencias).set({ costoCentavos: 9999 }).where(eq(t.existencias.productoId, T.id));
    expect((await call(employee, 'orders.weigh', { id: made.pedido.id, productoId: T.id, gramos: 1620 })).status).toBe(200);
    const [weighed] = await linesOf([made.pedido.id]);
    expect([weighed!.costoUnitarioCentavos, weighed!.costoCentavos]).toEqual([COST.T, Math.round((COST.T * 1620) / 1000)]);
    expect((await call(owner, 'margins.order', { id: made.pedido.id })).data).toMatchObject({ costo: Math.round((COST.T * 1620) / 1000), contado: false });
    await db.update(t.existencias).set({ costoCentavos: COST.T }).where(eq(t.existencias.productoId, T.id));
  });
});

type Figures = { ventas: number; costo: number; margen: number; pct: number | null; lineas: number; sinCosto: { lineas: number; ventas: number } };
type Row = Figures & { clave: string; nombre: string };
type Report = {
  desde: string;
  hasta: string;
  total: Figures & { merma: number; mermaPct: number | null };
  serie: (Figures & { desde: string; merma: number; mermaPct: number | null })[];
  productos: Row[];
  categorias: Row[];
  clientes: (Row & { pedidos: number })[];
  listas: Row[];
  mejores: Row[];
  peores: Row[];
  proveedores: { clave: string; nombre: string; lotes: number; costo: number }[];
};

describe('the owner’s margins', async () => {
  // The orders of the fortnight around New Year, each on its delivery day: four that left the shop, one still
  // in preparation and one cancelled (neither is a sale yet).
  const o1 = (await place([{ id: A.id, items: 2 }, { id: B.id, items: 1 }], 'ana@example.mx')).pedido.id;
  const o2 = (await place([{ id: A.id, items: 1 }, { id: C.id, items: 4 }], 'ana@example.mx')).pedido.id;
  const o3 = (await place([{ id: B.id, items: 5 }, { id: A.id, items: 1 }], 'compras@margenes.mx', { authorization: restaurant })).pedido.id;
  const o4 = (await place([{ id: A.id, items: 7 }], 'rosa@example.mx')).pedido.id;
  const o5 = (await place([{ id: A.id, items: 9 }], 'nadie@example.mx')).pedido.id;
  const o6 = (await place([{ id: B.id, items: 9 }], 'nadie@example.mx')).pedido.id;
  await settle(o1, 'entregado', '2026-12-27'); // Sunday: the week of Monday the 21st
  await settle(o2, 'enviado', '2026-12-31'); // New Year's Eve: the week of Monday the 28th
  await settle(o3, 'entregado', '2027-01-02'); // Saturday, the same week, the next year
  await settle(o4, 'entregado', '2027-01-04'); // Monday: a new week
  await settle(o5, 'preparando', '2026-12-31');
  await settle(o6, 'cancelado', '2026-12-31');
  const sold = [o1, o2, o3, o4];

  // Waste and receipts: a lot of A, 3 pieces thrown away on New Year's Eve (10:00 in Ensenada).
  const [prov] = await db.insert(t.proveedores).values({ nombre: 'Rancho «El Mirador» & Hijos' }).returning();
  const [lot] = await db
    .insert(t.lotes)
    .values({ clave: 'lote-margenes-1', productoId: A.id, proveedorId: prov!.id, cantidad: 50, restante: 47, unidad: 'pza', costoCentavos: 50 * 7000, vence: '2027-01-10', recibido: '2026-12-30T14:00:00.000Z' })
    .returning();
  await db.insert(t.lotes).values({ clave: 'lote-margenes-2', productoId: B.id, cantidad: 10, restante: 10, unidad: 'pza', costoCentavos: 61_730, vence: '2027-01-10', recibido: '2026-12-31T14:00:00.000Z' });
  await db.insert(t.mermas).values({ clave: 'merma-margenes-1', loteId: lot!.id, productoId: A.id, cantidad: 3, motivo: 'dañado', costoCentavos: 3 * COST.A, creada: '2026-12-31T18:00:00.000Z' });

  /** What the figures must be, from the stored lines with the contracts' rules (the database summed them). */
  async function expected(ids: number[]) {
    const lines = await linesOf(ids);
    const orders = await db.select().from(t.pedidos).where(inArray(t.pedidos.id, ids));
    const products = await db.select().from(t.productos);
    const sum = (ls: typeof lines) => {
      const net = (l: (typeof lines)[number]) => netSaleCentavos(l.totalFinalCentavos ?? l.totalLineaCentavos, l.tasaIva);
      const known = ls.filter((l) => l.costoCentavos !== null);
      const ventasConCosto = known.reduce((n, l) => n + net(l), 0);
      const costo = known.reduce((n, l) => n + l.costoCentavos!, 0);
      expect(known.every((l) => l.costoCentavos === lineCostCentavos(l))).toBe(true);
      return { ventas: ls.reduce((n, l) => n + net(l), 0), costo, margen: ventasConCosto - costo, lineas: ls.length, sinCosto: { lineas: ls.length - known.length, ventas: ls.reduce((n, l) => n + net(l), 0) - ventasConCosto } };
    };
    const group = (key: (l: (typeof lines)[number]) => string) => {
      const by = new Map<string, typeof lines>();
      for (const l of lines) by.set(key(l), [...(by.get(key(l)) ?? []), l]);
      return Object.fromEntries([...by].map(([k, ls]) => [k, sum(ls)]));
    };
    const orderOf = (l: (typeof lines)[number]) => orders.find((o) => o.id === l.pedidoId)!;
    return {
      total: sum(lines),
      porPedido: group((l) => String(l.pedidoId)),
      porProducto: group((l) => String(l.productoId)),
      porCategoria: group((l) => String(products.find((p) => p.id === l.productoId)!.categoriaId)),
      porCliente: group((l) => (orderOf(l).negocioId === null ? orderOf(l).email : String(orderOf(l).negocioId))),
      porLista: group((l) => orderOf(l).listaPrecios ?? 'publico'),
    };
  }
  /** The sales of the test's own delivered orders on a day (only when the real today is one of them). */
  const sameDay = async (day: string) => (await expected((await db.select().from(t.pedidos)).filter((o) => sold.includes(o.id) && o.diaEntrega === day).map((o) => o.id))).total;
  const pick = (r: Figures) => ({ ventas: r.ventas, costo: r.costo, margen: r.margen, lineas: r.lineas, sinCosto: r.sinCosto });
  const keyed = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.clave, pick(r)]));
  const report = async (input: object) => {
    const res = await call(owner, 'margins.report', input);
    expect(res.status, res.message).toBe(200);
    return res.data as Report;
  };

  it('sums, per product, category, customer and price list, the sales without IVA less their cost: exactly the lines’ own', async () => {
    const r = await report({ desde: '2026-12-21', dias: 21, agrupar: 'semana' });
    const want = await expected(sold);
    expect(pick(r.total)).toEqual(want.total);
    expect(keyed(r.productos)).toEqual(want.porProducto);
    expect(keyed(r.categorias)).toEqual(want.porCategoria);
    expect(keyed(r.clientes)).toEqual(want.porCliente);
    expect(keyed(r.listas)).toEqual(want.porLista);
    // The business's list is named; the shop's prices are «Público».
    expect(r.listas.map((l) => l.nombre).sort()).toEqual(['Público (precios de la tienda)', 'Restaurantes M']);
    expect(r.clientes.find((c) => c.clave === String(negocio))).toMatchObject({ nombre: 'COCINA MARGEN', pedidos: 1 });
    // C was sold before any cost was known: apart, said, and not in the margin.
    expect(r.total.sinCosto.lineas).toBe(1);
    expect(r.productos.find((p) => p.clave === String(C.id))).toMatchObject({ costo: 0, margen: 0, pct: null, sinCosto: { lineas: 1 } });
    expect(r.total.pct).toBeCloseTo(r.total.margen / (r.total.ventas - r.total.sinCosto.ventas), 10);
    // Ranked by what they earned, among the products with a known cost (C has none).
    const ranked = Object.entries(want.porProducto).filter(([, f]) => f.ventas > f.sinCosto.ventas).sort(([, a], [, b]) => b.margen - a.margen).map(([id]) => id);
    expect(r.mejores.map((p) => p.clave)).toEqual(ranked);
    expect(r.peores.map((p) => p.clave)).toEqual([...ranked].reverse());
    for (const id of sold) {
      const one = (await call(owner, 'margins.order', { id })).data as Figures & { contado: boolean; lineas: unknown[] };
      expect(pick({ ...one, lineas: one.lineas.length })).toEqual(want.porPedido[String(id)]);
      expect(one.contado).toBe(true);
    }
  });

  it('groups by week from Monday, across the month’s end and New Year’s Eve, and by day', async () => {
    const weeks = await report({ desde: '2026-12-21', dias: 21, agrupar: 'semana' });
    const week = async (ids: number[]) => (await expected(ids)).total;
    expect(weeks.serie.map((s) => s.desde)).toEqual(['2026-12-21', '2026-12-28', '2027-01-04']);
    expect(weeks.serie.map(pick)).toEqual([await week([o1]), await week([o2, o3]), await week([o4])]);
    expect(weeks.serie.map((s) => s.merma)).toEqual([0, 3 * COST.A, 0]);

    const days = await report({ desde: '2026-12-30', dias: 5 });
    expect(days.serie.map((s) => s.desde)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(days.serie.map((s) => s.ventas)).toEqual([0, (await week([o2])).ventas, 0, (await week([o3])).ventas, 0]);
    // The default period is the week ending today (the clock's New Year's Eve).
    const byDefault = await report({});
    expect([byDefault.desde, byDefault.hasta]).toEqual(['2026-12-25', '2026-12-31']);
  });

  it('counts an order placed without a delivery day on the shop day it was placed', async () => {
    const { pedido } = await place([{ id: A.id, items: 2 }], 'sin-dia@example.mx');
    await db.update(t.pedidos).set({ estado: 'entregado' }).where(eq(t.pedidos.id, pedido.id));
    const [row] = await db.select().from(t.pedidos).where(eq(t.pedidos.id, pedido.id));
    const placed = shopDayOf(new Date(row!.creado));
    const r = await report({ desde: placed, dias: 1 });
    expect(r.serie.map((s) => [s.desde, s.ventas])).toEqual([[placed, (await expected([pedido.id])).total.ventas + (await sameDay(placed)).ventas]]);
    await db.update(t.pedidos).set({ estado: 'cancelado' }).where(eq(t.pedidos.id, pedido.id));
  });

  it('says waste as a share of sales, and what was spent with each supplier', async () => {
    const r = await report({ desde: '2026-12-28', dias: 7 });
    const sales = (await expected([o2, o3])).total.ventas;
    expect(r.total.merma).toBe(3 * COST.A);
    expect(r.total.mermaPct).toBeCloseTo((3 * COST.A) / sales, 10);
    expect(r.proveedores).toEqual([
      { clave: String(prov!.id), nombre: 'Rancho «El Mirador» & Hijos', lotes: 1, costo: 350_000 },
      { clave: 'sin-proveedor', nombre: 'Sin proveedor (compra suelta)', lotes: 1, costo: 61_730 },
    ]);
    // The dashboard's glance: this week, Monday the 28th to today.
    const glance = (await call(owner, 'margins.week')).data as { desde: string; hasta: string; margen: number; merma: number };
    expect(glance).toMatchObject({ desde: '2026-12-28', hasta: '2026-12-31', merma: 3 * COST.A, margen: (await expected([o2])).total.margen });
  });

  it('exports each table as CSV for the owner: money as numbers, a product named as a formula stays text', async () => {
    const get = (query: string, cookie = owner) => app.inject({ url: `/admin/exportar/margenes.csv?${query}`, headers: { cookie } });
    const res = await get('tabla=productos&desde=2026-12-21&dias=21');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="margenes-productos-2026-12-21-a-2027-01-10.csv"');
    const lines = res.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('producto,ventas_sin_iva,costo,margen,margen_pct,lineas,lineas_sin_costo,ventas_sin_costo');
    expect(res.body).toContain(`"'=HYPERLINK(""http://x.mx"")&<b>""Chile""</b>"`);
    const want = (await expected(sold)).porProducto[String(A.id)]!;
    const money = (c: number) => (c / 100).toFixed(2);
    expect(lines).toContain(`${A.nombre},${money(want.ventas)},${money(want.costo)},${money(want.margen)},${((Math.round((want.margen / want.ventas) * 10_000) / 100).toFixed(2))},${want.lineas},0,0.00`);
    const weeks = await get('tabla=periodo&desde=2026-12-21&dias=21&agrupar=semana');
    expect(weeks.body.split('\r\n').map((l) => l.split(',')[0])).toEqual(['\uFEFFsemana_desde', '2026-12-21', '2026-12-28', '2027-01-04', '']);
    const suppliers = await get('tabla=proveedores&desde=2026-12-28&dias=7');
    expect(suppliers.body).toContain('Rancho «El Mirador» & Hijos,1,3500.00\r\n');
    expect((await get('tabla=pedidos&desde=2026-12-21&dias=21')).body.split('\r\n').filter((l) => /^\d/.test(l)).map((l) => Number(l.split(',')[0]))).toEqual(sold);
    expect((await get('tabla=costos')).statusCode).toBe(400);
  });
});

describe('who sees costs and margins', () => {
  it('only the owner: an employee, a driver, nobody signed in and a shopper’s or a business’s session are refused', async () => {
    for (const [who, cookie, status] of [
      ['empleado', employee, 403],
      ['repartidor', driver, 403],
    ] as const) {
      for (const [path, input] of [
        ['margins.report', {}],
        ['margins.week', undefined],
        ['margins.order', { id: 1 }],
      ] as const)
        expect([who, path, (await call(cookie, path, input)).status]).toEqual([who, path, status]);
      const csv = await app.inject({ url: '/admin/exportar/margenes.csv?tabla=productos', headers: { cookie } });
      expect([who, csv.statusCode]).toEqual([who, status]);
      expect(csv.body).not.toContain('ventas_sin_iva');
    }
    expect((await admin.call('margins.report', {})).status).toBe(401);
    expect((await admin.call('margins.report', {}, { headers: { authorization: restaurant } })).status).toBe(401);
    expect((await app.inject({ url: '/admin/exportar/margenes.csv?tabla=productos', headers: { authorization: restaurant } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/admin/exportar/margenes.csv?tabla=productos' })).statusCode).toBe(401);
  });

  it('no answer a shopper, a business, an employee or a driver gets about orders with costs carries a cost', async () => {
    // Known, unusual costs: none of these figures may appear in what they read.
    await db.update(t.existencias).set({ costoCentavos: 8713 }).where(eq(t.existencias.productoId, A.id));
    await db.update(t.existencias).set({ costoCentavos: 6571 }).where(eq(t.existencias.productoId, B.id));
    const figures = ['8713', '87.13', '26139', '261.39', '6571', '65.71', '13142', '131.42'];
    const reg = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Lía Compradora', usuario: 'lia@example.mx', password: 'clave-segura-1' } });
    const shopper = `Bearer ${reg.json().data.jwt as string}`;
    const mine = await place([{ id: A.id, items: 3 }, { id: B.id, items: 2 }], 'lia@example.mx', { authorization: shopper });
    const theirs = await place([{ id: A.id, items: 3 }, { id: B.id, items: 2 }], 'compras@margenes.mx', { authorization: restaurant });
    expect((await linesOf([mine.pedido.id, theirs.pedido.id])).map((l) => l.costoCentavos)).toEqual([26139, 13142, 26139, 13142]);
    const today = app.services.today();
    for (const id of [mine.pedido.id, theirs.pedido.id]) await db.update(t.pedidos).set({ estado: 'preparando', diaEntrega: today }).where(eq(t.pedidos.id, id));
    const luis = (await db.select().from(t.personal).where(eq(t.personal.email, 'luis.margenes@huertabaja.mx')))[0]!.id;
    expect((await call(owner, 'drivers.assign', { ids: [mine.pedido.id, theirs.pedido.id], repartidorId: luis })).status).toBe(200);

    const trpc = async (path: string, authorization: string) => (await app.inject({ url: `/trpc/${path}`, headers: { authorization } })).body;
    const answers: Record<string, string> = {
      'crear-pedido': JSON.stringify(mine),
      'mis-pedidos': (await app.inject({ url: '/api/mis-pedidos', headers: { authorization: shopper } })).body,
      'mi-cuenta': (await app.inject({ url: '/api/mi-cuenta', headers: { authorization: shopper } })).body,
      'reanudar-pago': (await app.inject({ method: 'POST', url: '/api/reanudar-pago', payload: { pedido_id: mine.pedido.id }, headers: { authorization: shopper }, remoteAddress: '10.46.10.1' })).body,
      'account.orders': await trpc('account.orders', shopper),
      'account.orders (negocio)': await trpc('account.orders', restaurant),
      'account.businessOrders': await trpc('account.businessOrders', restaurant),
      'route.day (repartidor)': (await call(driver, 'route.day')).data === undefined ? 'sin datos' : JSON.stringify((await call(driver, 'route.day')).data),
      'orders.get (empleado)': JSON.stringify((await call(employee, 'orders.get', { id: mine.pedido.id })).data),
      'orders.list (empleado)': JSON.stringify((await call(employee, 'orders.list', { pagina: 1, porPagina: 50 })).data),
      'orders.pickList (empleado)': JSON.stringify((await call(employee, 'orders.pickList', { dia: today })).data),
      'businesses.statement (empleado)': JSON.stringify((await call(employee, 'businesses.statement', { id: negocio })).data),
      dashboard: JSON.stringify((await call(employee, 'dashboard')).data),
    };
    // Each answer is about these orders (it names them), and carries no cost.
    for (const [what, body] of Object.entries(answers)) {
      expect([what, body.length > 20]).toEqual([what, true]);
      expect([what, body.match(/.{0,60}costo.{0,60}/i)?.[0] ?? null]).toEqual([what, null]);
      for (const f of figures) expect([what, f, body.includes(f)]).toEqual([what, f, false]);
    }
    expect(answers['route.day (repartidor)']).toContain(String(mine.pedido.id));
    expect(answers['account.businessOrders']).toContain(String(theirs.pedido.id));
    expect(answers['mis-pedidos']).toContain(String(mine.pedido.id));
  });
});
