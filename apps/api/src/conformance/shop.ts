// The shop as a stranger meets it: the real app on a real port (a fresh database on this run's engine),
// called through a client generated from its OpenAPI document — never the project's own tRPC client or
// test helpers. Only the server side is set up from inside.
import createClient from 'openapi-fetch';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../test/helpers';
import type { components, paths } from './openapi';

export type Schemas = components['schemas'];
export type Product = Schemas['ProductsResponse']['data'][number];
export type CartLine = Schemas['CreateOrderInput']['productos'][number];
export type Client = ReturnType<typeof createClient<paths>>;

/** Starts the shop on 127.0.0.1 (stopped after the file's tests) and returns a generated client for it. */
export async function openShop(env: Record<string, string> = {}) {
  // The stock a new shop starts with: tens of units each, two products sold out.
  const { app } = await createTestApp({ SEED_STOCK: 'realista', ...env });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // `app`: only for what the server side must set up from inside (a discount code the owner made).
  return { baseUrl, client: createClient<paths>({ baseUrl }) as Client, app };
}

export const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });

/** API.md's CartLine: the product object exactly as received, plus `items` and `fechaAgregado`. */
export const cartLine = (product: Product, items: number, fechaAgregado = '24/11/2026'): CartLine => ({ ...product, items, fechaAgregado });

/** What a client shows for a product (DECISIONS.md's effective price), in centavos. */
export const effectiveCentavos = (p: Product) => {
  const cents = Math.round(p.precio * 100);
  return typeof p.descuento === 'number' && p.descuento > 0 ? Math.round((cents * (100 - p.descuento)) / 100) : cents;
};

/**
 * A line's price: the effective price times its items, or — for a product sold by weight (`venta`, README's
 * «Sold by weight») — the per-kilo price of its whole weight (`gramos` per item), rounded once.
 */
export const lineCentavos = (p: Product, items: number) => (p.venta ? Math.round((effectiveCentavos(p) * p.venta.gramos * items) / 1000) : effectiveCentavos(p) * items);

/** The fewest items a line may have: a product sold in steps of weight may ask for a few (`venta.minimo`). */
export const fewestItems = (p: Product) => (p.venta?.modo === 'peso' ? (p.venta.minimo ?? 1) : 1);

export const buyer = { nombre: 'Cliente Externo', direccion: 'Calle Primera 200, Zona Centro, Ensenada', telefono: '646 555 0199' };

/** A new account through /api/registrar, as an outside program signs up. */
export async function signUp(client: Client, usuario: string) {
  const { data, response } = await client.POST('/api/registrar', {
    body: { nombre: buyer.nombre, tel: buyer.telefono, direccion: buyer.direccion, usuario, password: 'cosecha-de-otono-2026' },
  });
  if (response.status !== 201 || !data) throw new Error(`registrar answered ${response.status}`);
  return data.data;
}
