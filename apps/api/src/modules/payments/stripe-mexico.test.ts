import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeStripeEnv, startFakeStripe } from '../../test/fake-stripe';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, orderRow, outbox } from '../../test/orders-helpers';

// OXXO and SPEI through the real `stripe` SDK against the local fake of Stripe's API (test/fake-stripe.ts):
// the shapes Stripe answers (next_action), its signed events, and its test helper that funds a customer.
const fake = await startFakeStripe();
afterAll(() => fake.close());
const WEBHOOK_SECRET = 'whsec_prueba_mx';
const { app } = await createTestApp(fakeStripeEnv(fake.port, WEBHOOK_SECRET));
const { db, t } = dataOf(app);
const stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port: fake.port, protocol: 'http' });
const product = await listedProduct(app, false);
const zone = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] };
const cp = zone.codigosPostales[0]!.slice(0, 5);
const [owner] = await db.insert(t.personal).values({ email: 'duena@huertabaja.mx', nombre: 'Rosa', passwordHash: 'x', rol: 'dueño' }).returning();
const staff = { id: owner!.id, nombre: owner!.nombre, email: owner!.email, rol: 'dueño' as const };
await app.services.paymentSettings.update({ metodos: ['tarjeta', 'oxxo', 'spei'], contraEntregaMaximo: 3000, contraEntregaZonas: null, contraEntregaSoloConEntregado: false }, staff);

let address = 0;
const placeOrder = async (metodo_pago: string, email = customer.email) =>
  (await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, email, codigo_postal: cp, productos: [{ id: product.id, items: 12 }], metodo_pago }, remoteAddress: `10.34.1.${++address}` })).json();
const intentOf = async (orderId: number) => (await orderRow(app, orderId)).paymentIntentId!;

let events = 0;
function webhook(type: string, intent: object) {
  const payload = JSON.stringify({ id: `evt_mx_${++events}`, object: 'event', type, data: { object: { object: 'payment_intent', currency: 'mxn', ...intent } } });
  return replay(payload);
}
function replay(payload: string) {
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}
const mailsOf = async (kind: string, to = customer.email) => (await outbox(app)).filter((m) => m.tipo === kind && m.para === to);

describe('OXXO through Stripe', () => {
  it('confirms an oxxo intent for the server’s total and shows Stripe’s voucher, lasting to the eve of the chosen day', async () => {
    const body = await placeOrder('oxxo');
    const create = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(create.body.get('allowed_payment_method_types[0]')).toBe('oxxo');
    expect(create.body.get('confirm')).toBe('true');
    expect(create.body.get('payment_method_data[billing_details][email]')).toBe(customer.email);
    expect(Number(create.body.get('payment_method_options[oxxo][expires_after_days]'))).toBeGreaterThanOrEqual(1);
    expect(Number(create.body.get('amount'))).toBe(Math.round(body.pedido.total * 100));
    expect(create.idempotencyKey).toBe(`pedido-${body.pedido.id}-${Math.round(body.pedido.total * 100)}-oxxo`);
    expect(body.pedido.pago.oxxo).toEqual({ numero: '12345678901234567890', url: `https://payments.stripe.com/oxxo/voucher/${await intentOf(body.pedido.id)}`, vence: expect.any(String) });
    expect((await mailsOf('pedido-instrucciones')).at(-1)!.texto).toContain('12345678901234567890');
  });

  it('is paid by its signed event once: a replayed event and 20 racing deliveries change it once and send one confirmation', async () => {
    const body = await placeOrder('oxxo', 'carrera@example.mx');
    const intent = { id: await intentOf(body.pedido.id), amount: Math.round(body.pedido.total * 100), status: 'succeeded' };
    const first = JSON.stringify({ id: 'evt_mx_once', object: 'event', type: 'payment_intent.succeeded', data: { object: { object: 'payment_intent', currency: 'mxn', ...intent } } });
    expect((await replay(first)).statusCode).toBe(200);
    expect((await replay(first)).json()).toEqual({ received: true });
    await Promise.all(Array.from({ length: 20 }, () => webhook('payment_intent.succeeded', intent)));
    expect((await orderRow(app, body.pedido.id)).estado).toBe('pagado');
    expect(await mailsOf('pedido', 'carrera@example.mx')).toHaveLength(1);
    expect(await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, body.pedido.id))).toHaveLength(1);
  });

  it('cancels the order and returns its stock when the voucher expires unpaid', async () => {
    const before = (await db.select().from(t.existencias).where(eq(t.existencias.productoId, product.id)))[0]?.disponibles ?? null;
    const body = await placeOrder('oxxo');
    const id = await intentOf(body.pedido.id);
    // Stripe fails an expired voucher's intent (back to requires_payment_method).
    fake.setStatus(id, 'requires_payment_method');
    await webhook('payment_intent.payment_failed', { id, amount: Math.round(body.pedido.total * 100), last_payment_error: { message: 'The OXXO voucher expired.' } });
    expect((await orderRow(app, body.pedido.id)).estado).toBe('cancelado');
    expect(fake.intents.get(id)!.status).toBe('canceled');
    const after = (await db.select().from(t.existencias).where(eq(t.existencias.productoId, product.id)))[0]?.disponibles ?? null;
    expect(after).toBe(before);
  });

  it('refunds a voucher paid after its order was cancelled, once', async () => {
    const body = await placeOrder('oxxo', 'tarde@example.mx');
    const id = await intentOf(body.pedido.id);
    await app.services.unpaidOrders.sweep(Date.parse(body.pedido.pago.vence) + 1000);
    expect((await orderRow(app, body.pedido.id)).estado).toBe('cancelado');
    fake.setStatus(id, 'succeeded');
    const paid = { id, amount: Math.round(body.pedido.total * 100), status: 'succeeded' };
    await Promise.all([webhook('payment_intent.succeeded', paid), webhook('payment_intent.succeeded', paid)]);
    expect(fake.refunds.filter((r) => r.payment_intent === id)).toHaveLength(1);
    expect(await orderRow(app, body.pedido.id)).toMatchObject({ estado: 'cancelado', reembolsoId: expect.stringMatching(/^re_/) });
    expect(await mailsOf('pedido-pago-tardio', 'tarde@example.mx')).toHaveLength(1);
  });
});

describe('SPEI through Stripe', () => {
  it('makes one Stripe customer per shopper and gives their CLABE; a partial transfer shows what is missing; the rest pays it', async () => {
    const body = await placeOrder('spei', 'spei@example.mx');
    const again = await placeOrder('spei', 'spei@example.mx');
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    const create = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(create.body.get('allowed_payment_method_types[0]')).toBe('customer_balance');
    expect(create.body.get('payment_method_options[customer_balance][bank_transfer][type]')).toBe('mx_bank_transfer');
    expect(body.pedido.pago.spei).toMatchObject({ clabe: again.pedido.pago.spei.clabe, banco: 'STP', beneficiario: 'Huerta Baja SA de CV', referencia: expect.stringMatching(/^REF/) });

    const id = await intentOf(body.pedido.id);
    const [customerId] = [...fake.customers.keys()];
    const total = Math.round(body.pedido.total * 100);
    await stripe.testHelpers.customers.fundCashBalance(customerId!, { amount: 10_000, currency: 'mxn' });
    const partly = await stripe.paymentIntents.retrieve(id);
    expect(partly.next_action?.display_bank_transfer_instructions?.amount_remaining).toBe(total - 10_000);
    await webhook('payment_intent.partially_funded', { id, amount: total, status: 'requires_action', next_action: partly.next_action });
    expect((await app.services.orders.forShopper(body.pedido.id)).pago.pendiente).toBe((total - 10_000) / 100);
    expect((await mailsOf('pedido-abono', 'spei@example.mx')).at(-1)!.texto).toContain('Faltan');

    await stripe.testHelpers.customers.fundCashBalance(customerId!, { amount: total - 10_000, currency: 'mxn' });
    expect((await stripe.paymentIntents.retrieve(id)).status).toBe('succeeded');
    await webhook('payment_intent.succeeded', { id, amount: total, status: 'succeeded' });
    expect((await orderRow(app, body.pedido.id)).estado).toBe('pagado');
    expect((await app.services.orders.forShopper(body.pedido.id)).pago).toMatchObject({ metodo: 'spei', pendiente: null });
  });

  it('has no «Simular pago recibido»: with Stripe only its signed events move money', async () => {
    const body = await placeOrder('oxxo', 'sim@example.mx');
    await expect(app.services.simulatePayment({ id: body.pedido.id }, staff)).rejects.toMatchObject({ status: 404 });
  });
});
