import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeStripeEnv, startFakeStripe } from '../../test/fake-stripe';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, orderRow, outbox } from '../../test/orders-helpers';

// A paid OXXO or SPEI order changed to more (issue 47) through the real `stripe` SDK against the local fake of
// Stripe's API: the difference is a new voucher or transfer of the order's own method, paid by Stripe's signed
// event once. The clock is fixed: Friday 27 November 2026, 10:00 in Ensenada (the order's cut-off is ahead).
const at = Date.parse('2026-11-27T10:00:00-08:00');
const fake = await startFakeStripe();
afterAll(() => fake.close());
const WEBHOOK_SECRET = 'whsec_prueba_cambios';
const { app } = await createTestApp({ ...fakeStripeEnv(fake.port, WEBHOOK_SECRET), RATE_LIMIT_DISABLED: 'true' }, { now: () => new Date(at) });
const { db, t } = dataOf(app);
const stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port: fake.port, protocol: 'http' });
const product = await listedProduct(app, false);
const zone = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] };
const cp = zone.codigosPostales[0]!.slice(0, 5);
const [owner] = await db.insert(t.personal).values({ email: 'duena.stripe@huertabaja.mx', nombre: 'Rosa', passwordHash: 'x', rol: 'dueño' }).returning();
await app.services.paymentSettings.update({ metodos: ['tarjeta', 'oxxo', 'spei'], contraEntregaMaximo: 3000, contraEntregaZonas: null, contraEntregaSoloConEntregado: false }, { id: owner!.id, nombre: owner!.nombre, email: owner!.email, rol: 'dueño' });

let events = 0;
function webhook(type: string, intent: object) {
  const payload = JSON.stringify({ id: `evt_cambio_${++events}`, object: 'event', type, data: { object: { object: 'payment_intent', currency: 'mxn', ...intent } } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}

/** A signed-in shopper's order of 12 pieces, paid by its own signed event. */
async function paidOrder(metodo_pago: 'oxxo' | 'spei', email: string) {
  const reg = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Lucía Cambios', usuario: email, password: 'clave-segura-1' } });
  const auth = { authorization: `Bearer ${reg.json().data.jwt}` };
  const placed = await app.inject({ method: 'POST', url: '/api/crear-pedido', headers: auth, payload: { ...customer, email, codigo_postal: cp, productos: [{ id: product.id, items: 12 }], metodo_pago } });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().pedido.id as number;
  const row = await orderRow(app, id);
  fake.setStatus(row.paymentIntentId!, 'succeeded');
  await webhook('payment_intent.succeeded', { id: row.paymentIntentId, amount: row.totalCentavos, status: 'succeeded' });
  expect((await orderRow(app, id)).estado).toBe('pagado');
  return { id, auth, total: row.totalCentavos };
}
async function changeTo(id: number, items: number, auth: Record<string, string>) {
  const res = await app.inject({ method: 'POST', url: '/trpc/orderChange.save', headers: { 'content-type': 'application/json', ...auth }, payload: { pedido_id: id, productos: [{ id: product.id, items }], version: 0 } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data as { mensaje: string; pagar: string | null };
}
const recordsOf = async (id: number) => (await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, id)).orderBy(t.movimientosDinero.id)).map((r) => [r.tipo, r.metodo, r.centavos]);
const price = Math.round(product.precio * 100);

describe('a paid order changed to more, with Stripe', () => {
  it('OXXO: a new voucher for exactly the difference, e-mailed; paid by its signed event once (replays and 10 racing deliveries)', async () => {
    const { id, auth, total } = await paidOrder('oxxo', 'oxxo.cambio@example.mx');
    const saved = await changeTo(id, 15, auth);
    const diff = 3 * price;
    expect(saved.mensaje).toContain('ficha OXXO por la diferencia');
    const create = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(create.body.get('allowed_payment_method_types[0]')).toBe('oxxo');
    expect(Number(create.body.get('amount'))).toBe(diff);
    expect(create.idempotencyKey).toBe(`cambio-${id}-1`);
    const row = await orderRow(app, id);
    expect(row).toMatchObject({ diferenciaMetodo: 'oxxo', diferenciaCentavos: diff, diferenciaPagadaEn: null });
    const mail = (await outbox(app)).filter((m) => m.tipo === 'pedido-cambiado' && m.para === 'oxxo.cambio@example.mx').at(-1)!;
    expect(mail.texto).toContain('12345678901234567890');
    expect(mail.texto).toContain(`https://payments.stripe.com/oxxo/voucher/${row.diferenciaIntentId}`);

    fake.setStatus(row.diferenciaIntentId!, 'succeeded');
    const event = { id: row.diferenciaIntentId, amount: diff, status: 'succeeded' };
    await Promise.all(Array.from({ length: 10 }, () => webhook('payment_intent.succeeded', event)));
    expect((await orderRow(app, id)).diferenciaPagadaEn).not.toBeNull();
    expect(await recordsOf(id)).toEqual([['pago', 'oxxo', total], ['pago', 'oxxo', diff]]);
    // The order's own state is untouched by its difference's event.
    expect((await orderRow(app, id)).estado).toBe('pagado');
  });

  it('SPEI: a transfer for the difference to the shopper’s CLABE; a part does not pay it, the rest does; a wrong amount never does', async () => {
    const { id, auth, total } = await paidOrder('spei', 'spei.cambio@example.mx');
    await changeTo(id, 14, auth);
    const diff = 2 * price;
    const create = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(create.body.get('allowed_payment_method_types[0]')).toBe('customer_balance');
    expect(Number(create.body.get('amount'))).toBe(diff);
    const row = await orderRow(app, id);
    const given = JSON.parse(row.diferenciaInstrucciones!) as { spei: { clabe: string } };
    const customerId = [...fake.customers.values()].find((c) => c.email === 'spei.cambio@example.mx')!.id;
    expect(given.spei.clabe).toBe(fake.customers.get(customerId)!.clabe);

    // A signed event whose amount is not the difference's pays nothing.
    await webhook('payment_intent.succeeded', { id: row.diferenciaIntentId, amount: diff - 100, status: 'succeeded' });
    expect((await orderRow(app, id)).diferenciaPagadaEn).toBeNull();
    await stripe.testHelpers.customers.fundCashBalance(customerId, { amount: 100, currency: 'mxn' });
    const partly = await stripe.paymentIntents.retrieve(row.diferenciaIntentId!);
    await webhook('payment_intent.partially_funded', { id: row.diferenciaIntentId, amount: diff, status: 'requires_action', next_action: partly.next_action });
    expect((await orderRow(app, id)).diferenciaPagadaEn).toBeNull();
    await stripe.testHelpers.customers.fundCashBalance(customerId, { amount: diff - 100, currency: 'mxn' });
    await webhook('payment_intent.succeeded', { id: row.diferenciaIntentId, amount: diff, status: 'succeeded' });
    expect((await orderRow(app, id)).diferenciaPagadaEn).not.toBeNull();
    expect(await recordsOf(id)).toEqual([['pago', 'spei', total], ['pago', 'spei', diff]]);
  });
});
