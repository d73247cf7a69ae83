import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf } from '../../test/orders-helpers';

// Issue 47: a weighed line's part of a code is computed on its estimate and kept as that amount once weighed,
// never more than the line's final price; the order as packed is charged subtotal − descuento + envío.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.47.6');
const owner = await admin.addStaff('duena.peso@huertabaja.mx', 'dueño');
type Listed = { id: number; precio: number; descuento: number | 'N/A'; venta?: unknown };
const [tomato, piece] = ((await app.inject({ url: '/api/productos' })).json().data as Listed[]).filter((p) => p.descuento === 'N/A' && !p.venta);
{
  const { data } = await admin.call('products.get', { id: tomato!.id }, { cookie: owner });
  const { id: _id, categoria: _c, archivado: _a, ...fields } = data as Record<string, unknown>;
  expect((await admin.call('products.update', { id: tomato!.id, producto: { ...fields, venta: { modo: 'peso', gramos: 250, minimo: 1 } } }, { cookie: owner })).status).toBe(200);
}
await admin.call('coupons.create', { codigo: 'PESO20', tipo: 'porcentaje', valor: 20 }, { cookie: owner });

describe('a code on an order with a weighed line', () => {
  it('keeps the weighed line’s discount as ordered, capped at what it finally costs; the packed total follows', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, codigo: 'PESO20', productos: [{ id: tomato!.id, items: 8 }, { id: piece!.id, items: 12 }] } });
    expect(res.statusCode, res.body).toBe(201);
    const { data: secret, pedido } = res.json() as { data: string; pedido: { id: number } };
    await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: secret, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' } });
    expect((await admin.call('orders.move', { ids: [pedido.id], estado: 'preparando' }, { cookie: owner })).status).toBe(200);
    const lineOf = async () => (await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, pedido.id))).find((l) => l.productoId === tomato!.id)!;
    const ordered = await lineOf();
    expect(ordered.descuentoCentavos).toBe(Math.round(ordered.totalLineaCentavos * 0.2));
    // Weighed at 1.8 kg of the 2 kg ordered: the line costs less, its discount stays the amount it was.
    expect((await admin.call('orders.weigh', { id: pedido.id, productoId: tomato!.id, gramos: 1800 }, { cookie: owner })).status).toBe(200);
    const weighed = await lineOf();
    const [row] = await db.select().from(t.pedidos).where(eq(t.pedidos.id, pedido.id));
    const lines = await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, pedido.id));
    const packed = lines.reduce((n, l) => n + (l.totalFinalCentavos ?? l.totalLineaCentavos), 0);
    const descuento = lines.reduce((n, l) => n + Math.min(l.descuentoCentavos, l.totalFinalCentavos ?? l.totalLineaCentavos), 0);
    expect(weighed.descuentoCentavos).toBe(ordered.descuentoCentavos);
    expect(descuento).toBe(row!.descuentoCentavos);
    expect(row!.totalFinalCentavos).toBe(packed - descuento + row!.envioCentavos);
    // Weighed at almost nothing (4 g, confirmed): the discount is never more than the line's final price.
    expect((await admin.call('orders.weigh', { id: pedido.id, productoId: tomato!.id, gramos: 4, confirmar: true }, { cookie: owner })).status).toBe(200);
    const tiny = await lineOf();
    const [after] = await db.select().from(t.pedidos).where(eq(t.pedidos.id, pedido.id));
    const others = lines.filter((l) => l.productoId !== tomato!.id).reduce((n, l) => n + l.totalLineaCentavos - l.descuentoCentavos, 0);
    expect(tiny.totalFinalCentavos!).toBeLessThan(tiny.descuentoCentavos);
    expect(after!.totalFinalCentavos).toBe(others + 0 + after!.envioCentavos);
  });
});
