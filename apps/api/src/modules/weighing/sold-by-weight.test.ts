import { priceForGrams, toCentavos } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { counts, customer, dataOf, outbox } from '../../test/orders-helpers';

// Sold by weight (issue 35, first slice): the owner sets how a product is sold; the catalogue says it;
// an order counts whole steps or pieces and is priced by its whole weight, rounded once.
const { app } = await createTestApp();
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.37.1');
const owner = await admin.addStaff('duena@huertabaja.mx', 'dueño');
type Listed = { id: number; nombre: string; precio: number; descuento: number | 'N/A'; venta?: { modo: string; gramos: number; minimo?: number } };
const listed = async () => (await app.inject({ url: '/api/productos' })).json().data as Listed[];
// Two sold by the piece (the seed sells some by weight), made weighed ones here.
const [tomato, avocado] = (await listed()).filter((p) => p.descuento === 'N/A' && !p.venta);

async function sell(id: number, venta: object | null) {
  const { data } = await admin.call('products.get', { id }, { cookie: owner });
  const { id: _id, categoria: _c, archivado: _a, ...fields } = data as Record<string, unknown>;
  const res = await admin.call('products.update', { id, producto: { ...fields, venta } }, { cookie: owner });
  expect(res.status, res.message).toBe(200);
}
let address = 0;
const order = (productos: object[], email = customer.email) => app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, email, productos }, remoteAddress: `10.37.2.${++address}` });

describe('selling by weight', () => {
  it('shows how a product is sold in the catalogue, and nothing for one sold by the piece', async () => {
    const before = (await listed()).filter((p) => p.venta).length;
    await sell(tomato!.id, { modo: 'peso', gramos: 250, minimo: 2 });
    await sell(avocado!.id, { modo: 'pieza_peso', gramos: 200 });
    const now = await listed();
    expect(now.find((p) => p.id === tomato!.id)!.venta).toEqual({ modo: 'peso', gramos: 250, minimo: 2 });
    expect(now.find((p) => p.id === avocado!.id)!.venta).toEqual({ modo: 'pieza_peso', gramos: 200 });
    expect(now.filter((p) => p.venta).length).toBe(before + 2);
    expect(now.filter((p) => !p.venta).every((p) => !('venta' in p))).toBe(true);
  });

  it('refuses a line below the minimum weight, naming it, and writes nothing', async () => {
    const before = await counts(app);
    const res = await order([{ id: tomato!.id, items: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`El mínimo de «${tomato!.nombre}» es 0.5 kg.`);
    expect(await counts(app)).toEqual(before);
  });

  it('prices 1.5 kg and 3 avocados by their weight, rounded once per line; the product sent back as a line is accepted', async () => {
    const products = await listed();
    const t1 = products.find((p) => p.id === tomato!.id)!;
    const a1 = products.find((p) => p.id === avocado!.id)!;
    const res = await order([{ ...t1, items: 6 }, { ...a1, items: 3 }], 'peso@example.mx');
    expect(res.statusCode).toBe(201);
    const lines = res.json().pedido.lineas as { producto_id: number; items: number; gramos: number | null; total_linea: number; precio_unitario: number }[];
    const tl = lines.find((l) => l.producto_id === tomato!.id)!;
    const al = lines.find((l) => l.producto_id === avocado!.id)!;
    expect(tl).toMatchObject({ items: 6, gramos: 1500, precio_unitario: t1.precio, total_linea: priceForGrams(toCentavos(t1.precio), 1500) / 100 });
    expect(al).toMatchObject({ items: 3, gramos: 600, total_linea: priceForGrams(toCentavos(a1.precio), 600) / 100 });
    expect(res.json().pedido.subtotal).toBe(Math.round((tl.total_linea + al.total_linea) * 100) / 100);
    const stored = await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, res.json().pedido.id));
    expect(stored.map((l) => l.gramosPorItem).sort()).toEqual([200, 250]);
    // The confirmation lists the weight and the price per kilo (paid with the test card).
    await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: res.json().data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' }, remoteAddress: '10.37.3.1' });
    const mail = (await outbox(app)).filter((m) => m.para === 'peso@example.mx' && m.tipo === 'pedido').at(-1)!;
    expect(mail.texto).toContain(`- ${tomato!.nombre} ≈ 1.5 kg — $`);
    expect(mail.texto).toContain('por kg = $');
  });

  it('sells by the piece again when the owner says so', async () => {
    await sell(tomato!.id, null);
    expect((await listed()).find((p) => p.id === tomato!.id)!.venta).toBeUndefined();
    expect((await order([{ id: tomato!.id, items: 1 }])).statusCode).toBe(201);
  });
});

describe('weighing at packing', () => {
  it('takes each weighed line’s real weight on an order in preparation, prices it per kilo, and holds the order back until all are weighed', async () => {
    await sell(tomato!.id, { modo: 'peso', gramos: 250, minimo: 2 });
    await sell(avocado!.id, { modo: 'pieza_peso', gramos: 200 });
    const products = await listed();
    const t1 = products.find((p) => p.id === tomato!.id)!;
    const piece = products.find((p) => !p.venta && p.descuento === 'N/A')!;
    const made = (await order([{ id: tomato!.id, items: 6 }, { id: avocado!.id, items: 3 }, { id: piece.id, items: 12 }], 'pesar@example.mx')).json();
    const id = made.pedido.id as number;
    await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: made.data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' }, remoteAddress: '10.37.4.1' });
    const weigh = (productoId: number, gramos: number, extra: object = {}) => admin.call('orders.weigh', { id, productoId, gramos, ...extra }, { cookie: owner });

    // Paid, not yet in preparation: no weights.
    expect((await weigh(tomato!.id, 1500)).message).toBe('Se pesa un pedido «En preparación»: márcalo así primero.');
    expect((await admin.call('orders.move', { ids: [id], estado: 'preparando' }, { cookie: owner })).status).toBe(200);
    // Bad weights are refused by the schema, in plain Spanish that names no field; a piece line is not weighed.
    const refusals = { 0: 'El peso debe ser mayor que cero.', [-5]: 'El peso debe ser mayor que cero.', 1.5: 'El peso va en gramos enteros.', 100_001: 'El peso es de 100 kg como máximo por línea.' };
    for (const [gramos, message] of Object.entries(refusals)) expect(await weigh(tomato!.id, Number(gramos)), gramos).toMatchObject({ status: 400, message });
    expect((await weigh(piece.id, 500)).message).toBe(`«${piece.nombre}» se vende por pieza: no se pesa.`);

    // Far from the 1.5 kg ordered: said, then saved when confirmed.
    const far = await weigh(tomato!.id, 1900);
    expect(far.status).toBe(409);
    expect(far.message).toBe(`«${tomato!.nombre}»: 1.9 kg se aleja más de 20 % de lo pedido (1.5 kg). Confírmalo o vuelve a pesar.`);
    const saved = await weigh(tomato!.id, 1620);
    expect(saved.data).toMatchObject({ linea: { gramos: 1620, total: priceForGrams(toCentavos(t1.precio), 1620) / 100 }, totalFinal: null });

    // Not sent while a weighed line has no weight.
    const early = await admin.call('orders.move', { ids: [id], estado: 'enviado', confirmar: true }, { cookie: owner });
    expect(early.message).toBe(`Falta pesar: «${avocado!.nombre}». Pésalo antes de enviar el pedido.`);
    const last = await weigh(avocado!.id, 650, { confirmar: true });
    const view = (await admin.call('orders.get', { id }, { cookie: owner })).data as { lineas: { productoId: number; total: number; totalFinal: number | null }[]; envio: number; totalFinal: number | null };
    const packed = view.lineas.reduce((n, l) => n + Math.round((l.totalFinal ?? l.total) * 100), 0);
    expect(view.totalFinal).toBe((packed + Math.round(view.envio * 100)) / 100);
    expect((last.data as { totalFinal: number }).totalFinal).toBe(view.totalFinal);
    // Weighed, the IVA the order includes is of what was packed (charged and invoiced), not of the estimate.
    const taxed = (view as unknown as { impuestos: { base: number; iva: number }[] }).impuestos.reduce((n, r) => n + toCentavos(r.base) + toCentavos(r.iva), 0);
    expect(taxed).toBe(toCentavos(view.totalFinal!));
    // The order list shows the packed total beside the estimate.
    const list = (await admin.call('orders.list', {}, { cookie: owner })).data as { pedidos: { id: number; total: number; totalFinal: number | null }[] };
    expect(list.pedidos.find((p) => p.id === id)).toMatchObject({ total: made.pedido.total, totalFinal: view.totalFinal });
    expect((await admin.call('orders.move', { ids: [id], estado: 'enviado', confirmar: true }, { cookie: owner })).status).toBe(200);
    const audit = await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'pesar_linea'));
    expect(audit.filter((a) => a.entidadId === String(id))).toHaveLength(2);
  });
});

describe('pay on delivery of a weighed order', () => {
  it('collects what was packed, and the shopper sees it', async () => {
    await sell(tomato!.id, { modo: 'peso', gramos: 250, minimo: 2 });
    const piece = (await listed()).find((p) => !p.venta && p.descuento === 'N/A')!;
    const zone = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] };
    const made = (
      await app.inject({
        method: 'POST',
        url: '/api/crear-pedido',
        payload: { ...customer, email: 'cobro-peso@example.mx', codigo_postal: zone.codigosPostales[0]!.slice(0, 5), productos: [{ id: tomato!.id, items: 4 }, { id: piece.id, items: 20 }], metodo_pago: 'contra_entrega' },
        remoteAddress: '10.37.5.1',
      })
    ).json();
    expect(made.message).toBe('Pedido confirmado. Lo pagas al recibirlo.');
    const id = made.pedido.id as number;
    expect(made.pedido.total_final).toBeNull();
    const driver = await admin.addStaff('beto.peso@huertabaja.mx', 'repartidor', 'Beto');
    const driverId = (await db.select().from(t.personal).where(eq(t.personal.email, 'beto.peso@huertabaja.mx')))[0]!.id;
    await db.update(t.pedidos).set({ diaEntrega: app.services.today(), repartidorId: driverId }).where(eq(t.pedidos.id, id));
    // Not weighed yet: the driver cannot deliver it, and no money is taken.
    const early = await admin.call('route.deliver', { id, recibio: 'Ana', cobro: { metodo: 'efectivo', recibido: 2000 } }, { cookie: driver });
    expect(early.message).toBe(`Falta pesar: «${tomato!.nombre}». Pésalo antes de enviar el pedido.`);
    expect(await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, id))).toEqual([]);
    const weighed = await admin.call('orders.weigh', { id, productoId: tomato!.id, gramos: 1100 }, { cookie: owner });
    const final = (weighed.data as { totalFinal: number }).totalFinal;
    expect(final).not.toBe(made.pedido.total);
    const seen = await app.services.orders.forShopper(id);
    expect(seen).toMatchObject({ total_final: final, pago: { por_cobrar: final } });

    const stop = ((await admin.call('route.day', undefined, { cookie: driver })).data as { paradas: { id: number; porCobrar: number }[] }).paradas.find((p) => p.id === id)!;
    expect(stop.porCobrar).toBe(final);
    // The ordered estimate is not enough when more was packed; the packed total is.
    expect((await admin.call('route.deliver', { id, recibio: 'Ana', cobro: { metodo: 'terminal', recibido: made.pedido.total } }, { cookie: driver })).status).toBe(400);
    expect((await admin.call('route.deliver', { id, recibio: 'Ana', cobro: { metodo: 'terminal', recibido: final } }, { cookie: driver })).status).toBe(200);
    const [cobro] = await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, id));
    expect(cobro).toMatchObject({ tipo: 'cobro', metodo: 'terminal', centavos: toCentavos(final) });
  });
});

