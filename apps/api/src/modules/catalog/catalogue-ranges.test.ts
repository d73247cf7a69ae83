import { CATALOG_PAGE_SIZE, PRODUCT_RANGE_MAX, firstScreenProducts, productsResponseSchema, type Product } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';

// A grocer's catalogue of hundreds: the seed's listed products copied as further lots.
const { app } = await createTestApp();
const { db, t } = dataOf(app);
const seed = (await app.inject({ url: '/api/productos' })).json().data as Product[];
const lots = Array.from({ length: 600 }, (_, i) => {
  const p = seed[i % seed.length]!;
  return {
    nombre: `${p.nombre} lote ${Math.floor(i / seed.length) + 2}`,
    categoriaId: p.categoria_id,
    precioCentavos: Math.round(p.precio * 100),
    cantidad: p.cantidad,
    descuento: p.descuento === 'N/A' ? null : p.descuento,
    imgUrl: p.img_url,
    fechaVigInicio: p.fecha_vig_inicio,
    fechaVigFin: p.fecha_vig_fin,
  };
});
for (let at = 0; at < lots.length; at += 200) await db.insert(t.productos).values(lots.slice(at, at + 200));
app.services.catalog.invalidate();

const everything = productsResponseSchema.parse((await app.inject({ url: '/api/productos' })).json()).data;
const trpcData = async (url: string) => {
  const res = await app.inject({ url });
  return { res, data: res.json().result?.data };
};
const range = (desde: number, cantidad: number) => `/trpc/catalog.productRange?input=${encodeURIComponent(JSON.stringify({ desde, cantidad }))}`;

describe("the storefront's start: the first screen's products, then ranges", () => {
  it('starts with each tab’s first page and LO NUEVO, and says how many there are in all', async () => {
    expect(everything.length).toBe(seed.length + 600);
    const { res, data } = await trpcData('/trpc/catalog.firstProducts');
    expect(res.statusCode).toBe(200);
    expect(data.total).toBe(everything.length);
    expect(data.productos).toEqual(firstScreenProducts(everything));
    expect(data.productos.length).toBeLessThanOrEqual(3 * CATALOG_PAGE_SIZE + 8);
    // What the loading screen waits for is a fraction of the whole list's bytes.
    expect(res.body.length * 4).toBeLessThan((await app.inject({ url: '/api/productos' })).body.length);
  });

  it('answers the shell’s start batch with the first screen’s products', async () => {
    const start = await app.inject({ url: '/trpc/catalog.config,catalog.firstProducts,catalog.promotions,catalog.categories,catalog.articles,catalog.slides?batch=1&input=%7B%7D' });
    expect(start.statusCode).toBe(200);
    const [, first] = start.json();
    expect(first.result.data.productos).toEqual(firstScreenProducts(everything));
  });

  it('gives ranges of one version that join into exactly the REST list', async () => {
    const parts = [];
    for (let desde = 0; desde < everything.length; desde += 250) parts.push((await trpcData(range(desde, 250))).data);
    expect(new Set(parts.map((p) => p.version)).size).toBe(1);
    expect(parts.every((p) => p.total === everything.length)).toBe(true);
    expect(parts.flatMap((p) => p.productos)).toEqual(everything);
    expect((await trpcData(range(everything.length, 250))).data.productos).toEqual([]);
  });

  it('moves the version when the catalogue changes', async () => {
    const before = (await trpcData(range(0, 1))).data.version;
    await db.insert(t.productos).values({ ...lots[0]!, nombre: 'Pitahaya roja' });
    app.services.catalog.invalidate();
    const after = (await trpcData(range(0, 1))).data;
    expect(after.version).not.toBe(before);
    expect(after.total).toBe(everything.length + 1);
  });

  it('refuses a range too large or malformed with a Spanish message, whatever it asks', async () => {
    const cases: [unknown, string][] = [
      [{ desde: 0, cantidad: PRODUCT_RANGE_MAX + 1 }, `Como máximo ${PRODUCT_RANGE_MAX} productos por petición.`],
      [{ desde: 0, cantidad: 0 }, 'Indica cuántos productos.'],
      [{ desde: -1, cantidad: 10 }, 'Indica desde qué producto.'],
      [{ desde: 'a', cantidad: 10 }, 'Indica desde qué producto.'],
      [{ desde: 0.5, cantidad: 10 }, 'Indica desde qué producto.'],
    ];
    for (const [input, message] of cases) {
      const res = await app.inject({ url: `/trpc/catalog.productRange?input=${encodeURIComponent(JSON.stringify(input))}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(message);
      expect(res.body).not.toMatch(/stack|at .*\.ts|ZodError/);
    }
  });
});
