// An order refused on an English page is told why in English (x-idioma: en), through REST and tRPC; the
// Spanish answer stays exactly as documented, and nothing is written either way.
import { DELIVERY_MESSAGES } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ SEED_STOCK: 'realista', RATE_LIMIT_DISABLED: 'true' });
const { db, t } = dataOf(app);
const orders = async () => (await db.select({ id: t.pedidos.id }).from(t.pedidos)).length;
const body = (productos: { id: number; items: number }[]) => ({ ...customer, email: 'jamie@example.mx', productos });

describe('a refused order, in the page’s language', () => {
  it('sold out, too few left, unknown: English with x-idioma en, the same Spanish without', async () => {
    const before = await orders();
    const out = body([{ id: 48, items: 1 }]); // Flor de jamaica: none in the seed's stock
    expect((await post(app, '/api/crear-pedido', out, { 'x-idioma': 'en' })).json().message).toBe('Sold out: «Flor de jamaica». Remove it from your cart to continue.');
    expect((await post(app, '/api/crear-pedido', out)).json().message).toBe('Agotado: «Flor de jamaica». Quítalo de tu carrito para continuar.');
    expect((await post(app, '/api/crear-pedido', out, { 'x-idioma': 'fr' })).json().message).toBe('Agotado: «Flor de jamaica». Quítalo de tu carrito para continuar.');

    await db.update(t.existencias).set({ disponibles: 2 }).where(eq(t.existencias.productoId, 1));
    const many = body([{ id: 1, items: 5 }]);
    expect((await post(app, '/api/crear-pedido', many, { 'x-idioma': 'en' })).json().message).toBe('Only 2 of «Aguacate Hass» left (you asked for 5). Change the quantity in your cart.');
    expect((await post(app, '/api/crear-pedido', many)).json().message).toBe('Solo quedan 2 de «Aguacate Hass» (pediste 5). Ajusta la cantidad en tu carrito.');

    const unknown = body([{ id: 99999, items: 1 }]);
    const res = await post(app, '/api/crear-pedido', unknown, { 'x-idioma': 'en' });
    expect([res.statusCode, res.json().message]).toEqual([404, 'Product not found: 99999.']);
    // Below the zone's minimum, and a postal code the shop does not serve: the contracts' words in Spanish.
    const few = { ...body([{ id: 2, items: 1 }]), codigo_postal: '22800' };
    expect((await post(app, '/api/crear-pedido', few, { 'x-idioma': 'en' })).json().message).toMatch(/^The minimum order for delivery in Ensenada is MX\$500\.00: add MX\$[\d,.]+ more\.$/);
    expect((await post(app, '/api/crear-pedido', few)).json().message).toMatch(/^El pedido mínimo para entregar en Ensenada es de \$500\.00: te faltan \$[\d,.]+\.$/);
    const far = { ...body([{ id: 2, items: 1 }]), codigo_postal: '99999' };
    expect((await post(app, '/api/crear-pedido', far, { 'x-idioma': 'en' })).json().message).toBe('We don’t deliver to postal code 99999 yet. Message us on WhatsApp and we’ll see how we can help.');
    expect((await post(app, '/api/crear-pedido', far)).json().message).toBe(DELIVERY_MESSAGES.unknownPostalCode('99999'));
    expect(await orders()).toBe(before);
  });

  it('through tRPC, as the storefront sends it', async () => {
    const res = await app.inject({ method: 'POST', url: '/trpc/order.create', headers: { 'x-idioma': 'en', 'content-type': 'application/json' }, payload: { ...body([{ id: 48, items: 1 }]), codigo_postal: '22800' } });
    expect(res.json().error.message).toMatch(/^Sold out: «Flor de jamaica»\. Remove it from your cart to continue\.$/);
    const spanish = await app.inject({ method: 'POST', url: '/trpc/order.create', headers: { 'content-type': 'application/json' }, payload: { ...body([{ id: 48, items: 1 }]), codigo_postal: '22800' } });
    expect(spanish.json().error.message).toBe('Agotado: «Flor de jamaica». Quítalo de tu carrito para continuar.');
  });
});
