import { CHANGE_REFUSALS, toCentavos } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, orderRow, outbox } from '../../test/orders-helpers';
import { restaurantBuyer } from '../../test/business-helpers';

// «Modificar pedido» (issue 47) on a fixed clock the test moves: Friday 27 November 2026, 10:00 in Ensenada.
let at = Date.parse('2026-11-27T10:00:00-08:00');
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { now: () => new Date(at) });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.47.1');
const owner = await admin.addStaff('duena.cambios@huertabaja.mx', 'dueño');
await admin.call('payments.update', { metodos: ['tarjeta', 'oxxo', 'spei', 'contra_entrega'], contraEntregaMaximo: 30000, contraEntregaZonas: null, contraEntregaSoloConEntregado: false }, { cookie: owner });
type Listed = { id: number; nombre: string; precio: number; descuento: number | 'N/A'; venta?: unknown };
const listed = (await app.inject({ url: '/api/productos' })).json().data as Listed[];
// Two products sold by the piece at the shop's price (no promotion): the order's and the one added («tortillas»).
const [piece, tortillas] = listed.filter((p) => p.descuento === 'N/A' && !p.venta);
const zone = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] };
const cp = zone.codigosPostales[0]!.slice(0, 5);
const PIECES = Math.max(10, Math.ceil(60_000 / toCentavos(piece!.precio)));

let n = 0;
async function shopper() {
  const email = `cambios${++n}@example.mx`;
  const reg = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Lucía Cambios', usuario: email, password: 'clave-segura-1' } });
  return { email, auth: { authorization: `Bearer ${reg.json().data.jwt}` } };
}
async function place(metodo: string, who: { email: string; auth?: Record<string, string> }, extra: object = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/crear-pedido', headers: who.auth ?? {}, payload: { ...customer, email: who.email, codigo_postal: cp, productos: [{ id: piece!.id, items: PIECES }], metodo_pago: metodo, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { data: string; pedido: { id: number } };
}
async function pay(body: Awaited<ReturnType<typeof place>>, metodo: string) {
  if (metodo === 'tarjeta') expect((await payCard(body.data)).statusCode).toBe(200);
  else expect((await admin.call('orders.simulatePayment', { id: body.pedido.id }, { cookie: owner })).status).toBe(200);
}
const payCard = (secret: string) => app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: secret, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' } });
const trpc = async (path: string, input: object, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'POST', url: `/trpc/orderChange.${path}`, payload: input, headers: { 'content-type': 'application/json', ...headers } });
  const body = res.json();
  return { status: res.statusCode, data: body.result?.data, message: body.error?.message as string | undefined };
};
const view = async (id: number, headers: Record<string, string> = {}, enlace?: string) => {
  const res = await app.inject({ url: `/trpc/orderChange.view?input=${encodeURIComponent(JSON.stringify({ pedido_id: id, ...(enlace ? { enlace } : {}) }))}`, headers });
  const body = res.json();
  return { status: res.statusCode, data: body.result?.data, message: body.error?.message as string | undefined };
};
const money = async (id: number) => (await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, id)).orderBy(t.movimientosDinero.id)).map((m) => [m.tipo, m.centavos]);
const linesOf = async (id: number) => (await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, id)).orderBy(t.pedidoLineas.productoId)).map((l) => [l.productoId, l.items]);
const more = (items = 3) => [{ id: piece!.id, items: PIECES }, { id: tortillas!.id, items }];
const tortillasCentavos = (items = 3) => toCentavos(tortillas!.precio) * items;
const move = (id: number, estado: string) => admin.call('orders.move', { ids: [id], estado, confirmar: true }, { cookie: owner });

describe('a card-paid order changed before its cut-off', () => {
  it('adds tortillas: re-priced on the server, the difference paid by card once, the owner and the shopper told', async () => {
    const who = await shopper();
    const body = await place('tarjeta', who);
    await pay(body, 'tarjeta');
    const id = body.pedido.id;
    const before = await orderRow(app, id);
    const page = await view(id, who.auth);
    expect(page.data).toMatchObject({ id, version: 0, puede: true, motivo: null });

    const preview = await trpc('preview', { pedido_id: id, productos: more(), version: 0 }, who.auth);
    expect(preview.data).toMatchObject({ total: (before.totalCentavos + tortillasCentavos()) / 100, diferencia: tortillasCentavos() / 100 });
    expect(await linesOf(id)).toEqual([[piece!.id, PIECES]]); // a preview writes nothing

    const saved = await trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth);
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.pagar).toMatch(/^\/pagar-diferencia\?pedido=\d+&pago=/);
    const after = await orderRow(app, id);
    expect(after).toMatchObject({ version: 1, totalCentavos: before.totalCentavos + tortillasCentavos(), diferenciaCentavos: tortillasCentavos(), diferenciaPagadaEn: null });
    expect(await linesOf(id)).toEqual([[piece!.id, PIECES], [tortillas!.id, 3]].sort((a, b) => a[0]! - b[0]!));

    // The shopper pays the difference on «pagar diferencia»: recorded once, however often it is confirmed.
    expect((await payCard(after.diferenciaSecret!)).statusCode).toBe(200);
    expect((await orderRow(app, id)).diferenciaPagadaEn).not.toBeNull();
    expect(await money(id)).toEqual([['pago', before.totalCentavos], ['pago', tortillasCentavos()]]);

    const mail = (await outbox(app)).filter((m) => m.para === who.email && m.tipo === 'pedido-cambiado').at(-1)!;
    expect(mail.asunto).toContain(`cambiamos tu pedido #${id}`);
    expect(mail.texto).toContain(`${tortillas!.nombre} × 3`);
    const timeline = (await admin.call('orders.get', { id }, { cookie: owner })).data as { historial: { texto: string }[] };
    expect(JSON.stringify(timeline)).toContain('Cambio del cliente');
  });

  it('removes a line: the difference refunded to the card once, the stock given back', async () => {
    const who = await shopper();
    const body = await place('tarjeta', who, { productos: more() });
    await pay(body, 'tarjeta');
    const id = body.pedido.id;
    const before = await orderRow(app, id);
    const stock = async () => (await db.select().from(t.existencias).where(eq(t.existencias.productoId, tortillas!.id)))[0]?.disponibles;
    const had = await stock();
    const saved = await trpc('save', { pedido_id: id, productos: [{ id: piece!.id, items: PIECES }], version: 0 }, who.auth);
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.mensaje).toContain(`Te devolvemos $${(tortillasCentavos() / 100).toFixed(2)}`);
    expect(await money(id)).toEqual([['pago', before.totalCentavos], ['reembolso', tortillasCentavos()]]);
    if (had !== null && had !== undefined) expect(await stock()).toBe(had + 3);
    const intent = (await db.select().from(t.pagosPrueba).where(eq(t.pagosPrueba.id, before.paymentIntentId!)))[0]!;
    expect(intent.reembolsadoCentavos).toBe(tortillasCentavos());
  });

  it('moves to the other window of the same day, its place counted in the new window', async () => {
    const who = await shopper();
    const body = await place('tarjeta', who);
    await pay(body, 'tarjeta');
    const id = body.pedido.id;
    const before = await orderRow(app, id);
    const page = (await view(id, who.auth)).data as { ventanas: { id: string }[] };
    const other = page.ventanas.find((w) => w.id !== before.ventana)!.id;
    const saved = await trpc('save', { pedido_id: id, productos: [{ id: piece!.id, items: PIECES }], dia_entrega: before.diaEntrega, ventana: other, version: 0 }, who.auth);
    expect(saved.status, saved.message).toBe(200);
    expect(await orderRow(app, id)).toMatchObject({ ventana: other, diaEntrega: before.diaEntrega, totalCentavos: before.totalCentavos });
    const slots = await db.select().from(t.cuposEntrega).where(eq(t.cuposEntrega.dia, before.diaEntrega!));
    expect(slots.find((s) => s.ventana === other)!.usados).toBeGreaterThan(0);
    expect(await money(id)).toEqual([['pago', before.totalCentavos]]);
  });
});

describe('the money follows the method', () => {
  it('an unpaid OXXO voucher is replaced by one for the new total', async () => {
    const who = await shopper();
    const body = await place('oxxo', who);
    const id = body.pedido.id;
    const before = await orderRow(app, id);
    const saved = await trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth);
    expect(saved.status, saved.message).toBe(200);
    const after = await orderRow(app, id);
    expect(after.paymentIntentId).not.toBe(before.paymentIntentId);
    expect(after.pagoInstrucciones).not.toBeNull();
    const intents = await db.select().from(t.pagosPrueba).where(eq(t.pagosPrueba.pedidoId, id));
    expect(intents.find((i) => i.id === before.paymentIntentId)!.estado).toBe('canceled');
    expect(intents.find((i) => i.id === after.paymentIntentId)!.montoCentavos).toBe(before.totalCentavos + tortillasCentavos());
    // The new voucher pays the order.
    expect((await admin.call('orders.simulatePayment', { id }, { cookie: owner })).status).toBe(200);
    expect(await money(id)).toEqual([['pago', before.totalCentavos + tortillasCentavos()]]);
  });

  it('an unpaid voucher changed and changed back gets a live voucher each time (not the withdrawn one)', async () => {
    const who = await shopper();
    const body = await place('oxxo', who);
    const id = body.pedido.id;
    const first = await orderRow(app, id);
    expect((await trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth)).status).toBe(200);
    expect((await trpc('save', { pedido_id: id, productos: [{ id: piece!.id, items: PIECES }], version: 1 }, who.auth)).status).toBe(200);
    const now = await orderRow(app, id);
    expect(now.totalCentavos).toBe(first.totalCentavos);
    expect(now.paymentIntentId).not.toBe(first.paymentIntentId);
    const intent = (await db.select().from(t.pagosPrueba).where(eq(t.pagosPrueba.id, now.paymentIntentId!)))[0]!;
    expect(intent.estado).not.toBe('canceled');
    expect(intent.montoCentavos).toBe(first.totalCentavos);
    expect((await admin.call('orders.simulatePayment', { id }, { cookie: owner })).status).toBe(200);
    expect((await orderRow(app, id)).estado).toBe('pagado');
  });

  it('a paid SPEI order that comes to less keeps the difference as the signed-in shopper’s credit', async () => {
    const who = await shopper();
    const body = await place('spei', who, { productos: more() });
    await pay(body, 'spei');
    const id = body.pedido.id;
    const saved = await trpc('save', { pedido_id: id, productos: [{ id: piece!.id, items: PIECES }], version: 0 }, who.auth);
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.mensaje).toContain('saldo a favor');
    expect((await money(id)).at(-1)).toEqual(['saldo', tortillasCentavos()]);
    const credit = await db.select().from(t.saldoClientes).where(eq(t.saldoClientes.pedidoId, id));
    expect(credit.map((c) => [c.motivo, c.centavos])).toEqual([['cambio:1', tortillasCentavos()]]);
  });

  it('a paid OXXO order that comes to more gets a new OXXO voucher for the difference, paid once', async () => {
    const who = await shopper();
    const body = await place('oxxo', who);
    await pay(body, 'oxxo');
    const id = body.pedido.id;
    const before = await orderRow(app, id);
    const preview = await trpc('preview', { pedido_id: id, productos: more(), version: 0 }, who.auth);
    expect(preview.data.dinero).toContain('ficha OXXO por la diferencia');
    const saved = await trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth);
    expect(saved.status, saved.message).toBe(200);
    const after = await orderRow(app, id);
    expect(after).toMatchObject({ diferenciaCentavos: tortillasCentavos(), diferenciaMetodo: 'oxxo', diferenciaPagadaEn: null });
    const voucher = (await db.select().from(t.pagosPrueba).where(eq(t.pagosPrueba.id, after.diferenciaIntentId!)))[0]!;
    expect(voucher).toMatchObject({ metodo: 'oxxo', montoCentavos: tortillasCentavos() });
    // The link's page shows the voucher (nothing to pay by card there) and a card cannot pay it.
    const link = new URLSearchParams(saved.data.pagar.split('?')[1]);
    const pageUrl = `/trpc/order.difference?input=${encodeURIComponent(JSON.stringify({ pedido_id: id, pago: link.get('pago') }))}`;
    const page = await app.inject({ url: pageUrl });
    const shown = page.json().result.data;
    expect(shown).toMatchObject({ metodo: 'oxxo', monto: tortillasCentavos() / 100, pagado: false, oxxo: { numero: expect.stringMatching(/^\d{14,}$/) } });
    expect((await payCard(after.diferenciaSecret!)).statusCode).toBe(409);
    // The e-mail gives the new reference and its amount; the owner sees it (to read out on the phone).
    const mail = (await outbox(app)).filter((m) => m.para === who.email && m.tipo === 'pedido-cambiado').at(-1)!;
    expect(mail.texto).toContain(shown.oxxo.numero);
    expect(mail.texto).toContain(`Paga la diferencia, $${(tortillasCentavos() / 100).toFixed(2)}, en efectivo en cualquier OXXO`);
    const detail = (await admin.call('orders.get', { id }, { cookie: owner })).data as { diferencia: { metodo: string; oxxo: { numero: string } }; pago: { simulable: boolean } };
    expect(detail.diferencia).toMatchObject({ metodo: 'oxxo', oxxo: { numero: shown.oxxo.numero } });
    expect(detail.pago.simulable).toBe(true);
    expect(JSON.stringify(detail)).toContain(`diferencia por pagar con ficha OXXO $${(tortillasCentavos() / 100).toFixed(2)}`);
    // Paid at the store: recorded once, as OXXO, and the page says so.
    expect((await admin.call('orders.simulatePayment', { id }, { cookie: owner })).status).toBe(200);
    expect((await admin.call('orders.simulatePayment', { id }, { cookie: owner })).status).toBe(200); // a repeat is the same payment
    expect((await orderRow(app, id)).diferenciaPagadaEn).not.toBeNull();
    const records = await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, id)).orderBy(t.movimientosDinero.id);
    expect(records.map((r) => [r.tipo, r.metodo, r.centavos])).toEqual([['pago', 'oxxo', before.totalCentavos], ['pago', 'oxxo', tortillasCentavos()]]);
    const again = await app.inject({ url: pageUrl });
    expect(again.json().result.data.pagado).toBe(true);
  });

  it('a paid SPEI order that comes to more gets transfer details for the difference; a partial transfer does not pay it', async () => {
    const who = await shopper();
    const body = await place('spei', who);
    await pay(body, 'spei');
    const id = body.pedido.id;
    const saved = await trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth);
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.mensaje).toContain('datos de transferencia por la diferencia');
    const after = await orderRow(app, id);
    const given = JSON.parse(after.diferenciaInstrucciones!) as { spei: { clabe: string; referencia: string }; vence: string };
    expect(given.spei.clabe).toMatch(/^\d{18}$/);
    expect(Date.parse(given.vence)).toBeGreaterThan(at);
    const mail = (await outbox(app)).filter((m) => m.para === who.email && m.tipo === 'pedido-cambiado').at(-1)!;
    expect(mail.texto).toContain(`CLABE: ${given.spei.clabe}`);
    expect(mail.texto).toContain(`Referencia: ${given.spei.referencia}`);
    const part = (await admin.call('orders.simulatePayment', { id, monto: 5 }, { cookie: owner })).data as { estado: string; pendiente: number };
    expect(part.pendiente).toBe(tortillasCentavos() - 500); // centavos still to arrive
    expect((await orderRow(app, id)).diferenciaPagadaEn).toBeNull();
    expect((await admin.call('orders.simulatePayment', { id }, { cookie: owner })).status).toBe(200);
    expect((await orderRow(app, id)).diferenciaPagadaEn).not.toBeNull();
    expect((await money(id)).at(-1)).toEqual(['pago', tortillasCentavos()]);
  });

  it('a paid OXXO order changed to more, then cancelled by the shop: the difference voucher paid is refunded from its own intent', async () => {
    const who = await shopper();
    const body = await place('oxxo', who);
    await pay(body, 'oxxo');
    const id = body.pedido.id;
    expect((await trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth)).status).toBe(200);
    expect((await admin.call('orders.simulatePayment', { id }, { cookie: owner })).status).toBe(200);
    const row = await orderRow(app, id);
    expect((await move(id, 'cancelado')).status).toBe(200);
    const voucher = (await db.select().from(t.pagosPrueba).where(eq(t.pagosPrueba.id, row.diferenciaIntentId!)))[0]!;
    expect(voucher.reembolsadoCentavos).toBe(tortillasCentavos());
    const records = await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, id)).orderBy(t.movimientosDinero.id);
    expect(records.filter((r) => r.tipo === 'reembolso').map((r) => [r.metodo, r.centavos])).toEqual([['oxxo', row.totalCentavos - tortillasCentavos()], ['oxxo', tortillasCentavos()]]);
  });

  it('cash on delivery: only the total changes, no money moves', async () => {
    const who = await shopper();
    const body = await place('contra_entrega', who);
    const id = body.pedido.id;
    const before = await orderRow(app, id);
    expect(before.estado).toBe('preparando');
    const saved = await trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth);
    expect(saved.status, saved.message).toBe(200);
    expect((await orderRow(app, id)).totalCentavos).toBe(before.totalCentavos + tortillasCentavos());
    expect(await money(id)).toEqual([]);
  });
});

describe('on account («a crédito»)', () => {
  it("the total and the business's used credit change together; past the limit, nothing changes", async () => {
    const buyer = await restaurantBuyer(app, admin, owner, { email: 'chef.cambios@example.mx', razon_social: 'FONDA CAMBIOS', rfc: 'FCA010101AB1' });
    expect((await admin.call('businesses.setCredit', { id: buyer.negocio, plazo_dias: 15, limite: 2000 }, { cookie: owner })).status).toBe(200);
    const body = await place('credito', { email: 'chef.cambios@example.mx', auth: { authorization: buyer.authorization } });
    const id = body.pedido.id;
    const before = await orderRow(app, id);
    const used = async () => (await db.select().from(t.creditosNegocio).where(eq(t.creditosNegocio.negocioId, buyer.negocio)))[0]!.usadoCentavos;
    expect(await used()).toBe(before.totalCentavos);
    const saved = await trpc('save', { pedido_id: id, productos: more(), version: 0 }, { authorization: buyer.authorization });
    expect(saved.status, saved.message).toBe(200);
    const after = await orderRow(app, id);
    expect(after.totalCentavos).toBe(before.totalCentavos + tortillasCentavos());
    expect(await used()).toBe(after.totalCentavos);
    // Far past the $2,000 limit: refused, the order and the credit as they were.
    const over = await trpc('save', { pedido_id: id, productos: [{ id: piece!.id, items: PIECES * 5 }], version: 1 }, { authorization: buyer.authorization });
    expect(over).toMatchObject({ status: 409, message: 'Este cambio pasa el límite de crédito de tu negocio.' });
    expect(await orderRow(app, id)).toEqual(after);
    expect(await used()).toBe(after.totalCentavos);
    expect(await money(id)).toEqual([]);
  });
});

describe('refused, writing nothing', () => {
  it('after the cut-off of the eve of its day, with the reason', async () => {
    const who = await shopper();
    const body = await place('contra_entrega', who);
    const id = body.pedido.id;
    const before = await orderRow(app, id);
    const saved = at;
    // 23:00 of the eve of its delivery day, shop time (Ensenada in winter: UTC−8).
    const eve = new Date(Date.parse(`${before.diaEntrega}T00:00:00-08:00`) - 3_600_000);
    at = eve.getTime() - 60_000;
    expect((await view(id, who.auth)).data.puede).toBe(true);
    at = eve.getTime();
    try {
      expect((await view(id, who.auth)).data).toMatchObject({ puede: false, motivo: CHANGE_REFUSALS.late });
      const late = await trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth);
      expect(late).toMatchObject({ status: 409, message: CHANGE_REFUSALS.late });
      expect(await orderRow(app, id)).toEqual(before);
    } finally {
      at = saved;
    }
  });

  it('once packing started, or when sent', async () => {
    const who = await shopper();
    const body = await place('tarjeta', who);
    await pay(body, 'tarjeta');
    const id = body.pedido.id;
    expect((await move(id, 'preparando')).status).toBe(200);
    expect((await orderRow(app, id)).empacandoEn).not.toBeNull();
    const late = await trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth);
    expect(late).toMatchObject({ status: 409, message: CHANGE_REFUSALS.packing });
    expect(await linesOf(id)).toEqual([[piece!.id, PIECES]]);
  });

  it('once a line is weighed (an order on delivery is created «preparando», so weighing is what starts its packing)', async () => {
    const weighed = listed.filter((p) => p.descuento === 'N/A' && !p.venta)[2]!;
    const { data } = await admin.call('products.get', { id: weighed.id }, { cookie: owner });
    const { id: _id, categoria: _c, archivado: _a, ...fields } = data as Record<string, unknown>;
    await admin.call('products.update', { id: weighed.id, producto: { ...fields, venta: { modo: 'peso', gramos: 250, minimo: 2 } } }, { cookie: owner });
    const who = await shopper();
    const body = await place('contra_entrega', who, { productos: [{ id: piece!.id, items: PIECES }, { id: weighed.id, items: 4 }] });
    const id = body.pedido.id;
    expect((await orderRow(app, id)).empacandoEn).toBeNull();
    expect((await admin.call('orders.weigh', { id, productoId: weighed.id, gramos: 1000, confirmar: true }, { cookie: owner })).status).toBe(200);
    expect((await orderRow(app, id)).empacandoEn).not.toBeNull();
    const late = await trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth);
    expect(late).toMatchObject({ status: 409, message: CHANGE_REFUSALS.packing });
    expect((await view(id, who.auth)).data).toMatchObject({ puede: false, motivo: CHANGE_REFUSALS.packing });
  });

  it("another shopper's order, a forged link and a used link", async () => {
    const who = await shopper();
    const other = await shopper();
    const body = await place('contra_entrega', who);
    const id = body.pedido.id;
    expect((await view(id, other.auth)).status).toBe(404);
    expect((await trpc('save', { pedido_id: id, productos: more(), version: 0 }, other.auth)).status).toBe(404);
    expect((await view(id, {}, '0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    // The order e-mail's link works once, without a session; the change e-mail brings the next one.
    const ordered = (await outbox(app)).filter((m) => m.tipo === 'pedido' && m.para === who.email).at(-1)!.texto;
    const link = new URL(/https?:\/\/\S+\/pedido\/modificar\S+/.exec(ordered)![0]);
    expect(link.searchParams.get('pedido')).toBe(String(id));
    const enlace = link.searchParams.get('enlace')!;
    expect(enlace).toBe(app.services.orderChangeLinks.token(id, 0));
    expect((await view(id, {}, enlace)).data.puede).toBe(true);
    const saved = await trpc('save', { pedido_id: id, productos: more(), version: 0, enlace });
    expect(saved.status, saved.message).toBe(200);
    const used = await trpc('save', { pedido_id: id, productos: more(5), version: 1, enlace });
    expect(used).toMatchObject({ status: 409, message: 'Este enlace ya se usó: el pedido cambió después. Abre el enlace del último correo.' });
    const next = /enlace=([^\s&]+)/.exec((await outbox(app)).filter((m) => m.tipo === 'pedido-cambiado' && m.para === who.email).at(-1)!.texto)![1]!;
    expect((await view(id, {}, decodeURIComponent(next))).data).toMatchObject({ version: 1, puede: true });
  });
});

describe('races', () => {
  it('two changes at once: exactly one applies, money moved once', async () => {
    const who = await shopper();
    const body = await place('tarjeta', who);
    await pay(body, 'tarjeta');
    const id = body.pedido.id;
    const [a, b] = await Promise.all([trpc('save', { pedido_id: id, productos: more(3), version: 0 }, who.auth), trpc('save', { pedido_id: id, productos: more(6), version: 0 }, who.auth)]);
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect([a, b].find((r) => r.status !== 200)).toMatchObject({ status: 409, message: CHANGE_REFUSALS.raced });
    const row = await orderRow(app, id);
    expect(row.version).toBe(1);
    expect((await db.select().from(t.cambiosPedido).where(eq(t.cambiosPedido.pedidoId, id))).length).toBe(1);
    const items = (await linesOf(id)).find((l) => l[0] === tortillas!.id)![1]!;
    expect(row.diferenciaCentavos).toBe(tortillasCentavos(items));
  });

  it('two changes of an unpaid OXXO order at once: one applies, and the order keeps one live voucher for its total', async () => {
    const who = await shopper();
    const body = await place('oxxo', who);
    const id = body.pedido.id;
    const results = await Promise.all([trpc('save', { pedido_id: id, productos: more(3), version: 0 }, who.auth), trpc('save', { pedido_id: id, productos: more(6), version: 0 }, who.auth)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const row = await orderRow(app, id);
    const live = (await db.select().from(t.pagosPrueba).where(eq(t.pagosPrueba.pedidoId, id))).filter((i) => i.estado !== 'canceled');
    expect(live.map((i) => [i.id, i.montoCentavos])).toEqual([[row.paymentIntentId, row.totalCentavos]]);
  });

  it('a change racing packing: one wins, no line lost, nothing charged twice', async () => {
    for (let i = 0; i < 4; i++) {
      const who = await shopper();
      const body = await place('tarjeta', who);
      await pay(body, 'tarjeta');
      const id = body.pedido.id;
      const [change, packing] = await Promise.all([trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth), move(id, 'preparando')]);
      expect(packing.status).toBe(200);
      const row = await orderRow(app, id);
      expect(row.estado).toBe('preparando');
      expect(row.empacandoEn).not.toBeNull();
      if (change.status === 200) {
        expect(await linesOf(id)).toHaveLength(2);
        expect(row.version).toBe(1);
      } else {
        expect(change).toMatchObject({ status: 409, message: CHANGE_REFUSALS.packing });
        expect(await linesOf(id)).toEqual([[piece!.id, PIECES]]);
        expect(row.version).toBe(0);
        expect(row.diferenciaIntentId).toBeNull();
      }
      expect((await money(id)).filter((m) => m[0] === 'pago')).toHaveLength(1);
    }
  });
});

describe('a changed card order cancelled by the shop', () => {
  const intentOf = async (id: string) => (await db.select().from(t.pagosPrueba).where(eq(t.pagosPrueba.id, id)))[0]!;

  it('after «more»: each payment refunded from the intent that carried it, once, and nothing left pending', async () => {
    const who = await shopper();
    const body = await place('tarjeta', who);
    await pay(body, 'tarjeta');
    const id = body.pedido.id;
    const before = await orderRow(app, id);
    expect((await trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth)).status).toBe(200);
    const changed = await orderRow(app, id);
    expect((await payCard(changed.diferenciaSecret!)).statusCode).toBe(200);

    const moved = await move(id, 'cancelado');
    expect(moved.status).toBe(200);
    expect(JSON.stringify(moved.data)).not.toContain('reembolso no se pudo hacer');
    const after = await orderRow(app, id);
    expect(after.reembolsadoEn).not.toBeNull();
    expect((await intentOf(before.paymentIntentId!)).reembolsadoCentavos).toBe(before.totalCentavos);
    expect((await intentOf(changed.diferenciaIntentId!)).reembolsadoCentavos).toBe(tortillasCentavos());
    expect(await money(id)).toEqual([['pago', before.totalCentavos], ['pago', tortillasCentavos()], ['reembolso', before.totalCentavos], ['reembolso', tortillasCentavos()]]);
    // The audit says the whole amount came back (the nota de crédito is told the same total).
    const audit = await db.select().from(t.auditoria).where(eq(t.auditoria.entidadId, String(id)));
    expect(audit.filter((a) => a.accion === 'reembolso').map((a) => JSON.parse(a.despues!).monto)).toEqual([before.totalCentavos + tortillasCentavos()]);
    // A retry changes nothing: each refund once.
    expect((await admin.call('orders.retryRefund', { id }, { cookie: owner })).status).not.toBe(500);
    expect((await money(id)).length).toBe(4);
  });

  it('after «less»: the partial refund already made is not refunded again', async () => {
    const who = await shopper();
    const body = await place('tarjeta', who, { productos: more() });
    await pay(body, 'tarjeta');
    const id = body.pedido.id;
    const before = await orderRow(app, id);
    expect((await trpc('save', { pedido_id: id, productos: [{ id: piece!.id, items: PIECES }], version: 0 }, who.auth)).status).toBe(200);
    expect((await move(id, 'cancelado')).status).toBe(200);
    expect((await orderRow(app, id)).reembolsadoEn).not.toBeNull();
    expect((await intentOf(before.paymentIntentId!)).reembolsadoCentavos).toBe(before.totalCentavos);
    expect(await money(id)).toEqual([['pago', before.totalCentavos], ['reembolso', tortillasCentavos()], ['reembolso', before.totalCentavos - tortillasCentavos()]]);
  });
});

describe("a guest's order page", () => {
  const link = async (id: number, pago: string) => {
    const res = await app.inject({ url: `/trpc/orderChange.link?input=${encodeURIComponent(JSON.stringify({ pedido_id: id, pago }))}` });
    return res.json().result?.data as { enlace: string | null };
  };

  it("offers the order e-mail's signed change link to the holder of its payment, only while it can change", async () => {
    const body = await place('tarjeta', { email: 'invitada.cambio@example.mx' });
    await pay(body, 'tarjeta');
    const id = body.pedido.id;
    const { enlace } = await link(id, body.data);
    expect(enlace).toMatch(/^0\./);
    const mail = (await outbox(app)).filter((m) => m.para === 'invitada.cambio@example.mx').map((m) => m.texto).join('\n');
    expect(mail).toContain(`enlace=${encodeURIComponent(enlace!)}`);
    expect((await view(id, {}, enlace!)).data).toMatchObject({ id, puede: true });
    // Another's secret, or the order once packing started: no link (and nothing said about the order).
    expect((await link(id, `${body.data.slice(0, -3)}xyz`)).enlace).toBeNull();
    expect((await move(id, 'preparando')).status).toBe(200);
    expect((await link(id, body.data)).enlace).toBeNull();
  });
});

describe('an order placed in English', () => {
  it('is answered in English: the saved change, its e-mail’s money sentence, the deadline and the refusals', async () => {
    const who = await shopper();
    const body = await place('tarjeta', { ...who, auth: { ...who.auth, 'x-idioma': 'en' } });
    await pay(body, 'tarjeta');
    const id = body.pedido.id;
    expect((await orderRow(app, id)).idioma).toBe('en');
    expect((await view(id, who.auth)).data.hasta).toMatch(/^\d\d:\d\d on \w+day, \w+ \d+$/);
    const preview = await trpc('preview', { pedido_id: id, productos: more(), version: 0 }, who.auth);
    expect(preview.data.dinero).toMatch(/^You pay the difference \(MX\$[\d,.]+\) by card when you save\.$/);
    const saved = await trpc('save', { pedido_id: id, productos: more(), version: 0 }, who.auth);
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.mensaje).toMatch(/^Done! We saved the changes to your order\. Pay the difference \(MX\$[\d,.]+\) to complete it\.$/);
    const mail = (await outbox(app)).filter((m) => m.para === who.email && m.tipo === 'pedido-cambiado').at(-1)!;
    expect(mail.texto).toMatch(/\nDifference to pay: MX\$[\d,.]+\.\n/);
    expect((await move(id, 'preparando')).status).toBe(200);
    expect((await view(id, who.auth)).data.motivo).toBe('We are already packing your order: it can no longer be changed.');
    expect((await trpc('save', { pedido_id: id, productos: more(4), version: 1 }, who.auth)).message).toBe('We are already packing your order: it can no longer be changed.');
  });
});
