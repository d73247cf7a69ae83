import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, listedProduct, orderRow, outbox, post } from '../../test/orders-helpers';

// An order with produce sold by weight, paid by card, as its shopper is told (issue 43): the card is only
// authorized for the estimate plus the margin, nothing charged until packing; in English, the products and the
// delivery window by their English names, as the English checkout showed them.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const admin = adminClient(app, '10.43.1');
const owner = await admin.addStaff('duena.confirma@huertabaja.mx', 'dueño');
type Listed = { id: number; nombre: string; precio: number; descuento: number | 'N/A'; venta?: { modo: string; gramos: number } };
const listed = (await app.inject({ url: '/api/productos' })).json().data as Listed[];
// The seed's tomatoes, sold in quarter kilos (their English name is the seed's too).
const tomato = listed.find((p) => p.nombre === 'Tomate saladette')!;
const piece = await listedProduct(app, false);

/** 1.5 kg of tomatoes and a dozen pieces, for the morning window in Ensenada, paid with the test card; the order's row. */
async function paidOrder(email: string, headers: Record<string, string> = {}) {
  const res = await post(app, '/api/crear-pedido', { ...customer, email, codigo_postal: '22800', ventana: 'manana', productos: [{ id: tomato.id, items: 6 }, { id: piece.id, items: 12 }] }, headers);
  expect(res.statusCode, res.body).toBe(201);
  const { data: secret, pedido } = res.json() as { data: string; pedido: { id: number } };
  expect((await post(app, '/api/pago-prueba', { payment_intent_client_secret: secret, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' })).statusCode).toBe(200);
  return orderRow(app, pedido.id);
}
const mailOf = async (email: string, kind: string) => (await outbox(app)).filter((m) => m.para === email && m.tipo === kind).at(-1)!;

describe('a card held for produce sold by weight', () => {
  it('is told as held, not paid: the estimate, what the card holds, and that packing charges what was weighed', async () => {
    expect(tomato.venta).toMatchObject({ modo: 'peso', gramos: 250 });
    const order = await paidOrder('retenido@example.mx');
    // Held: the estimate plus the margin of the weighed line.
    expect(order.cobroCentavos).toBeGreaterThan(order.totalCentavos);
    const mail = (await mailOf('retenido@example.mx', 'pedido')).texto;
    expect(mail).not.toContain('Recibimos el pago');
    expect(mail).toContain(`¡Gracias por tu compra! Confirmamos tu pedido #${order.id}: tu tarjeta quedó autorizada y aún no te cobramos; te cobramos lo que pese al empacarlo.`);
    expect(mail).toContain('- Tomate saladette ≈ 1.5 kg — $');
    expect(mail).toContain(`Total estimado: $${(order.totalCentavos / 100).toFixed(2)}`);
    expect(mail).toContain(`Autorizamos $${(order.cobroCentavos! / 100).toFixed(2)} en tu tarjeta`);
    expect(mail).not.toContain('Total pagado');
  });

  it('in English: the products and the window by their English names in the confirmation and once weighed; the shop’s notice stays Spanish', async () => {
    const order = await paidOrder('weighed.english@example.com', { 'x-idioma': 'en' });
    expect(order.idioma).toBe('en');
    const mail = (await mailOf('weighed.english@example.com', 'pedido')).texto;
    expect(mail).toContain(`Your order #${order.id} is confirmed: your card is authorized and nothing is charged yet`);
    expect(mail).toContain('- Roma tomato ≈ 1.5 kg — MX$');
    expect(mail).toContain(`- Honeydew melon × 12 — MX$`);
    expect(mail).toContain(' · Morning (9 am–1 pm).');
    expect(mail).not.toMatch(/Tomate|Melón|Mañana/);
    const shop = (await outbox(app)).filter((m) => m.tipo === 'pedido-tienda' && m.asunto.includes(`#${order.id} `)).at(-1)!.texto;
    expect(shop).toContain('- Tomate saladette ≈ 1.5 kg');
    expect(shop).toContain('Mañana (9:00 a 13:00)');

    // Packed and sent: the weighing's e-mail names the tomatoes in English too.
    const as = { cookie: owner };
    expect((await admin.call('orders.move', { ids: [order.id], estado: 'preparando', confirmar: true }, as)).status).toBe(200);
    expect((await admin.call('orders.weigh', { id: order.id, productoId: tomato.id, gramos: 1420 }, as)).status).toBe(200);
    expect((await admin.call('orders.move', { ids: [order.id], estado: 'enviado', confirmar: true }, as)).status).toBe(200);
    const weighed = (await mailOf('weighed.english@example.com', 'pedido-pesado')).texto;
    expect(weighed).toContain('- Roma tomato: you ordered ≈ 1.5 kg, it weighed 1.42 kg = MX$');
    expect(weighed).not.toContain('Tomate');
  });
});
