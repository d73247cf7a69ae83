import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, orderRow, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const product = await listedProduct(app, false);
const { db, t } = dataOf(app);
const orderOf = (id: number) => orderRow(app, id);
const rowsWithKey = (key: string) => db.select().from(t.pedidos).where(eq(t.pedidos.claveIdempotencia, key));
const key = (n: number) => `clave-de-prueba-${String(n).padStart(4, '0')}`;
const order = (clave: string, items = 2, headers: Record<string, string> = {}) =>
  post(app, '/api/crear-pedido', { ...customer, productos: [{ id: product.id, items }], clave_idempotencia: clave }, headers);

/** Pays a client secret with the approving test card and confirms it, as the browser does. */
async function pay(clientSecret: string) {
  const paid = await post(app, '/api/pago-prueba', { payment_intent_client_secret: clientSecret, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' });
  if (paid.statusCode !== 200) return paid;
  return post(app, '/api/confirmar-pedido', { payment_intent: clientSecret.split('_secret_')[0], payment_intent_client_secret: clientSecret });
}

/** The process dies after the order's commit, before its payment intent exists (seen under kill -9). */
async function withCrashBeforeIntent<T>(action: () => Promise<T>): Promise<T> {
  // As with Stripe: the intent is made after the order's commit, over the network (here: never answered).
  const provider = app.services.testPayments!;
  const { createIntent, local } = provider;
  provider.createIntent = async () => {
    throw new Error('proceso terminado');
  };
  provider.local = undefined;
  try {
    return await action();
  } finally {
    provider.createIntent = createIntent;
    provider.local = local;
  }
}

describe('an order whose payment intent was never created', () => {
  it('is payable when the guest comes back with the same checkout key: same order, intent made on demand', async () => {
    const lost = await withCrashBeforeIntent(() => order(key(1)));
    expect(lost.statusCode).toBe(500);
    const [stuck] = (await rowsWithKey(key(1)));
    expect(stuck).toMatchObject({ estado: 'pendiente_pago', paymentIntentId: null });

    const retried = await order(key(1));
    expect(retried.statusCode).toBe(201);
    expect(retried.json().pedido.id).toBe(stuck!.id);
    expect((await pay(retried.json().data)).json()).toMatchObject({ success: true, message: '¡Pago confirmado! Gracias por tu compra.', pedido: { id: stuck!.id, estado: 'pagado' } });
    expect((await orderOf(stuck!.id)).estado).toBe('pagado');
    // A later retry (the answer lost again) replays the paid order; there is still one order.
    expect((await order(key(1))).json().pedido).toMatchObject({ id: stuck!.id, estado: 'pagado' });
    expect((await rowsWithKey(key(1)))).toHaveLength(1);
  });

  it('is payable from the account (POST /api/reanudar-pago), only by its owner', async () => {
    const reg = await post(app, '/api/registrar', { nombre: 'Ana', usuario: 'ana.reanuda@example.mx', password: 'clave-segura-1' });
    const auth = { authorization: `Bearer ${reg.json().data.jwt}` };
    await withCrashBeforeIntent(() => order(key(2), 1, auth));
    const [stuck] = (await rowsWithKey(key(2)));
    expect((await post(app, '/api/reanudar-pago', { pedido_id: stuck!.id })).statusCode).toBe(401);
    const other = await post(app, '/api/registrar', { nombre: 'Beto', usuario: 'beto.reanuda@example.mx', password: 'clave-segura-1' });
    expect((await post(app, '/api/reanudar-pago', { pedido_id: stuck!.id }, { authorization: `Bearer ${other.json().data.jwt}` })).statusCode).toBe(404);

    const resumed = await post(app, '/api/reanudar-pago', { pedido_id: stuck!.id }, auth);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ success: true, message: 'Completa el pago de tu pedido.', pedido: { id: stuck!.id, estado: 'pendiente_pago' } });
    // Asked twice (two tabs), the same intent.
    expect((await post(app, '/api/reanudar-pago', { pedido_id: stuck!.id }, auth)).json().data).toBe(resumed.json().data);
    await pay(resumed.json().data);
    expect((await post(app, '/api/reanudar-pago', { pedido_id: stuck!.id }, auth)).json()).toEqual({ success: false, message: 'Este pedido ya está pagado.' });
  });
});

describe('the shopper cancels an unpaid order from the account', () => {
  it('cancels it with its intent, only for its owner, and never a paid one', async () => {
    const reg = await post(app, '/api/registrar', { nombre: 'Carla', usuario: 'carla.cancela@example.mx', password: 'clave-segura-1' });
    const auth = { authorization: `Bearer ${reg.json().data.jwt}` };
    const unpaid = (await order(key(20), 1, auth)).json();
    const paid = (await order(key(21), 1, auth)).json();
    await pay(paid.data);

    expect((await post(app, '/api/cancelar-pedido', { pedido_id: unpaid.pedido.id })).statusCode).toBe(401);
    const other = await post(app, '/api/registrar', { nombre: 'Dani', usuario: 'dani.cancela@example.mx', password: 'clave-segura-1' });
    expect((await post(app, '/api/cancelar-pedido', { pedido_id: unpaid.pedido.id }, { authorization: `Bearer ${other.json().data.jwt}` })).statusCode).toBe(404);

    const cancelled = await post(app, '/api/cancelar-pedido', { pedido_id: unpaid.pedido.id }, auth);
    expect(cancelled.json()).toMatchObject({ success: true, message: 'Pedido cancelado.', pedido: { id: unpaid.pedido.id, estado: 'cancelado' } });
    expect((await pay(unpaid.data)).statusCode).toBe(409);
    expect((await post(app, '/api/cancelar-pedido', { pedido_id: unpaid.pedido.id }, auth)).statusCode).toBe(200); // twice: same answer
    const refused = await post(app, '/api/cancelar-pedido', { pedido_id: paid.pedido.id }, auth);
    expect(refused.json()).toEqual({ success: false, message: 'Este pedido ya está pagado: para cancelarlo, escríbenos.' });
    expect((await orderOf(paid.pedido.id)).estado).toBe('pagado');
  });
});

describe('the checkout key', () => {
  it('turns a double submit into one order', async () => {
    const [a, b] = await Promise.all([order(key(3)), order(key(3))]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().pedido.id).toBe(b.json().pedido.id);
    expect(a.json().data).toBe(b.json().data);
    expect((await rowsWithKey(key(3)))).toHaveLength(1);
  });

  it('refuses the same key with another order, changing nothing', async () => {
    await order(key(4), 1);
    const other = await order(key(4), 5);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Esta clave de pedido ya se usó con otros datos. Recarga la página e intenta de nuevo.');
    expect((await rowsWithKey(key(4)))).toHaveLength(1);
  });

  it('is validated like every field', async () => {
    const res = await order('corta');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Clave del pedido: /);
  });
});

describe('unpaid orders are cancelled after UNPAID_ORDER_TIMEOUT_HOURS (24 h)', () => {
  const age = (id: number, hours: number) =>
    db
      .update(t.pedidos)
      .set({ creado: new Date(Date.now() - hours * 3_600_000).toISOString() })
      .where(eq(t.pedidos.id, id));

  it('cancels old unpaid orders, with or without an intent, and nothing can pay them afterwards', async () => {
    const withIntent = (await order(key(10))).json();
    await withCrashBeforeIntent(() => order(key(11)));
    const withoutIntent = (await rowsWithKey(key(11)))[0]!;
    const recent = (await order(key(12))).json();
    const paid = (await order(key(13))).json();
    await pay(paid.data);
    for (const id of [withIntent.pedido.id, withoutIntent.id, paid.pedido.id]) await age(id, 25);
    await age(recent.pedido.id, 23);

    expect(await app.services.unpaidOrders.sweep()).toBe(2);
    expect((await orderOf(withIntent.pedido.id)).estado).toBe('cancelado');
    expect((await orderOf(withoutIntent.id)).estado).toBe('cancelado');
    expect((await orderOf(recent.pedido.id)).estado).toBe('pendiente_pago');
    expect((await orderOf(paid.pedido.id)).estado).toBe('pagado');
    // The cancelled order's intent is cancelled too: the card form and the confirmation refuse it.
    const intentId = withIntent.data.split('_secret_')[0];
    expect((await db.select().from(t.pagosPrueba).where(eq(t.pagosPrueba.id, intentId)))[0]!.estado).toBe('canceled');
    const late = await pay(withIntent.data);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Este pago se canceló junto con su pedido. Si aún lo quieres, vuelve a hacer tu pedido.');
    const confirm = await post(app, '/api/confirmar-pedido', { payment_intent: intentId, payment_intent_client_secret: withIntent.data });
    expect(confirm.json()).toEqual({ success: false, message: 'Este pedido fue cancelado. Si aún lo quieres, vuelve a hacer tu pedido.' });
    expect((await order(key(11))).statusCode).toBe(409);
    // A second sweep (another process) changes nothing.
    expect(await app.services.unpaidOrders.sweep()).toBe(0);
  });
});
