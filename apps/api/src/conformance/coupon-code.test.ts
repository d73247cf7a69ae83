// Issue 47: a REST client that knows only the OpenAPI document sends a discount code as the optional
// `codigo` of POST /api/crear-pedido, and reads the discount from the order's new optional fields.
import { describe, expect, it } from 'vitest';
import { buyer, cartLine, openShop } from './shop';

const { client, app } = await openShop({ RATE_LIMIT_DISABLED: 'true', SEED_STOCK: 'sin-limite' });
// Set up from inside, as the owner would in «Cupones».
await app.services.database.db.insert(app.services.database.t.cupones).values({ codigo: 'HOLA15', tipo: 'porcentaje', valor: 15 });

describe('REST `codigo` from an OpenAPI-only client', () => {
  it('is optional, case-insensitive, and the order says what it took off', async () => {
    const doc = (await client.GET('/api/openapi.json')).data as unknown as { components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }> } };
    expect(Object.keys(doc.components.schemas.CreateOrderInput!.properties)).toContain('codigo');
    expect(doc.components.schemas.CreateOrderInput!.required ?? []).not.toContain('codigo');
    const products = (await client.GET('/api/productos')).data!.data;
    const p = products.find((x) => !x.agotado && !x.venta && x.descuento === 'N/A')!;
    const res = await client.POST('/api/crear-pedido', { body: { ...buyer, email: 'rest@example.mx', productos: [cartLine(p, 3)], codigo: 'hola15' } });
    const pedido = res.data!.pedido;
    expect(pedido.cupon).toBe('HOLA15');
    expect(pedido.descuento).toBe(Math.round(pedido.subtotal * 15) / 100);
    expect(pedido.total).toBeCloseTo(pedido.subtotal - pedido.descuento! + pedido.envio, 2);
    // Without it, the documented fields are as before.
    const plain = (await client.POST('/api/crear-pedido', { body: { ...buyer, email: 'rest@example.mx', productos: [cartLine(p, 3)] } })).data!.pedido;
    expect([plain.cupon, plain.descuento, plain.total]).toEqual([null, 0, plain.subtotal + plain.envio]);
  });
  it('a refusal is an error envelope naming the field', async () => {
    const products = (await client.GET('/api/productos')).data!.data;
    const res = await client.POST('/api/crear-pedido', { body: { ...buyer, email: 'rest@example.mx', productos: [cartLine(products.find((x) => !x.agotado)!, 1)], codigo: 'NADA' } });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual({ success: false, message: 'El cupón NADA no existe.', campo: 'codigo' });
  });
});
