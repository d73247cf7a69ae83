// A cancelled and refunded order showed only «Cancelado» to its shopper: /api/mis-pedidos (and the
// storefront's /account, from the same order shape) now say the refund, its amount, its date and when
// it reaches the card.
import { formatMXN, refundArrival, refundSentence, toCentavos } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, listedProduct, outbox, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { addStaff, call } = adminClient(app, '10.15.0');

describe('a cancelled paid order, as its shopper sees it', () => {
  it('carries the refund: amount, date and the days it reaches the card', async () => {
    const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
    const jwt = (await post(app, '/api/registrar', { nombre: 'Reembolso', usuario: 'reembolso@example.mx', password: 'clave-segura-1' })).json().data.jwt as string;
    const auth = { authorization: `Bearer ${jwt}` };
    const product = await listedProduct(app, false);
    const created = (await post(app, '/api/crear-pedido', { ...customer, email: 'reembolso@example.mx', productos: [{ id: product.id, items: 4 }] }, auth)).json();
    await post(app, '/api/pago-prueba', { payment_intent_client_secret: created.data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' });
    const mine = async () => ((await app.inject({ url: '/api/mis-pedidos', headers: auth })).json().data as { id: number; estado: string; reembolso: unknown }[]).find((o) => o.id === created.pedido.id)!;
    expect((await mine()).reembolso).toBeNull();

    expect((await call('orders.move', { ids: [created.pedido.id], estado: 'cancelado' }, { cookie: owner })).status).toBe(200);
    const today = new Date().toLocaleDateString('en-CA');
    const { desde, hasta } = refundArrival(today);
    expect(await mine()).toMatchObject({
      estado: 'cancelado',
      reembolso: { estado: 'reembolsado', monto: created.pedido.total, fecha: today, llega_desde: desde, llega_hasta: hasta },
    });
    // The e-mail says the same: the amount, the day and when it reaches the card.
    const mail = (await outbox(app)).find((m) => m.para === 'reembolso@example.mx' && m.tipo === 'pedido-cancelado')!;
    expect(mail.texto).toContain(refundSentence(formatMXN(toCentavos(created.pedido.total)), today));
    expect(mail.texto).toMatch(/Te reembolsamos \$[\d,.]+ a la tarjeta con la que pagaste el \d+ de \w+; según tu banco, se verá en tu estado de cuenta entre el \d+ de \w+ y el \d+ de \w+\./);
  });
});
