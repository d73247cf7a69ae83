import { addDays, shopMoment } from '@huerta/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { counts, customer, dataOf, listedProduct, orderRow, outbox } from '../../test/orders-helpers';

// Test mode (no Stripe keys): vouchers and CLABEs from the in-house provider, paid by «Simular pago recibido».
const { app } = await createTestApp();
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.33.1');
const owner = await admin.addStaff('duena@huertabaja.mx', 'dueño');
const product = await listedProduct(app, false);
const config = async () => (await app.inject({ url: '/api/config' })).json().data;
const zone = (await config()).entregas.zonas[0] as { id: number; codigosPostales: string[] };
const cp = zone.codigosPostales[0]!.slice(0, 5);

let address = 0;
/** A REST order from its own address (the per-address order allowance stays out of the way). */
const placeOrder = (extra: Record<string, unknown> = {}, items = 12) =>
  app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, codigo_postal: cp, productos: [{ id: product.id, items }], ...extra }, remoteAddress: `10.33.2.${++address}` });
const setMethods = (metodos: string[], extra: Record<string, unknown> = {}) =>
  admin.call('payments.update', { metodos, contraEntregaMaximo: 3000, contraEntregaZonas: null, contraEntregaSoloConEntregado: false, ...extra }, { cookie: owner });
const simulate = (id: number, monto?: number) => admin.call('orders.simulatePayment', { id, ...(monto === undefined ? {} : { monto }) }, { cookie: owner });
const stockOf = async () => (await db.select().from(t.existencias).where(eq(t.existencias.productoId, product.id)))[0]?.disponibles ?? null;
const moneyOf = (id: number) => db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, id)).orderBy(t.movimientosDinero.id);
const mailsTo = async (kind: string) => (await outbox(app)).filter((m) => m.tipo === kind);

describe('the methods the owner turns on', () => {
  it('starts (seeded shop) with all four, and /api/config lists what the owner turns on', async () => {
    expect((await config()).pagos).toMatchObject({ proveedor: 'prueba', metodos: ['tarjeta', 'oxxo', 'spei', 'contra_entrega'] });
    await setMethods(['tarjeta']);
    expect((await config()).pagos).toMatchObject({ metodos: ['tarjeta'] });
    expect((await setMethods(['spei', 'tarjeta', 'contra_entrega', 'oxxo'])).status).toBe(200);
    expect((await config()).pagos).toMatchObject({ metodos: ['tarjeta', 'oxxo', 'spei', 'contra_entrega'], contra_entrega: { maximo: 3000, zonas: null, solo_con_entregado: false } });
  });

  it('refuses to turn every method off, or an unknown zone, in Spanish', async () => {
    expect(await setMethods([])).toMatchObject({ status: 400, message: expect.stringContaining('Deja al menos una forma de pago encendida.') });
    expect(await setMethods(['tarjeta'], { contraEntregaZonas: [999] })).toMatchObject({ status: 400, message: 'Zona de entrega desconocida: 999.' });
    expect((await config()).pagos.metodos).toHaveLength(4);
  });
});

describe('bad input writes nothing', () => {
  it('names an unknown method, one turned off, pay on delivery over its maximum, outside its zones or without a delivered order', async () => {
    const before = await counts(app);
    const unknown = await placeOrder({ metodo_pago: 'bitcoin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Forma de pago desconocida: «bitcoin». Usa tarjeta, oxxo, spei, contra_entrega o credito.');

    await setMethods(['tarjeta', 'contra_entrega'], { contraEntregaMaximo: 10 });
    expect((await placeOrder({ metodo_pago: 'oxxo' })).json()).toEqual({ success: false, message: 'La forma de pago «Efectivo en OXXO» no está disponible.' });
    expect((await placeOrder({ metodo_pago: 'contra_entrega' }, 50)).json().message).toBe('«Pago al recibir» es para pedidos de hasta $10.00.');
    await setMethods(['tarjeta', 'contra_entrega'], { contraEntregaZonas: [] });
    expect((await placeOrder({ metodo_pago: 'contra_entrega' })).json().message).toBe('«Pago al recibir» no está disponible en tu zona de entrega.');
    await setMethods(['tarjeta', 'contra_entrega'], { contraEntregaSoloConEntregado: true });
    expect((await placeOrder({ metodo_pago: 'contra_entrega' })).json().message).toBe('«Pago al recibir» es para clientes con un pedido ya entregado: inicia sesión o elige otra forma de pago.');
    // An English page hears it in English.
    const english = await app.inject({ method: 'POST', url: '/api/crear-pedido', headers: { 'x-idioma': 'en' }, payload: { ...customer, codigo_postal: cp, productos: [{ id: product.id, items: 12 }], metodo_pago: 'contra_entrega' }, remoteAddress: '10.33.3.1' });
    expect(english.json().message).toBe('«Pay on delivery» is for customers with an order already delivered: sign in or choose another payment method.');
    expect(await counts(app)).toEqual(before);
    await setMethods(['tarjeta', 'oxxo', 'spei', 'contra_entrega']);
  });
});

describe('pay on delivery', () => {
  it('is accepted «Por cobrar» and goes to preparation, with no intent, its stock taken and one confirmation', async () => {
    const stock = await stockOf();
    const res = await placeOrder({ metodo_pago: 'contra_entrega' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Pedido confirmado. Lo pagas al recibirlo.', data: '', pedido: { estado: 'preparando', pago: { metodo: 'contra_entrega', por_cobrar: body.pedido.total, oxxo: null, spei: null } } });
    expect(await orderRow(app, body.pedido.id)).toMatchObject({ paymentIntentId: null, pagadoEn: null, metodoPago: 'contra_entrega' });
    if (stock !== null) expect(await stockOf()).toBe(stock - 12);
    const mail = (await mailsTo('pedido')).at(-1)!;
    expect(mail.texto).toContain(`¡Gracias por tu pedido #${body.pedido.id}! Lo pagas al recibirlo`);
    expect(mail.texto).toContain('Total a pagar al recibir:');
    expect((await mailsTo('pedido-tienda')).at(-1)!.asunto).toMatch(/^Nuevo pedido por cobrar #/);
    // Nothing to simulate, nothing recorded as received.
    expect((await simulate(body.pedido.id)).status).toBe(409);
    expect(await moneyOf(body.pedido.id)).toEqual([]);
  });
});

describe('OXXO in test mode', () => {
  it('issues a voucher (shown, e-mailed, kept on the order); a simulated payment marks it paid once', async () => {
    const body = (await placeOrder({ metodo_pago: 'oxxo' })).json();
    expect(body.message).toBe('Pedido creado. Paga tu ficha en cualquier OXXO para confirmarlo.');
    const voucher = body.pedido.pago.oxxo;
    expect(voucher.numero).toMatch(/^\d{18}$/);
    expect(Date.parse(voucher.vence)).toBeGreaterThan(Date.now());
    expect(body.pedido.pago.vence).toBe(voucher.vence);
    const mail = (await mailsTo('pedido-instrucciones')).at(-1)!;
    expect(mail.asunto).toContain(`tu ficha OXXO del pedido #${body.pedido.id}`);
    expect(mail.texto).toContain(voucher.numero);
    // Paid after the eve's cut-off (the voucher lasts to 23:59), the delivery moves: said under the deadline.
    expect(mail.texto).toContain(`. Si no se paga, el pedido se cancela.\nSi pagas después de las 11:00 pm del día anterior a la entrega, tu pedido se entrega el siguiente día con cupo.`);
    // Confirming it before it is paid says it is waiting, not that a card failed.
    const early = await app.inject({ method: 'POST', url: '/api/confirmar-pedido', payload: { payment_intent: body.data.split('_secret_')[0], payment_intent_client_secret: body.data }, remoteAddress: '10.33.4.2' });
    expect(early.json()).toEqual({ success: false, message: 'Aún no recibimos el pago de tu ficha OXXO. Te avisaremos por correo cuando llegue.' });
    // A card cannot pay a voucher's intent.
    const card = await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: body.data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' }, remoteAddress: '10.33.4.1' });
    expect(card.statusCode).toBe(409);

    const paidMails = (await mailsTo('pedido')).length;
    const results = await Promise.all(Array.from({ length: 20 }, () => simulate(body.pedido.id)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await orderRow(app, body.pedido.id)).toMatchObject({ estado: 'pagado' });
    expect((await mailsTo('pedido')).length).toBe(paidMails + 1);
    expect(await moneyOf(body.pedido.id)).toMatchObject([{ tipo: 'pago', metodo: 'oxxo', proveedor: 'prueba', centavos: Math.round(body.pedido.total * 100) }]);
  });

  it('cancels an expired voucher’s order and gives its stock back', async () => {
    const stock = await stockOf();
    const body = (await placeOrder({ metodo_pago: 'oxxo' })).json();
    // Not at the card's timeout: a voucher waits for its own expiry.
    await app.services.unpaidOrders.sweep(Date.now() + 2 * 3_600_000);
    expect((await orderRow(app, body.pedido.id)).estado).toBe('pendiente_pago');
    await app.services.unpaidOrders.sweep(Date.parse(body.pedido.pago.vence) + 1000);
    expect((await orderRow(app, body.pedido.id)).estado).toBe('cancelado');
    if (stock !== null) expect(await stockOf()).toBe(stock);
  });

  it('refunds money that arrives after the order was cancelled, and flags it', async () => {
    const body = (await placeOrder({ metodo_pago: 'oxxo' })).json();
    await app.services.unpaidOrders.sweep(Date.parse(body.pedido.pago.vence) + 1000);
    expect((await simulate(body.pedido.id)).status).toBe(200);
    const row = await orderRow(app, body.pedido.id);
    expect(row).toMatchObject({ estado: 'cancelado' });
    expect(row.reembolsadoEn).not.toBeNull();
    expect((await moneyOf(body.pedido.id)).map((m) => m.tipo)).toEqual(['pago', 'reembolso']);
    const flagged = await db.select().from(t.auditoria).where(and(eq(t.auditoria.entidadId, String(body.pedido.id)), eq(t.auditoria.accion, 'pago_tardio')));
    expect(flagged).toHaveLength(1);
    expect((await mailsTo('pedido-pago-tardio')).at(-1)!.texto).toContain('pero el pedido ya estaba cancelado');
    // Shown to the shopper as a refund.
    const seen = (await app.services.orders.forShopper(body.pedido.id)).reembolso;
    expect(seen?.estado).toBe('reembolsado');
  });
});

describe('SPEI in test mode', () => {
  it('gives a valid CLABE; a transfer in parts shows what is missing; the rest marks it paid', async () => {
    const body = (await placeOrder({ metodo_pago: 'spei' })).json();
    const spei = body.pedido.pago.spei;
    expect(spei.clabe).toMatch(/^646180\d{12}$/);
    const weights = [3, 7, 1];
    const sum = [...spei.clabe.slice(0, 17)].reduce((n: number, d: string, i: number) => n + ((Number(d) * weights[i % 3]!) % 10), 0);
    expect(Number(spei.clabe[17])).toBe((10 - (sum % 10)) % 10);
    expect((await mailsTo('pedido-instrucciones')).at(-1)!.texto).toContain(`CLABE: ${spei.clabe}`);

    const total = body.pedido.total as number;
    await simulate(body.pedido.id, 10);
    const mine = async () => (await app.services.orders.forShopper(body.pedido.id)).pago;
    expect(await mine()).toMatchObject({ pendiente: Math.round((total - 10) * 100) / 100 });
    expect((await mailsTo('pedido-abono')).at(-1)!.texto).toContain('Faltan');
    expect((await orderRow(app, body.pedido.id)).estado).toBe('pendiente_pago');
    await simulate(body.pedido.id);
    expect((await orderRow(app, body.pedido.id)).estado).toBe('pagado');
    expect(await mine()).toMatchObject({ pendiente: null, vence: null, spei: { clabe: spei.clabe } });
  });
});

describe('a payment after its day’s cut-off', () => {
  it('moves the order to the next day with room and says so in the confirmation', async () => {
    const body = (await placeOrder({ metodo_pago: 'spei' })).json();
    // Its day is tomorrow on the shop's clock, and the cut-off is past once it is the day itself.
    const today = shopMoment(new Date(), app.services.config.timezone).day;
    await db.update(t.pedidos).set({ diaEntrega: today }).where(eq(t.pedidos.id, body.pedido.id));
    await simulate(body.pedido.id);
    const row = await orderRow(app, body.pedido.id);
    expect(row.estado).toBe('pagado');
    expect(row.diaEntrega! > today).toBe(true);
    expect(row.diaEntrega! <= addDays(today, 14)).toBe(true);
    expect((await mailsTo('pedido')).at(-1)!.texto).toContain('Tu pago llegó después de la hora de corte');
  });
});

describe('«Simular pago recibido»', () => {
  it('is for staff only and says why it does not apply to a card order', async () => {
    const card = (await placeOrder()).json();
    expect((await simulate(card.pedido.id)).message).toBe('Solo se simula el pago de una ficha OXXO o una transferencia SPEI.');
    expect((await admin.call('orders.simulatePayment', { id: card.pedido.id })).status).toBe(401);
  });
});
