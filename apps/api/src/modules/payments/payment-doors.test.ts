import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_ORIGIN, adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { counts, customer, dataOf, listedProduct, orderRow } from '../../test/orders-helpers';
import { chunks, rawRequest } from '../../test/raw-client';

// Attacks on issue 33's new doors, on a real socket: the payment method of a new order, «Simular pago
// recibido», the driver's procedures and the photo upload a driver may use.
const { app } = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.36.1');
const owner = await admin.addStaff('duena@huertabaja.mx', 'dueño');
const driver = await admin.addStaff('beto@huertabaja.mx', 'repartidor', 'Beto');
const product = await listedProduct(app, false);
const cp = ((await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0].codigosPostales[0] as string).slice(0, 5);
let address = 0;
const place = (extra: object) => app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, codigo_postal: cp, productos: [{ id: product.id, items: 12 }], ...extra }, remoteAddress: `10.36.2.${++address}` });

describe('a new order’s payment method', () => {
  it('answers a 30 KB method name with a short Spanish message and writes nothing', async () => {
    const before = await counts(app);
    const res = await place({ metodo_pago: 'x'.repeat(30_000) });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(400);
    expect(res.json().message).toContain('Forma de pago desconocida: «xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx». Usa tarjeta, oxxo, spei, contra_entrega o credito.');
    for (const bad of [null, 1, ['oxxo'], { metodo: 'oxxo' }, 'OXXO', 'contra entrega']) expect((await place({ metodo_pago: bad })).statusCode, JSON.stringify(bad)).toBe(400);
    expect(await counts(app)).toEqual(before);
  });
});

describe('money moved by staff', () => {
  it('refuses «Simular pago recibido» to a stranger, a driver and another site, and nothing is paid', async () => {
    const order = (await place({ metodo_pago: 'oxxo' })).json().pedido;
    expect((await admin.call('orders.simulatePayment', { id: order.id })).status).toBe(401);
    expect((await admin.call('orders.simulatePayment', { id: order.id }, { cookie: driver })).status).toBe(403);
    expect((await admin.call('orders.simulatePayment', { id: order.id }, { cookie: owner, origin: 'https://evil.example' })).status).toBe(403);
    expect((await admin.call('orders.simulatePayment', { id: order.id, monto: -5 }, { cookie: owner })).status).toBe(400);
    expect((await orderRow(app, order.id)).estado).toBe('pendiente_pago');
  });

  it('never lets a driver send a price, a total, someone else’s stop or a list past 200', async () => {
    const order = (await place({ metodo_pago: 'contra_entrega' })).json().pedido;
    await db.update(t.pedidos).set({ diaEntrega: app.services.today(), repartidorId: (await db.select().from(t.personal).where(eq(t.personal.email, 'beto@huertabaja.mx')))[0]!.id }).where(eq(t.pedidos.id, order.id));
    const deliver = (input: object) => admin.call('route.deliver', { id: order.id, recibio: 'Ana', ...input }, { cookie: driver });
    expect((await deliver({ total: 1, cobro: { metodo: 'efectivo', recibido: 1 } })).status).toBe(400);
    expect((await deliver({ cobro: { metodo: 'efectivo', recibido: order.total, monto: 1 } })).status).toBe(400);
    expect((await deliver({ cobro: { metodo: 'cheque', recibido: order.total } })).status).toBe(400);
    expect((await deliver({ cobro: { metodo: 'efectivo', recibido: 10_000_000 } })).status).toBe(400);
    expect((await deliver({ recibio: 'x'.repeat(500), cobro: { metodo: 'efectivo', recibido: order.total } })).status).toBe(400);
    expect((await admin.call('route.reorder', { ids: Array.from({ length: 201 }, (_, i) => i + 1) }, { cookie: driver })).status).toBe(400);
    expect((await admin.call('route.reorder', { ids: [order.id, order.id] }, { cookie: driver })).status).toBe(400);
    expect((await admin.call('route.day', undefined)).status).toBe(401);
    expect(await orderRow(app, order.id)).toMatchObject({ estado: 'preparando', pagadoEn: null, totalCentavos: Math.round(order.total * 100) });
    expect(await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, order.id))).toEqual([]);
  });

  it('answers a stranger’s 8 MB delivery photo at once (403 from another site, 401 without a session), and closes instead of reading it', async () => {
    for (const [origin, status] of [[null, 403], [ADMIN_ORIGIN, 401]] as const) {
      const res = await rawRequest({
        port,
        head: `POST /admin/imagenes?tipo=producto HTTP/1.1\r\nHost: 127.0.0.1\r\n${origin ? `origin: ${origin}\r\n` : ''}content-type: image/jpeg\r\ncontent-length: ${8 * 1024 * 1024}\r\n\r\n`,
        body: chunks(8, 1024 * 1024),
        timeoutMs: 5_000,
      });
      expect(res.status).toBe(status);
      expect(res.bodyBytesWhenAnswered).toBeLessThan(8 * 1024 * 1024);
      expect(res.closedByServer).toBe(true);
    }
  });
});
