import Stripe from 'stripe';
import { priceForGrams, toCentavos } from '@huerta/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { fakeStripeEnv, startFakeStripe } from '../../test/fake-stripe';
import { createTestApp } from '../../test/helpers';
import { customer, orderRow } from '../../test/orders-helpers';

// Charging what was packed with Stripe (issue 35), through the real SDK against the local fake of its API:
// a manual-capture intent, authorized (amount_capturable_updated), captured for the packed total with
// `amount_to_capture` once; a hold that lapsed refuses the capture; OXXO's difference refunded in part.
const fake = await startFakeStripe();
afterAll(() => fake.close());
const WEBHOOK_SECRET = 'whsec_prueba_peso';
const { app } = await createTestApp(fakeStripeEnv(fake.port, WEBHOOK_SECRET));
const stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port: fake.port, protocol: 'http' });
const admin = adminClient(app, '10.39.1');
const owner = await admin.addStaff('duena.stripe@huertabaja.mx', 'dueño');
const listed = (await app.inject({ url: '/api/productos' })).json().data as { id: number; precio: number; descuento: number | 'N/A'; venta?: unknown }[];
// Two sold by the piece (the seed sells some by weight): the first is made a weighed one here.
const [tomato, piece] = listed.filter((p) => p.descuento === 'N/A' && !p.venta);
{
  const { data } = await admin.call('products.get', { id: tomato!.id }, { cookie: owner });
  const { id: _id, categoria: _c, archivado: _a, ...fields } = data as Record<string, unknown>;
  await admin.call('products.update', { id: tomato!.id, producto: { ...fields, venta: { modo: 'peso', gramos: 250, minimo: 2 } } }, { cookie: owner });
}
await admin.call('payments.update', { metodos: ['tarjeta', 'oxxo', 'spei'], contraEntregaMaximo: 3000, contraEntregaZonas: null, contraEntregaSoloConEntregado: false }, { cookie: owner });
const cp = ((await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] }).codigosPostales[0]!.slice(0, 5);
const PIECES = Math.max(10, Math.ceil(60_000 / toCentavos(piece!.precio)));

let address = 0;
async function place(metodo: string, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/crear-pedido',
    payload: { ...customer, email, codigo_postal: cp, productos: [{ id: tomato!.id, items: 6 }, { id: piece!.id, items: PIECES }], metodo_pago: metodo },
    remoteAddress: `10.39.2.${++address}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const row = await orderRow(app, res.json().pedido.id);
  return { id: row.id, intent: row.paymentIntentId!, hold: row.cobroCentavos! };
}
let events = 0;
function webhook(type: string, intent: object) {
  const payload = JSON.stringify({ id: `evt_peso_${++events}`, object: 'event', type, data: { object: { object: 'payment_intent', currency: 'mxn', ...intent } } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}
const move = (id: number, estado: string) => admin.call('orders.move', { ids: [id], estado, confirmar: true }, { cookie: owner });
const weigh = (id: number, gramos: number) => admin.call('orders.weigh', { id, productoId: tomato!.id, gramos, confirmar: true }, { cookie: owner });
const packedAt = async (id: number, gramos: number) => priceForGrams(toCentavos(tomato!.precio), gramos) + toCentavos(piece!.precio) * PIECES + (await orderRow(app, id)).envioCentavos;

describe('a held card with Stripe', () => {
  it('asks Stripe for a manual capture of the estimate plus the margin, and is paid once authorized', async () => {
    const { id, intent, hold } = await place('tarjeta', 'retencion@example.mx');
    const create = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(create.body.get('capture_method')).toBe('manual');
    expect(Number(create.body.get('amount'))).toBe(hold);
    fake.setStatus(intent, 'requires_capture');
    expect((await webhook('payment_intent.amount_capturable_updated', { id: intent, amount: hold, status: 'requires_capture' })).statusCode).toBe(200);
    expect((await orderRow(app, id)).estado).toBe('pagado');

    expect((await move(id, 'preparando')).status).toBe(200);
    await weigh(id, 1420);
    const final = await packedAt(id, 1420);
    expect((await move(id, 'enviado')).status).toBe(200);
    const captures = fake.requests.filter((r) => r.path === `/v1/payment_intents/${intent}/capture`);
    expect(captures).toHaveLength(1);
    expect(Number(captures[0]!.body.get('amount_to_capture'))).toBe(final);
    expect(captures[0]!.idempotencyKey).toBe(`captura-pedido-${id}`);
    expect(fake.intents.get(intent)).toMatchObject({ status: 'succeeded', amount_received: final });
    // Stripe's own succeeded event for the capture changes nothing more.
    expect((await webhook('payment_intent.succeeded', { id: intent, amount: hold, status: 'succeeded' })).statusCode).toBe(200);
    expect((await orderRow(app, id)).capturadoCentavos).toBe(final);
  });

  it('refuses to send when the hold lapsed at Stripe, and captures nothing', async () => {
    const { id, intent, hold } = await place('tarjeta', 'lapso@example.mx');
    fake.setStatus(intent, 'requires_capture');
    await webhook('payment_intent.amount_capturable_updated', { id: intent, amount: hold, status: 'requires_capture' });
    expect((await move(id, 'preparando')).status).toBe(200);
    await weigh(id, 1500);
    fake.setStatus(intent, 'canceled');
    const refused = await move(id, 'enviado');
    expect(refused.message).toBe('La autorización de la tarjeta ya no está vigente: no se puede cobrar. Llama al cliente para acordar el pago.');
    expect((await orderRow(app, id)).capturadoEn).toBeNull();
  });
});

describe('OXXO with Stripe', () => {
  it('refunds only the difference once packed, with its own key', async () => {
    const { id, intent, hold } = await place('oxxo', 'oxxo.stripe@example.mx');
    expect(fake.intents.get(intent)!.amount).toBe(hold);
    fake.setStatus(intent, 'succeeded');
    await webhook('payment_intent.succeeded', { id: intent, amount: hold, status: 'succeeded' });
    expect((await move(id, 'preparando')).status).toBe(200);
    await weigh(id, 1380);
    const final = await packedAt(id, 1380);
    expect((await move(id, 'enviado')).status).toBe(200);
    const refunds = fake.refunds.filter((r) => r.payment_intent === intent);
    expect(refunds.map((r) => r.amount)).toEqual([hold - final]);
    expect(fake.requests.find((r) => r.path === '/v1/refunds' && r.body.get('payment_intent') === intent)!.idempotencyKey).toBe(`diferencia-pedido-${id}`);
  });
});
