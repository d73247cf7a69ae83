import { toCentavos } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { clockAt, createTestApp } from '../../test/helpers';
import { customer, dataOf } from '../../test/orders-helpers';

// «Qué comprar» (issue 34): the coming days' demand per product, from paid, in-preparation and
// pay-on-delivery orders only, per delivery day, weighed products in kilos too.
// On a Friday morning: with Sundays closed the next two delivery days are Saturday and Monday, three calendar
// days apart (the test once assumed two, and failed on every Friday).
const { app } = await createTestApp({}, { now: clockAt('2026-11-27T10:00:00-08:00') });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.41.1');
const owner = await admin.addStaff('duena.compras@huertabaja.mx', 'dueño');
const listed = (await app.inject({ url: '/api/productos' })).json().data as { id: number; nombre: string; precio: number; descuento: number | 'N/A'; venta?: unknown }[];
// Two sold by the piece (the seed sells some by weight): the first is made a weighed one here.
const [mango, melon] = listed.filter((p) => p.descuento === 'N/A' && !p.venta);
{
  const { data } = await admin.call('products.get', { id: mango!.id }, { cookie: owner });
  const { id: _id, categoria: _c, archivado: _a, ...fields } = data as Record<string, unknown>;
  await admin.call('products.update', { id: mango!.id, producto: { ...fields, venta: { modo: 'peso', gramos: 250, minimo: 1 } } }, { cookie: owner });
}
const slots = (await app.inject({ url: `/trpc/catalog.deliverySlots?input=${encodeURIComponent(JSON.stringify({ codigo_postal: '22800' }))}` })).json().result.data as { dias: { dia: string }[] };
const [day1, day2] = slots.dias.map((d) => d.dia);
// Calendar days from the first delivery day through the second.
const span = (Date.parse(day2!) - Date.parse(day1!)) / 86_400_000 + 1;
const melonItems = Math.ceil(60_000 / toCentavos(melon!.precio));

let address = 0;
async function order(dia: string, mangoSteps: number, paid = true) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/crear-pedido',
    payload: { ...customer, codigo_postal: '22800', dia_entrega: dia, productos: [{ id: mango!.id, items: mangoSteps }, { id: melon!.id, items: melonItems }] },
    remoteAddress: `10.41.2.${++address}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  if (paid) await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: res.json().data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' }, remoteAddress: `10.41.3.${address}` });
  return res.json().pedido.id as number;
}

describe('what to buy', () => {
  it('sums the coming days’ confirmed orders per product and day, in kilos for weighed products; unpaid and cancelled ones do not count', async () => {
    await order(day1!, 6);
    await order(day1!, 2);
    await order(day2!, 4);
    await order(day2!, 40, false);
    const cancelled = await order(day2!, 40);
    await db.update(t.pedidos).set({ estado: 'cancelado' }).where(eq(t.pedidos.id, cancelled));

    const res = await admin.call('demand', { desde: day1, dias: span }, { cookie: owner });
    expect(res.status, res.message).toBe(200);
    const data = res.data as { dias: string[]; productos: { productoId: number; porDia: Record<string, { items: number; gramos: number | null; pedidos: number }>; total: { items: number; gramos: number | null; pedidos: number } }[] };
    expect(day1).toBe('2026-11-28');
    expect(day2).toBe('2026-11-30');
    expect(data.dias).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
    const m = data.productos.find((p) => p.productoId === mango!.id)!;
    expect(m.porDia[day1!]).toEqual({ items: 8, gramos: 2000, pedidos: 2, recurrentes: 0 });
    expect(m.porDia[day2!]).toEqual({ items: 4, gramos: 1000, pedidos: 1, recurrentes: 0 });
    expect(m.total).toEqual({ items: 12, gramos: 3000, pedidos: 3, recurrentes: 0 });
    const l = data.productos.find((p) => p.productoId === melon!.id)!;
    expect(l.total).toEqual({ items: melonItems * 3, gramos: null, pedidos: 3, recurrentes: 0 });
  });

  it('refuses a range of more than 14 days in Spanish, and strangers', async () => {
    const res = await admin.call('demand', { dias: 30 }, { cookie: owner });
    expect(res.status).toBe(400);
    expect(res.message).toContain('De 1 a 14 días.');
    expect((await admin.call('demand', { dias: 3 })).status).toBe(401);
  });
});
