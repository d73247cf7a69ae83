import { eq, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fakeStripeEnv, startFakeStripe } from '../../test/fake-stripe';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, outbox } from '../../test/orders-helpers';

// A standing order paid by a card saved at Stripe (issue 34), through the real SDK against the local fake of
// Stripe's API: a SetupIntent for off-session use on the shopper's customer, confirmed in the browser (here
// by the fake), read back from Stripe (never from the browser); each occurrence's intent confirmed
// off-session with that card, once per key; a decline holds the day with Stripe's reason in Spanish.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2027-03-01T18:00:00Z'));
afterAll(() => vi.useRealTimers());
const fake = await startFakeStripe();
afterAll(() => fake.close());
const { app } = await createTestApp(fakeStripeEnv(fake.port, 'whsec_recurrente'));
const { db, t } = dataOf(app);
const product = await listedProduct(app, false);
const zone = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] };
const cp = zone.codigosPostales[0]!.slice(0, 5);
const [owner] = await db.insert(t.personal).values({ email: 'duena@huertabaja.mx', nombre: 'Rosa', passwordHash: 'x', rol: 'dueño' }).returning();
await app.services.paymentSettings.update({ metodos: ['tarjeta', 'contra_entrega'], contraEntregaMaximo: 3000, contraEntregaZonas: null, contraEntregaSoloConEntregado: false }, { id: owner!.id, nombre: owner!.nombre, email: owner!.email, rol: 'dueño' });

let address = 0;
const from = () => `10.46.1.${(++address % 250) + 1}`;
const tokenOf = async (email: string) => {
  await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Marta', usuario: email, password: 'clave-segura-1' }, remoteAddress: from() });
  return (await app.inject({ method: 'POST', url: '/api/login', payload: { usuario: email, password: 'clave-segura-1' }, remoteAddress: from() })).json().data.jwt as string;
};
const email = 'marta@casa.mx';
const token = await tokenOf(email);
const call = async (path: string, input?: unknown, jwt = token) => {
  const authorization = `Bearer ${jwt}`;
  const res =
    input === undefined
      ? await app.inject({ url: `/trpc/${path}`, headers: { authorization }, remoteAddress: from() })
      : await app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { authorization, 'content-type': 'application/json' }, payload: input as object, remoteAddress: from() });
  const body = res.json();
  return body.result ? body.result.data : { error: body.error?.message as string };
};
const placed = await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, email, calle: 'Calle Dos 2', colonia: 'Centro', codigo_postal: cp, productos: [{ id: product.id, items: 12 }], metodo_pago: 'contra_entrega' }, headers: { authorization: `Bearer ${token}` }, remoteAddress: from() });
const pastOrder = placed.json().pedido as { id: number };
const planOrders = async () => db.select().from(t.pedidos).where(ne(t.pedidos.id, pastOrder.id)).orderBy(t.pedidos.id);
const generateFor = async (dia: string) => {
  const due = new Date(Date.parse(`${dia}T07:00:00Z`) - 2 * 86_400_000);
  vi.setSystemTime(due);
  await app.services.standingOrders.generateDue(due);
};
/** What the account page does: agree, get a SetupIntent, let Stripe.js confirm it, then ask the server to save it. */
const saveCard = async (card: { last4: string; fails?: boolean }) => {
  const { clientSecret } = await call('account.cardSetup', { consentimiento: true });
  const id = clientSecret.split('_secret_')[0] as string;
  fake.confirmSetup(id, card);
  return { id, saved: await call('account.saveStripeCard', { setup_intent: id, consentimiento: true }) };
};

describe('standing orders paid by a card saved at Stripe', () => {
  it('saves the card a confirmed SetupIntent of this account holds, read from Stripe', async () => {
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await call('account.cardSetup', {})).error).toBe('consentimiento: Marca la casilla para autorizar los cobros de tus pedidos recurrentes.');
    const { clientSecret } = await call('account.cardSetup', { consentimiento: true });
    const pending = clientSecret.split('_secret_')[0] as string;
    expect(fake.setups.get(pending)).toMatchObject({ usage: 'off_session', metadata: { usuario_id: expect.any(String) } });
    expect(fake.setups.get(pending)!.customer).toMatch(/^cus_/);
    expect((await call('account.saveStripeCard', { setup_intent: pending, consentimiento: true })).error).toBe('La tarjeta aún no se confirmó: intenta de nuevo.');
    const { id, saved } = await saveCard({ last4: '4242' });
    expect(saved.message).toBe('Tarjeta Visa terminada en 4242 guardada para tus pedidos recurrentes.');
    expect(saved.tarjeta).toMatchObject({ marca: 'Visa', ultimos4: '4242', vence: '04/31', proveedor: 'stripe' });
    // Replayed: the same card, once. Another account cannot take it.
    await call('account.saveStripeCard', { setup_intent: id, consentimiento: true });
    expect(await db.select().from(t.tarjetasGuardadas)).toHaveLength(1);
    const stranger = await tokenOf('otra@casa.mx');
    expect((await call('account.saveStripeCard', { setup_intent: id, consentimiento: true }, stranger)).error).toBe('No encontramos esa tarjeta.');
  });

  it('each occurrence’s intent is confirmed off-session with the saved card, for its customer, once', async () => {
    const made = await call('account.createStandingOrder', { pedido_id: pastOrder.id, frecuencia: 'semanal', metodo_pago: 'tarjeta' });
    expect(made.message).toContain('Listo');
    const next = (await call('account.standingOrders'))[0].proximo as string;
    await generateFor(next);
    await app.services.standingOrders.generateDue(new Date());
    const [order] = await planOrders();
    expect(order).toMatchObject({ diaEntrega: next, metodoPago: 'tarjeta', estado: 'pagado' });
    const [card] = await db.select().from(t.tarjetasGuardadas);
    const confirms = fake.requests.filter((r) => r.path === `/v1/payment_intents/${order!.paymentIntentId}/confirm`);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]!.body.get('off_session')).toBe('true');
    expect(confirms[0]!.body.get('payment_method')).toBe(card!.metodoPagoId);
    expect(confirms[0]!.idempotencyKey).toBeTruthy();
    expect(fake.intents.get(order!.paymentIntentId!)).toMatchObject({ status: 'succeeded', customer: card!.clienteId });
  });

  it('a new card replaces the old one (detached at Stripe); declined, the day is held with Stripe’s reason and told once', async () => {
    const [old] = await db.select().from(t.tarjetasGuardadas);
    await saveCard({ last4: '9995', fails: true });
    expect(fake.requests.some((r) => r.path === `/v1/payment_methods/${old!.metodoPagoId}/detach`)).toBe(true);
    expect(await db.select().from(t.tarjetasGuardadas).where(eq(t.tarjetasGuardadas.estado, 'activa'))).toMatchObject([{ ultimos4: '9995' }]);
    const next = (await call('account.standingOrders'))[0].proximo as string;
    await generateFor(next);
    await app.services.standingOrders.generateDue(new Date());
    const order = (await planOrders()).at(-1)!;
    expect(order).toMatchObject({ diaEntrega: next, estado: 'pendiente_pago', errorPago: 'Tu tarjeta no tiene fondos suficientes.' });
    expect((await db.select().from(t.ocurrenciasRecurrentes).where(eq(t.ocurrenciasRecurrentes.dia, next)))[0]).toMatchObject({ estado: 'retenido', pedidoId: order.id });
    expect((await outbox(app)).filter((m) => m.tipo === 'recurrente-sin-cobro' && m.para === email)).toHaveLength(1);
  });
});
