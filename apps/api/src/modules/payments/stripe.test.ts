import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeStripeEnv, startFakeStripe } from '../../test/fake-stripe';
import { createTestApp } from '../../test/helpers';
import { counts, customer, dataOf, listedProduct, orderRow, outbox, post } from '../../test/orders-helpers';

const fake = await startFakeStripe();
afterAll(() => fake.close());
const WEBHOOK_SECRET = 'whsec_prueba_local';
const { app } = await createTestApp(fakeStripeEnv(fake.port, WEBHOOK_SECRET));
const product = await listedProduct(app, false);
const stripe = new Stripe('sk_test_local');
const orderOf = (id: number) => orderRow(app, id);
const { db, t } = dataOf(app);
const newOrder = async () => (await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: product.id, items: 2 }] })).json();

function webhook(event: object, opts: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) });
  return app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}
const intentEvent = (id: string, type: string, intentId: string, amount: number, extra: object = {}) => ({
  id,
  object: 'event',
  type,
  data: { object: { id: intentId, object: 'payment_intent', amount, currency: 'mxn', ...extra } },
});

describe('Stripe provider through the real SDK (local fake)', () => {
  it('creates an MXN PaymentIntent for the server total with the order id and an idempotency key', async () => {
    const body = await newOrder();
    expect(body.success).toBe(true);
    const create = fake.requests.find((r) => r.method === 'POST')!;
    expect(create.body.get('currency')).toBe('mxn');
    expect(Number(create.body.get('amount'))).toBe(Math.round(body.pedido.total * 100));
    expect(create.body.get('metadata[order_id]')).toBe(String(body.pedido.id));
    expect(create.idempotencyKey).toBe(`pedido-${body.pedido.id}-${Math.round(body.pedido.total * 100)}`);
    expect(body.data).toBe(fake.intents.get((await orderOf(body.pedido.id)).paymentIntentId!)!.client_secret);
  });

  it('confirms only once Stripe says the intent succeeded for the exact amount', async () => {
    const body = await newOrder();
    const intentId = (await orderOf(body.pedido.id)).paymentIntentId!;
    const confirm = () => post(app, '/api/confirmar-pedido', { payment_intent: intentId, payment_intent_client_secret: body.data });

    fake.setStatus(intentId, 'requires_payment_method');
    expect((await confirm()).statusCode).toBe(402);
    fake.setStatus(intentId, 'succeeded', 1);
    expect((await confirm()).statusCode).toBe(409);
    expect((await orderOf(body.pedido.id)).estado).toBe('pendiente_pago');
    fake.setStatus(intentId, 'succeeded', Math.round(body.pedido.total * 100));
    expect((await confirm()).json()).toMatchObject({ success: true, message: '¡Pago confirmado! Gracias por tu compra.', pedido: { id: body.pedido.id, estado: 'pagado' } });
    expect((await orderOf(body.pedido.id)).estado).toBe('pagado');
  });

  it('has no test-payment route when Stripe is configured', async () => {
    expect((await post(app, '/api/pago-prueba', { payment_intent_client_secret: 'x', numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' })).statusCode).toBe(404);
  });

  it('publishes the Stripe provider and publishable key in the config', async () => {
    expect((await app.inject({ url: '/api/config' })).json().data.pagos).toEqual({ proveedor: 'stripe', publishableKey: 'pk_test_local', metodos: ['tarjeta', 'oxxo', 'spei', 'contra_entrega'], contra_entrega: { maximo: 3000, zonas: null, solo_con_entregado: false } });
  });
});

describe('Stripe webhook', () => {
  it('rejects a bad signature and a stale timestamp with 400, changing nothing', async () => {
    const body = await newOrder();
    const intentId = (await orderOf(body.pedido.id)).paymentIntentId!;
    const event = intentEvent('evt_bad', 'payment_intent.succeeded', intentId, Math.round(body.pedido.total * 100));
    const bad = await webhook(event, { secret: 'whsec_otro' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Firma del webhook inválida.' });
    const stale = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(400);
    expect((await orderOf(body.pedido.id)).estado).toBe('pendiente_pago');
  });

  it('marks paid once when delivered twice, and a late failure does not un-pay', async () => {
    const body = await newOrder();
    const intentId = (await orderOf(body.pedido.id)).paymentIntentId!;
    const amount = Math.round(body.pedido.total * 100);
    const mails = (await outbox(app)).length;
    const ok = intentEvent('evt_ok_1', 'payment_intent.succeeded', intentId, amount);
    expect((await webhook(ok)).json()).toEqual({ received: true });
    expect((await webhook(ok)).json()).toEqual({ received: true });
    expect((await orderOf(body.pedido.id)).estado).toBe('pagado');
    expect((await outbox(app)).length).toBe(mails + 2); // shopper + shop, once
    const lateFailure = intentEvent('evt_fail_old', 'payment_intent.payment_failed', intentId, amount, { last_payment_error: { message: 'Your card was declined.' } });
    expect((await webhook(lateFailure)).statusCode).toBe(200);
    expect((await orderOf(body.pedido.id))).toMatchObject({ estado: 'pagado', errorPago: null });
  });

  it('records payment_intent.payment_failed on an unpaid order', async () => {
    const body = await newOrder();
    const intentId = (await orderOf(body.pedido.id)).paymentIntentId!;
    await webhook(intentEvent('evt_fail_2', 'payment_intent.payment_failed', intentId, 1, { last_payment_error: { message: 'Tu tarjeta fue rechazada.' } }));
    expect((await orderOf(body.pedido.id))).toMatchObject({ estado: 'pendiente_pago', errorPago: 'Tu tarjeta fue rechazada.' });
  });
});

describe('unpaid orders with Stripe', () => {
  const age = (id: number) =>
    db.update(t.pedidos).set({ creado: new Date(Date.now() - 25 * 3_600_000).toISOString() }).where(eq(t.pedidos.id, id));

  it('cancels the intent at Stripe before cancelling the order, and marks paid an order whose webhook was missed', async () => {
    const abandoned = await newOrder();
    const paidNoWebhook = await newOrder();
    const paidIntent = (await orderOf(paidNoWebhook.pedido.id)).paymentIntentId!;
    fake.setStatus(paidIntent, 'succeeded');
    await age(abandoned.pedido.id);
    await age(paidNoWebhook.pedido.id);
    const mails = (await outbox(app)).length;

    await app.services.unpaidOrders.sweep();
    const abandonedIntent = (await orderOf(abandoned.pedido.id)).paymentIntentId!;
    expect(fake.intents.get(abandonedIntent)!.status).toBe('canceled');
    expect(fake.requests.some((r) => r.path === `/v1/payment_intents/${abandonedIntent}/cancel`)).toBe(true);
    expect((await orderOf(abandoned.pedido.id)).estado).toBe('cancelado');
    // Stripe refused to cancel a paid intent: the money decides, the order is paid (one e-mail pair).
    expect((await orderOf(paidNoWebhook.pedido.id)).estado).toBe('pagado');
    expect((await outbox(app)).length).toBe(mails + 2);
  });
});

describe('refunds through Stripe', () => {
  it('refunds a cancelled paid order once, with one idempotency key, even when two owners cancel at once', async () => {
    // From its own address: this file's earlier orders used the per-address order allowance.
    const body = (await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, productos: [{ id: product.id, items: 2 }] }, remoteAddress: '10.3.3.3' })).json();
    const intentId = (await orderOf(body.pedido.id)).paymentIntentId!;
    fake.setStatus(intentId, 'succeeded');
    await app.inject({ method: 'POST', url: '/api/confirmar-pedido', payload: { payment_intent: intentId, payment_intent_client_secret: body.data }, remoteAddress: '10.3.3.3' });
    expect((await orderOf(body.pedido.id)).estado).toBe('pagado');
    const [owner] = await db.insert(t.personal).values({ email: 'duena@huertabaja.mx', nombre: 'Rosa', passwordHash: 'x', rol: 'dueño' }).returning();
    const staff = { id: owner!.id, nombre: owner!.nombre, email: owner!.email, rol: 'dueño' as const };
    const results = await Promise.allSettled([1, 2].map(() => app.services.adminOrders.move({ ids: [body.pedido.id], estado: 'cancelado' }, staff)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refunds = fake.refunds.filter((r) => r.payment_intent === intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe((await orderOf(body.pedido.id)).totalCentavos);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey)).toEqual([`reembolso-pedido-${body.pedido.id}`]);
    expect(await orderOf(body.pedido.id)).toMatchObject({ estado: 'cancelado', reembolsoId: refunds[0]!.id });
  });
});

describe('Stripe unreachable', () => {
  it('answers 503 in Spanish and leaves the order pendiente_pago', async () => {
    await fake.close();
    const before = (await counts(app));
    const res = await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: product.id, items: 1 }] });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: 'No pudimos contactar al procesador de pagos. Intenta de nuevo en unos minutos.' });
    const after = (await counts(app));
    expect(after.pedidos).toBe(before.pedidos + 1);
    const last = (await db.select().from(t.pedidos).orderBy(t.pedidos.id)).at(-1)!;
    expect(last).toMatchObject({ estado: 'pendiente_pago', paymentIntentId: null });
  });
});

