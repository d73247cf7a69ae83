// The owner's «Clientes» listed a customer with 0 orders and $0 though she had a delivered order placed
// as a guest and claimed after verifying her e-mail. The list must agree with the orders it summarises,
// claimed ones included, on both engines.
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, listedProduct, outbox, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { call, addStaff } = adminClient(app, '10.14.0');
const EMAIL = 'lupita@example.mx';
const BOUGHT = ['pagado', 'preparando', 'enviado', 'entregado'];

/** A guest order paid by card in test mode, as the storefront pays it. */
async function paidGuestOrder(items: number) {
  const product = await listedProduct(app, false);
  const created = (await post(app, '/api/crear-pedido', { ...customer, email: EMAIL, productos: [{ id: product.id, items }] })).json();
  await post(app, '/api/pago-prueba', { payment_intent_client_secret: created.data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' });
  return created.pedido.id as number;
}

describe('a customer’s totals in «Clientes»', () => {
  it('count the guest orders she claimed by verifying her e-mail, as her orders say', async () => {
    const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
    const delivered = await paidGuestOrder(7);
    for (const estado of ['preparando', 'enviado', 'entregado']) expect((await call('orders.move', { ids: [delivered], estado }, { cookie: owner })).status).toBe(200);
    await paidGuestOrder(2);
    await post(app, '/api/crear-pedido', { ...customer, email: EMAIL, productos: [{ id: (await listedProduct(app, false)).id, items: 1 }] }); // unpaid: not bought

    const jwt = (await post(app, '/api/registrar', { nombre: 'Lupita Invitada', usuario: EMAIL, password: 'clave-segura-1' })).json().data.jwt as string;
    const auth = { authorization: `Bearer ${jwt}` };
    await post(app, '/api/verificar-correo/solicitar', {}, auth);
    const token = /token=([\w-]+)/.exec((await outbox(app)).filter((m) => m.para === EMAIL && m.tipo === 'verificar-correo').at(-1)!.texto)![1];
    expect((await post(app, '/api/verificar-correo', { token })).json().data).toEqual({ pedidos_agregados: 3 });

    const orders = (await app.inject({ url: '/api/mis-pedidos', headers: auth })).json().data as { estado: string; total: number; creado: string }[];
    const bought = orders.filter((o) => BOUGHT.includes(o.estado));
    expect(bought).toHaveLength(2);
    const list = (await call('customers.list', { q: 'lupita' }, { cookie: owner })).data as { clientes: { email: string; pedidos: number; gastado: number; ultimoPedido: string | null }[] };
    expect(list.clientes).toHaveLength(1);
    expect(list.clientes[0]).toMatchObject({
      email: EMAIL,
      pedidos: bought.length,
      gastado: Math.round(bought.reduce((sum, o) => sum + o.total * 100, 0)) / 100,
      ultimoPedido: bought.map((o) => o.creado).sort().at(-1),
    });
  });

  it('count a later guest order with her proven e-mail at once, before she opens her account', async () => {
    const staff = await addStaff('beto@huertabaja.mx', 'empleado');
    type Row = { id: number; pedidos: number; gastado: number };
    const lupita = async () => ((await call('customers.list', { q: 'lupita' }, { cookie: staff })).data as { clientes: Row[] }).clientes[0]!;
    const before = await lupita();
    const later = await paidGuestOrder(3);
    const after = await lupita();
    expect(after.pedidos).toBe(before.pedidos + 1);
    const detail = (await call('customers.get', { id: after.id }, { cookie: staff })).data as { historial: { id: number }[] };
    expect(detail.historial.map((o) => o.id)).toContain(later);
  });
});
