// An order's money as records written once (issue 33's base): a payment when the order becomes paid, a
// refund when its cancellation returns the money — never twice, whatever is repeated.
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, post } from '../../test/orders-helpers';
import { moneyOf } from './money-records';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { db, t } = dataOf(app);
const { addStaff, call } = adminClient(app, '10.21.0');
const card = (secret: string) => ({ payment_intent_client_secret: secret, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' });

describe('an order’s money, recorded once', () => {
  it('one payment however often it is confirmed, one refund however often it is retried', async () => {
    const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
    const product = await listedProduct(app, false);
    const created = (await post(app, '/api/crear-pedido', { ...customer, email: 'dinero@example.mx', productos: [{ id: product.id, items: 3 }] })).json();
    const secret = created.data as string;
    const intent = secret.split('_secret_')[0]!;
    const id = created.pedido.id as number;
    expect(await moneyOf(db, t, id)).toEqual([]);

    await post(app, '/api/pago-prueba', card(secret));
    await Promise.all([1, 2, 3].map(() => post(app, '/api/confirmar-pedido', { payment_intent: intent, payment_intent_client_secret: secret })));
    const total = Math.round(created.pedido.total * 100);
    expect(await moneyOf(db, t, id)).toMatchObject([{ tipo: 'pago', metodo: 'tarjeta', proveedor: 'prueba', referencia: intent, centavos: total, moneda: 'MXN' }]);

    expect((await call('orders.move', { ids: [id], estado: 'cancelado' }, { cookie: owner })).status).toBe(200);
    await call('orders.retryRefund', { id }, { cookie: owner });
    const rows = await moneyOf(db, t, id);
    expect(rows.map((r) => [r.tipo, r.centavos])).toEqual([
      ['pago', total],
      ['reembolso', total],
    ]);
    expect(rows[1]!.referencia).not.toBe(intent);
    // The back office's order page lists them.
    const detail = (await call('orders.get', { id }, { cookie: owner })).data as { dinero: { tipo: string; monto: number; referencia: string }[] };
    expect(detail.dinero.map((m) => [m.tipo, m.monto])).toEqual([
      ['pago', created.pedido.total],
      ['reembolso', created.pedido.total],
    ]);
  });
});
