import { addDays, averageCost, itemsOfLot } from '@huerta/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { clockAt, createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct } from '../../test/orders-helpers';

// Receiving with lots, first-expiring-first-out, «Vence pronto» and «Merma» (issue 46, items 3–5), through
// the back office's API on the real app and database (both engines), on the shop's own day.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { now: clockAt('2026-11-27T10:00:00-08:00') });
const { call, addStaff } = adminClient(app, '10.46.3');
const { db, t } = dataOf(app);
const packer = await addStaff('beto@huertabaja.mx', 'empleado');
const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
const driver = await addStaff('chofer@huertabaja.mx', 'repartidor', 'Lalo Chofer');
const today = app.services.today();
expect(today).toBe('2026-11-27');

const seeded = await db.select({ id: t.productos.id, nombre: t.productos.nombre }).from(t.productos).where(eq(t.productos.ventaModo, 'peso'));
const piece = await listedProduct(app, false);
/** Products of the seed made what each test needs, straight in the database (the product form is another test's). */
const pieceProducts = (await db.select({ id: t.productos.id, nombre: t.productos.nombre, modo: t.productos.ventaModo }).from(t.productos)).filter((p) => p.modo === null && p.id !== piece.id);
const [tomato] = seeded.length ? seeded : [pieceProducts.pop()!];
await db.update(t.productos).set({ ventaModo: 'peso', ventaGramos: 250 }).where(eq(t.productos.id, tomato!.id));
const [limes, eggs, melons] = pieceProducts;

let keys = 0;
const clave = () => `recibo-${process.pid}-${++keys}-abcdef`;
const receive = (input: object, cookie = packer) => call('receiving.receive', { clave: clave(), vence: addDays(today, 5), ...input }, { cookie });
const stockOf = async (id: number) => (await db.select().from(t.existencias).where(eq(t.existencias.productoId, id)))[0];
const lotsOf = async (id: number) => db.select().from(t.lotes).where(eq(t.lotes.productoId, id)).orderBy(t.lotes.id);
const lineOf = async (id: number) => (await db.select().from(t.ordenCompraLineas).where(eq(t.ordenCompraLineas.id, id)))[0]!;
const orderState = async (id: number) => (await db.select({ estado: t.ordenesCompra.estado }).from(t.ordenesCompra).where(eq(t.ordenesCompra.id, id)))[0]!.estado;

const [supplier] = await db.insert(t.proveedores).values({ nombre: 'Rancho El Mirador', diasEntrega: 1 }).returning();
await db.insert(t.proveedorProductos).values({ proveedorId: supplier!.id, productoId: tomato!.id, empaque: 'caja de 10 kg', empaqueCantidad: 10_000, costoCentavos: 30_000, preferido: 1 });

/** A purchase order sent to the supplier, with its lines (product, lot units ordered). */
async function sentOrder(lines: { productoId: number; cantidad: number }[]) {
  const [order] = await db.insert(t.ordenesCompra).values({ proveedorId: supplier!.id, estado: 'enviada', enviadaPor: 'whatsapp', enviadaEn: new Date().toISOString(), llegada: today }).returning();
  const rows = await db
    .insert(t.ordenCompraLineas)
    .values(lines.map((l) => ({ ordenId: order!.id, productoId: l.productoId, paquetes: 1, cantidad: l.cantidad, costoPaqueteCentavos: 30_000 })))
    .returning();
  return { id: order!.id, lines: rows };
}

describe('receiving at the dock', () => {
  it('receives a sent order in part and then the rest: the order moves, the differences are kept, stock and the supplier’s pack cost follow', async () => {
    const po = await sentOrder([
      { productoId: tomato!.id, cantidad: 10_000 },
      { productoId: limes!.id, cantidad: 24 },
    ]);
    const [tl, ll] = po.lines;
    const first = await receive({ productoId: tomato!.id, ordenLineaId: tl!.id, recibidaAntes: 0, cantidad: 6_000, costoCentavos: 21_000, codigo: 'JIT-0412', vence: addDays(today, 4) });
    expect(first.status, first.message).toBe(200);
    expect(first.data).toMatchObject({ repetida: false, cantidad: 6_000, esperada: 10_000, diferencia: -4_000, orden: { id: po.id, estado: 'recibida_parcial' }, mensaje: `«${tomato!.nombre}»: 6 kg recibidos (faltan 4 kg de 10 kg).` });
    expect(await orderState(po.id)).toBe('recibida_parcial');
    expect((await lineOf(tl!.id)).recibida).toBe(6_000);
    // Never counted before: it starts counting with this lot, in sale items (250 g steps), at the lot's cost per kilo.
    expect(await stockOf(tomato!.id)).toMatchObject({ disponibles: 24, costoCentavos: 3_500 });
    // The supplier's last cost of a 10 kg box: what this lot came to per box.
    expect((await db.select().from(t.proveedorProductos).where(eq(t.proveedorProductos.productoId, tomato!.id)))[0]!.costoCentavos).toBe(35_000);

    // All the limes: still in part, the tomatoes are short.
    expect((await receive({ productoId: limes!.id, ordenLineaId: ll!.id, recibidaAntes: 0, cantidad: 24, costoCentavos: 4_800 })).data).toMatchObject({ diferencia: 0, orden: { estado: 'recibida_parcial' } });
    // The rest of the tomatoes, and a little more: every line has what was ordered, the order is closed.
    const rest = await receive({ productoId: tomato!.id, ordenLineaId: tl!.id, recibidaAntes: 6_000, cantidad: 4_500, costoCentavos: 14_400, codigo: 'JIT-0413' });
    expect(rest.data).toMatchObject({ esperada: 4_000, diferencia: 500, orden: { estado: 'cerrada' }, mensaje: `«${tomato!.nombre}»: 4.5 kg recibidos (sobran 0.5 kg de 4 kg).` });
    expect(await orderState(po.id)).toBe('cerrada');
    expect((await lotsOf(tomato!.id)).map((l) => [l.cantidad, l.esperada, l.ordenLineaId, l.proveedorId])).toEqual([
      [6_000, 10_000, tl!.id, supplier!.id],
      [4_500, 4_000, tl!.id, supplier!.id],
    ]);
    expect((await stockOf(tomato!.id))!.disponibles).toBe(24 + 18);
    // A closed order takes no more.
    const late = await receive({ productoId: tomato!.id, ordenLineaId: tl!.id, recibidaAntes: 10_500, cantidad: 1_000, costoCentavos: 3_000 });
    expect(late).toMatchObject({ status: 409, message: `La orden de compra #${po.id} no está enviada: ya no se recibe contra ella.` });
    expect(await lotsOf(tomato!.id)).toHaveLength(2);
  });

  it('receives without an order (the market), with or without a supplier', async () => {
    const before = (await stockOf(eggs!.id))?.disponibles ?? null;
    const res = await receive({ productoId: eggs!.id, cantidad: 30, costoCentavos: 9_000, codigo: 'MERCADO' });
    expect(res.data).toMatchObject({ repetida: false, esperada: null, diferencia: null, linea: null, orden: null, mensaje: `«${eggs!.nombre}»: 30 pzas recibidos.` });
    const [lot] = await lotsOf(eggs!.id);
    expect(lot).toMatchObject({ ordenLineaId: null, proveedorId: null, esperada: null, cantidad: 30, restante: 30, unidad: 'pza', codigo: 'MERCADO' });
    expect((await stockOf(eggs!.id))!.disponibles).toBe((before ?? 0) + 30);
    expect((await receive({ productoId: eggs!.id, proveedorId: supplier!.id, cantidad: 10, costoCentavos: 3_000 })).status).toBe(200);
    expect((await lotsOf(eggs!.id)).at(-1)!.proveedorId).toBe(supplier!.id);
  });

  it('records a double tap once (same clave, one after the other and at the same moment)', async () => {
    const po = await sentOrder([{ productoId: melons!.id, cantidad: 12 }]);
    const input = { clave: clave(), productoId: melons!.id, ordenLineaId: po.lines[0]!.id, recibidaAntes: 0, cantidad: 5, costoCentavos: 10_000, vence: addDays(today, 6) };
    const [a, b] = await Promise.all([call('receiving.receive', input, { cookie: packer }), call('receiving.receive', input, { cookie: packer })]);
    const again = await call('receiving.receive', input, { cookie: packer });
    for (const r of [a, b, again]) expect(r.status, r.message).toBe(200);
    const ids = [a, b, again].map((r) => (r.data as { loteId: number }).loteId);
    expect(new Set(ids).size).toBe(1);
    expect([a, b, again].filter((r) => (r.data as { repetida: boolean }).repetida)).toHaveLength(2);
    expect(await lotsOf(melons!.id)).toHaveLength(1);
    expect((await lineOf(po.lines[0]!.id)).recibida).toBe(5);
    expect((await stockOf(melons!.id))!.disponibles).toBe(5);
    const audit = await db.select().from(t.auditoria).where(and(eq(t.auditoria.accion, 'recibir_lote'), eq(t.auditoria.entidadId, String(ids[0]))));
    expect(audit).toHaveLength(1);
  });

  it('two phones receiving the same line from the same screen: one is counted, the other told in Spanish, nothing recorded for it', async () => {
    const po = await sentOrder([{ productoId: melons!.id, cantidad: 12 }]);
    const line = po.lines[0]!;
    const lotsBefore = (await lotsOf(melons!.id)).length;
    const stockBefore = (await stockOf(melons!.id))!.disponibles!;
    const results = await Promise.all([receive({ productoId: melons!.id, ordenLineaId: line.id, recibidaAntes: 0, cantidad: 12, costoCentavos: 20_000 }), receive({ productoId: melons!.id, ordenLineaId: line.id, recibidaAntes: 0, cantidad: 12, costoCentavos: 20_000 })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.message).toBe(`Otra persona ya recibió «${melons!.nombre}» de esta orden mientras capturabas. Recarga para ver lo recibido y captura solo lo que falta.`);
    expect((await lineOf(line.id)).recibida).toBe(12);
    expect(await lotsOf(melons!.id)).toHaveLength(lotsBefore + 1);
    expect((await stockOf(melons!.id))!.disponibles).toBe(stockBefore + 12);
    expect(await orderState(po.id)).toBe('cerrada');
  });

  it('two phones receiving the last two lines of one order at the same moment close it', async () => {
    const po = await sentOrder([
      { productoId: limes!.id, cantidad: 10 },
      { productoId: melons!.id, cantidad: 10 },
    ]);
    const results = await Promise.all(po.lines.map((l) => receive({ productoId: l.productoId, ordenLineaId: l.id, recibidaAntes: 0, cantidad: 10, costoCentavos: 1_000 })));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await orderState(po.id)).toBe('cerrada');
  });

  it('a sale during a receipt of the same product: the counter ends exactly right', async () => {
    await db.update(t.existencias).set({ disponibles: 20 }).where(eq(t.existencias.productoId, piece.id));
    await db.insert(t.existencias).values({ productoId: piece.id, disponibles: 20 }).onConflictDoNothing();
    const [sale, receipt] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, email: 'carrera@example.mx', productos: [{ id: piece.id, items: 12 }] }, remoteAddress: '10.46.4.1' }),
      receive({ productoId: piece.id, cantidad: 5, costoCentavos: 2_500 }),
    ]);
    expect(sale.statusCode, sale.body).toBe(201);
    expect(receipt.status, receipt.message).toBe(200);
    expect((await stockOf(piece.id))!.disponibles).toBe(20 - 12 + 5);
  });

  it('tells the catalogue when a product that had run out is back, and when waste empties it', async () => {
    const listed = async () => ((await app.inject({ url: '/api/productos' })).json().data as { id: number; agotado?: boolean }[]).find((p) => p.id === eggs!.id);
    await db.update(t.existencias).set({ disponibles: 0 }).where(eq(t.existencias.productoId, eggs!.id));
    app.services.catalog.invalidate();
    expect((await listed())?.agotado).toBe(true);
    expect((await receive({ productoId: eggs!.id, cantidad: 4, costoCentavos: 1_200, codigo: 'HUEVO-1' })).status).toBe(200);
    expect((await listed())?.agotado).toBeFalsy();
    const [lot] = await db.select().from(t.lotes).where(eq(t.lotes.codigo, 'HUEVO-1'));
    expect((await call('waste.record', { clave: clave(), loteId: lot!.id, cantidad: 4, motivo: 'calidad' }, { cookie: packer })).status).toBe(200);
    expect((await listed())?.agotado).toBe(true);
  });

  it('keeps the weighted average cost over two receipts at different costs (per piece and per kilo)', async () => {
    const [, , , fresh, freshKg] = pieceProducts.slice(3);
    await receive({ productoId: fresh!.id, cantidad: 10, costoCentavos: 10_000 });
    expect((await stockOf(fresh!.id))!.costoCentavos).toBe(1_000);
    await receive({ productoId: fresh!.id, cantidad: 30, costoCentavos: 45_000 });
    expect((await stockOf(fresh!.id))!.costoCentavos).toBe(1_375);
    await db.update(t.productos).set({ ventaModo: 'peso', ventaGramos: 500 }).where(eq(t.productos.id, freshKg!.id));
    await receive({ productoId: freshKg!.id, cantidad: 5_000, costoCentavos: 10_000 });
    await receive({ productoId: freshKg!.id, cantidad: 15_000, costoCentavos: 45_000 });
    // 5 kg at $20/kg and 15 kg at $30/kg: $27.50 a kilo, as contracts' averageCost says.
    expect((await stockOf(freshKg!.id))!.costoCentavos).toBe(2_750);
    expect(averageCost({ onHand: 5_000, average: 2_000 }, { cantidad: 15_000, costoCentavos: 45_000 }, 'g')).toBe(2_750);
  });

  it('refuses what is not a receipt, and a driver gets nothing', async () => {
    // The contract's message names the quantity itself: no field label («Unidad», the product form's) before it.
    expect(await receive({ productoId: eggs!.id, cantidad: 0, costoCentavos: 100 })).toMatchObject({ status: 400, message: 'La cantidad debe ser mayor que cero.' });
    expect(await receive({ productoId: eggs!.id, cantidad: 1, costoCentavos: 1.5 })).toMatchObject({ status: 400, message: 'El costo va en centavos enteros.' });
    const po = await sentOrder([{ productoId: melons!.id, cantidad: 2 }]);
    expect(await receive({ productoId: eggs!.id, ordenLineaId: po.lines[0]!.id, recibidaAntes: 0, cantidad: 1, costoCentavos: 100 })).toMatchObject({ status: 400, message: `Esa línea de la orden no es de «${eggs!.nombre}».` });
    const lots = (await db.select().from(t.lotes)).length;
    expect(await receive({ productoId: eggs!.id, cantidad: 5, costoCentavos: 500 }, driver)).toMatchObject({ status: 403, message: 'Con tu cuenta de repartidor ves solo tus entregas del día.' });
    expect((await call('receiving.open', undefined, { cookie: driver })).status).toBe(403);
    expect((await call('lots.expiring', { dias: 3 }, { cookie: driver })).status).toBe(403);
    expect((await call('lots.stock', undefined, { cookie: driver })).status).toBe(403);
    expect((await call('waste.record', { clave: clave(), loteId: 1, cantidad: 1, motivo: 'dañado' }, { cookie: driver })).status).toBe(403);
    expect((await call('waste.recent', undefined, { cookie: driver })).status).toBe(403);
    expect((await call('lots.stock', undefined, {})).status).toBe(401);
    expect((await db.select().from(t.lotes)).length).toBe(lots);
  });

  it('lists the sent orders to receive against, with what arrived so far', async () => {
    const po = await sentOrder([{ productoId: limes!.id, cantidad: 50 }]);
    await receive({ productoId: limes!.id, ordenLineaId: po.lines[0]!.id, recibidaAntes: 0, cantidad: 20, costoCentavos: 4_000 });
    const open = (await call('receiving.open', undefined, { cookie: packer })).data as { ordenes: { id: number; estado: string; proveedor: string; lineas: { id: number; cantidad: number; recibida: number; unidad: string }[] }[]; productos: { id: number; unidad: string }[] };
    expect(open.ordenes.find((o) => o.id === po.id)).toMatchObject({ estado: 'recibida_parcial', proveedor: 'Rancho El Mirador', lineas: [{ id: po.lines[0]!.id, cantidad: 50, recibida: 20, unidad: 'pza' }] });
    expect(open.ordenes.every((o) => o.estado === 'enviada' || o.estado === 'recibida_parcial')).toBe(true);
    expect(open.productos.find((p) => p.id === tomato!.id)!.unidad).toBe('g');
  });
});

describe('lots drawn first-expiring-first-out when an order leaves', () => {
  it('draws a piece product and a weighed one across three lots, gives them back when the order comes back, and draws once', async () => {
    const [p, w] = [pieceProducts[3]!, pieceProducts[4]!];
    await db.update(t.productos).set({ ventaModo: 'peso', ventaGramos: 250 }).where(eq(t.productos.id, w.id));
    // Received out of order: the one that expires first is not the first received.
    for (const [cantidad, dias] of [[10, 5], [4, 2], [6, 3]]) await receive({ productoId: p.id, cantidad, costoCentavos: 1_000 * cantidad!, vence: addDays(today, dias!) });
    for (const [cantidad, dias] of [[3_000, 4], [1_000, 1], [2_000, 6]]) await receive({ productoId: w.id, cantidad, costoCentavos: cantidad!, vence: addDays(today, dias!) });
    const [pl, wl] = [await lotsOf(p.id), await lotsOf(w.id)];
    const [order] = await db
      .insert(t.pedidos)
      .values({ ...customer, email: 'fefo@example.mx', estado: 'preparando', subtotalCentavos: 50_000, envioCentavos: 0, totalCentavos: 50_000, proveedorPago: 'prueba', pagadoEn: new Date().toISOString(), diaEntrega: today })
      .returning();
    await db.insert(t.pedidoLineas).values([
      { pedidoId: order!.id, productoId: p.id, nombre: p.nombre, items: 7, precioUnitarioCentavos: 2_000, totalLineaCentavos: 14_000 },
      // 6 steps of 250 g ordered (1.5 kg), 1.62 kg weighed at packing: the weighed grams leave.
      { pedidoId: order!.id, productoId: w.id, nombre: w.nombre, items: 6, precioUnitarioCentavos: 4_000, totalLineaCentavos: 6_000, ventaModo: 'peso', gramosPorItem: 250, gramosPesados: 1_620, totalFinalCentavos: 6_480 },
    ]);
    const restantes = async () => [(await lotsOf(p.id)).map((l) => l.restante), (await lotsOf(w.id)).map((l) => l.restante)];
    const drawn = async () => {
      const lines = await db.select({ id: t.pedidoLineas.id }).from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, order!.id));
      return (await db.select().from(t.lineaLotes).where(inArray(t.lineaLotes.lineaId, lines.map((l) => l.id)))).map((d) => [d.loteId, d.cantidad]).sort((a, b) => a[0]! - b[0]!);
    };
    const move = (estado: string) => call('orders.move', { ids: [order!.id], estado, confirmar: true }, { cookie: packer });

    expect((await move('enviado')).status).toBe(200);
    // 7 pieces: 4 from the lot expiring in 2 days, 3 from the one in 3; 1,620 g: 1,000 g (1 day), 620 g (4 days).
    expect(await restantes()).toEqual([[10, 0, 3], [2_380, 0, 2_000]]);
    const expected = [[pl[1]!.id, 4], [pl[2]!.id, 3], [wl[0]!.id, 620], [wl[1]!.id, 1_000]].sort((a, b) => a[0]! - b[0]!);
    expect(await drawn()).toEqual(expected);

    // A correction back to preparation gives them back; sent again, drawn once.
    expect((await call('orders.revert', { ids: [order!.id], desde: 'enviado' }, { cookie: packer })).status).toBe(200);
    expect(await restantes()).toEqual([[10, 4, 6], [3_000, 1_000, 2_000]]);
    expect(await drawn()).toEqual([]);
    expect((await move('enviado')).status).toBe(200);
    expect((await move('entregado')).status).toBe(200);
    expect(await restantes()).toEqual([[10, 0, 3], [2_380, 0, 2_000]]);
    expect(await drawn()).toEqual(expected);
  });

  it('leaves a lot past its date for last: fresher lots go first, the expired one only for what they cannot cover', async () => {
    const p = pieceProducts[5]!;
    // Received two days ago with yesterday's date (the dock's form refuses a past date today): still on the shelf.
    const [stale] = await db.insert(t.lotes).values({ clave: clave(), productoId: p.id, esperada: 5, cantidad: 5, restante: 5, unidad: 'pza', costoCentavos: 5_000, vence: addDays(today, -1) }).returning();
    await receive({ productoId: p.id, cantidad: 4, costoCentavos: 4_000, vence: addDays(today, 3) });
    const fresh = (await lotsOf(p.id)).at(-1)!;
    const orderOf = async (items: number) => {
      const [order] = await db
        .insert(t.pedidos)
        .values({ ...customer, email: `caduco-${items}@example.mx`, estado: 'preparando', subtotalCentavos: 50_000, envioCentavos: 0, totalCentavos: 50_000, proveedorPago: 'prueba', pagadoEn: new Date().toISOString(), diaEntrega: today })
        .returning();
      await db.insert(t.pedidoLineas).values({ pedidoId: order!.id, productoId: p.id, nombre: p.nombre, items, precioUnitarioCentavos: 2_000, totalLineaCentavos: 2_000 * items });
      expect((await call('orders.move', { ids: [order!.id], estado: 'enviado', confirmar: true }, { cookie: packer })).status).toBe(200);
    };
    await orderOf(3);
    expect((await lotsOf(p.id)).map((l) => [l.id, l.restante])).toEqual([[stale!.id, 5], [fresh.id, 1]]);
    await orderOf(2);
    expect((await lotsOf(p.id)).map((l) => [l.id, l.restante])).toEqual([[stale!.id, 4], [fresh.id, 0]]);
  });

  it('an order of a product without lots leaves all the same, drawing nothing', async () => {
    const [order] = await db
      .insert(t.pedidos)
      .values({ ...customer, email: 'sinlotes@example.mx', estado: 'preparando', subtotalCentavos: 50_000, envioCentavos: 0, totalCentavos: 50_000, proveedorPago: 'prueba', pagadoEn: new Date().toISOString(), diaEntrega: today })
      .returning();
    const free = pieceProducts.at(-1)!;
    await db.insert(t.pedidoLineas).values({ pedidoId: order!.id, productoId: free.id, nombre: free.nombre, items: 3, precioUnitarioCentavos: 2_000, totalLineaCentavos: 6_000 });
    expect((await call('orders.move', { ids: [order!.id], estado: 'enviado', confirmar: true }, { cookie: packer })).status).toBe(200);
    expect(await lotsOf(free.id)).toEqual([]);
  });
});

describe('«Vence pronto» and stock by lot', () => {
  it('lists the lots with something left expiring within N days, soonest first, with what is left and its cost, and each product’s lots', async () => {
    const soon = (await call('lots.expiring', { dias: 3 }, { cookie: packer })).data as { hoy: string; hasta: string; lotes: { vence: string; dias: number; restante: number; producto: string; costoRestante: number; costoUnitario: number; unidad: string; codigo: string | null }[] };
    expect(soon).toMatchObject({ hoy: today, hasta: addDays(today, 3) });
    expect(soon.lotes.length).toBeGreaterThan(0);
    expect(soon.lotes.every((l) => l.vence <= addDays(today, 3) && l.restante > 0)).toBe(true);
    expect(soon.lotes.map((l) => l.vence)).toEqual([...soon.lotes.map((l) => l.vence)].sort());
    const all = await db.select().from(t.lotes);
    expect(soon.lotes).toHaveLength(all.filter((l) => l.restante > 0 && l.vence <= addDays(today, 3)).length);
    // The default is three days; a week lists more (or as many).
    expect(((await call('lots.expiring', {}, { cookie: packer })).data as { lotes: unknown[] }).lotes).toHaveLength(soon.lotes.length);
    const week = (await call('lots.expiring', { dias: 7 }, { cookie: packer })).data as { lotes: { id: number }[] };
    expect(week.lotes.length).toBeGreaterThanOrEqual(soon.lotes.length);
    expect((await call('lots.expiring', { dias: 61 }, { cookie: packer })).message).toBe('De 0 a 60 días.');

    const stock = (await call('lots.stock', undefined, { cookie: packer })).data as { productos: { productoId: number; restante: number; lotes: { restante: number; vence: string }[] }[] };
    const tomatoes = stock.productos.find((p) => p.productoId === tomato!.id)!;
    expect(tomatoes.restante).toBe(tomatoes.lotes.reduce((n, l) => n + l.restante, 0));
    expect(tomatoes.lotes.map((l) => l.vence)).toEqual([...tomatoes.lotes.map((l) => l.vence)].sort());
  });
});

describe('«Merma»', () => {
  it('refuses more than the lot has, naming the lot, writing nothing; records what fits, stock falling, with its cost, once per clave, audited', async () => {
    const [lot] = await db.insert(t.lotes).values({ clave: clave(), productoId: tomato!.id, cantidad: 4_000, restante: 3_200, unidad: 'g', costoCentavos: 12_000, codigo: 'JIT-0499', vence: addDays(today, 1) }).returning();
    const before = { stock: (await stockOf(tomato!.id))!.disponibles!, mermas: (await db.select().from(t.mermas)).length, audit: (await db.select().from(t.auditoria)).length };
    const tooMuch = await call('waste.record', { clave: clave(), loteId: lot!.id, cantidad: 5_000, motivo: 'vencido' }, { cookie: packer });
    expect(tooMuch).toMatchObject({ status: 409, message: `El lote JIT-0499 de ${tomato!.nombre} tiene 3.2 kg; no se pueden dar de baja 5 kg.` });
    expect((await db.select().from(t.lotes).where(eq(t.lotes.id, lot!.id)))[0]!.restante).toBe(3_200);
    expect({ stock: (await stockOf(tomato!.id))!.disponibles!, mermas: (await db.select().from(t.mermas)).length, audit: (await db.select().from(t.auditoria)).length }).toEqual(before);

    const entry = { clave: clave(), loteId: lot!.id, cantidad: 1_200, motivo: 'dañado', nota: 'Se cayó la caja' };
    const [a, b] = await Promise.all([call('waste.record', entry, { cookie: packer }), call('waste.record', entry, { cookie: packer })]);
    expect(a.status, a.message).toBe(200);
    expect(b.status, b.message).toBe(200);
    expect(a.data).toMatchObject({ loteId: lot!.id, restante: 2_000, costo: 36, mensaje: `Merma: 1.2 kg de «${tomato!.nombre}» (Dañado), $36.00. Quedan 2 kg en el lote.` });
    expect((await db.select().from(t.lotes).where(eq(t.lotes.id, lot!.id)))[0]!.restante).toBe(2_000);
    const rows = await db.select().from(t.mermas).where(eq(t.mermas.loteId, lot!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productoId: tomato!.id, cantidad: 1_200, motivo: 'dañado', costoCentavos: 3_600, nota: 'Se cayó la caja' });
    // 1.2 kg of 250 g steps: 5 steps off the shelf (a started step is gone too).
    expect((await stockOf(tomato!.id))!.disponibles).toBe(before.stock - itemsOfLot(1_200, 'g', 250, true));
    const audit = await db.select().from(t.auditoria).where(and(eq(t.auditoria.accion, 'registrar_merma'), eq(t.auditoria.entidadId, String(lot!.id))));
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.despues!)).toMatchObject({ merma: '1.2 kg', motivo: 'Dañado', importe: '$36.00', restante: '2 kg' });
    expect((await call('waste.recent', undefined, { cookie: owner })).data).toEqual(expect.arrayContaining([expect.objectContaining({ loteId: lot!.id, codigo: 'JIT-0499', cantidad: 1_200, costo: 36 })]));
    expect((await call('waste.record', { ...entry, clave: clave(), motivo: 'regalado' }, { cookie: packer })).message).toBe('Elige el motivo: dañado, vencido, calidad, muestra o consumo interno.');
  });

  it('never takes the sellable counter below zero', async () => {
    const [lot] = await db.insert(t.lotes).values({ clave: clave(), productoId: eggs!.id, cantidad: 100, restante: 100, unidad: 'pza', costoCentavos: 10_000, vence: addDays(today, 1) }).returning();
    await db.update(t.existencias).set({ disponibles: 3 }).where(eq(t.existencias.productoId, eggs!.id));
    expect((await call('waste.record', { clave: clave(), loteId: lot!.id, cantidad: 10, motivo: 'consumo_interno' }, { cookie: packer })).status).toBe(200);
    expect((await stockOf(eggs!.id))!.disponibles).toBe(0);
  });

  it('keeps an audit entry for each receipt', async () => {
    const lots = await db.select().from(t.lotes).where(eq(t.lotes.recibidoPor, (await db.select().from(t.personal).where(eq(t.personal.email, 'beto@huertabaja.mx')))[0]!.id));
    const audit = await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'recibir_lote'));
    expect(audit.length).toBe(lots.length);
    const one = audit.find((a) => JSON.parse(a.despues!).codigo === 'JIT-0412')!;
    expect(JSON.parse(one.despues!)).toMatchObject({ producto: tomato!.nombre, cantidad: '6 kg', esperada: '10 kg', importe: '$210.00', vence: addDays(today, 4), estadoOrden: 'recibida_parcial' });
    // The owner's «Registro» finds them, and the waste, by their kind.
    const listed = (await call('audit', { pagina: 1, entidad: 'lote' }, { cookie: owner })).data as { entradas: { accion: string }[]; total: number };
    expect(listed.total).toBe((await db.select().from(t.auditoria).where(eq(t.auditoria.entidad, 'lote'))).length);
    expect(new Set(listed.entradas.map((e) => e.accion))).toEqual(new Set(['recibir_lote', 'registrar_merma']));
  });
});
