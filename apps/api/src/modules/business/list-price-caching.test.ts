import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_RANGE_SIZE } from '@huerta/contracts/rules';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { restaurantBuyer } from '../../test/business-helpers';

// A business's list prices are that buyer's (issue 43): every answer whose body depends on the caller's list
// says `Cache-Control: private` (a shared cache never keeps it; the browser revalidates it on each use), and
// the products vary by Authorization. Asked over a real socket: the catalogue lane answers before Fastify.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const admin = adminClient(app, '10.43.3');
const owner = await admin.addStaff('duena.cache@huertabaja.mx', 'dueño');
const { authorization: restaurant, negocio } = await restaurantBuyer(app, admin, owner, { email: 'compras@cache.mx', razon_social: 'Cocina Caché', rfc: 'CCA190101AB1' });
const lista = ((await admin.call('priceLists.create', { nombre: 'Restaurantes A', descuento_general: 10 }, { cookie: owner })).data as { id: number }).id;
await admin.call('businesses.setList', { id: negocio, lista_id: lista }, { cookie: owner });
const slug = ((await app.inject({ url: '/api/productos' })).json().data as { slug: string; descuento: unknown }[]).find((p) => p.descuento === 'N/A')!.slug;

let origin = '';
beforeAll(async () => {
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
// Every way the storefront and REST clients ask for products, as they ask (the storefront's `&sesion=1`).
const PRICED = [
  '/api/productos',
  '/trpc/catalog.products',
  `/trpc/catalog.firstProducts,catalog.categories?batch=1&input=${input({ 0: {}, 1: {} })}&sesion=1`,
  `/trpc/catalog.productRange?input=${input({ desde: 0, cantidad: PRODUCT_RANGE_SIZE })}`,
  `/trpc/catalog.product?input=${input({ slug })}`,
];

describe('caching of a business’s list prices', () => {
  it('every answer at the list’s prices is private, from the routes and from memory, and so is its 304', async () => {
    for (const path of PRICED) {
      // The first answer comes from the routes (the session is verified once), the second from memory.
      for (const round of ['route', 'memory']) {
        const res = await fetch(`${origin}${path}`, { headers: { authorization: restaurant } });
        const body = await res.text();
        expect(body, path).toContain('Restaurantes A');
        expect([round, path, res.headers.get('cache-control')]).toEqual([round, path, expect.stringMatching(/^private, no-(cache|store)$/)]);
        const etag = res.headers.get('etag');
        if (!etag) continue;
        expect([path, res.headers.get('vary')]).toEqual([path, 'accept-encoding, authorization']);
        const again = await fetch(`${origin}${path}`, { headers: { authorization: restaurant, 'if-none-match': etag } });
        expect([path, again.status, again.headers.get('cache-control')]).toEqual([path, 304, 'private, no-cache']);
      }
    }
  });

  it('the same addresses without a session stay the shop’s, revalidated, and say they vary by Authorization', async () => {
    for (const path of PRICED.slice(0, 4)) {
      await fetch(`${origin}${path}`); // read into memory by the routes, answered from it next
      const res = await fetch(`${origin}${path}`);
      expect(await res.text(), path).not.toContain('Restaurantes A');
      expect([path, res.headers.get('cache-control'), res.headers.get('vary')]).toEqual([path, 'no-cache', 'accept-encoding, authorization']);
    }
  });
});
