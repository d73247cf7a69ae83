import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { createCaller } from '../../trpc/router';

const { app } = await createTestApp();
const caller = createCaller({ services: app.services, authorization: undefined, ip: '127.0.0.1' });

describe('catalog router (createCaller)', () => {
  it('returns the same products as the REST face', async () => {
    const rest = (await app.inject({ method: 'GET', url: '/api/productos' })).json();
    expect(await caller.catalog.products()).toEqual(rest.data);
  });
  it('returns categories with counts, promotions, slides and articles', async () => {
    const categories = await caller.catalog.categories();
    expect(categories.totalFrutas).toBeGreaterThan(0);
    expect((await caller.catalog.promotions()).length).toBeGreaterThanOrEqual(2);
    expect((await caller.catalog.slides()).length).toBeGreaterThanOrEqual(3);
    expect((await caller.catalog.articles()).length).toBeGreaterThanOrEqual(4);
  });
  it('lists articles as their cards (no text), while the REST list and an article keep it', async () => {
    const cards = await caller.catalog.articles();
    const rest = (await app.inject({ method: 'GET', url: '/api/articulos-blog' })).json() as { data: { slug: string; contenido: string }[] };
    expect(cards.map((a) => a.slug)).toEqual(rest.data.map((a) => a.slug));
    for (const card of cards) expect(card).not.toHaveProperty('contenido');
    expect(rest.data[0]!.contenido.length).toBeGreaterThan(100);
    expect((await caller.catalog.article({ slug: cards[0]!.slug })).contenido).toBe(rest.data[0]!.contenido);
    const lane = (await app.inject({ url: '/trpc/catalog.articles' })).json() as { result: { data: object[] } };
    expect(lane.result.data).toEqual(cards);
  });
  it('finds an article by slug and answers NOT_FOUND in Spanish otherwise', async () => {
    const [first] = await caller.catalog.articles();
    expect((await caller.catalog.article({ slug: first!.slug })).titulo).toBe(first!.titulo);
    await expect(caller.catalog.article({ slug: 'no-existe' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Artículo no encontrado.' });
  });
  it('exposes the public config', async () => {
    expect((await caller.catalog.config()).envio).toEqual({ costo: 100, gratisDesde: 500 });
  });
});

describe('tRPC catalogue fast path', () => {
  it('answers input-less list queries exactly as the tRPC handler would', async () => {
    const batched = await app.inject({ url: '/trpc/catalog.products,catalog.categories,catalog.articles,catalog.promotions?batch=1&input=%7B%7D' });
    expect(batched.statusCode).toBe(200);
    expect(batched.json()).toEqual([
      { result: { data: await caller.catalog.products() } },
      { result: { data: await caller.catalog.categories() } },
      { result: { data: await caller.catalog.articles() } },
      { result: { data: await caller.catalog.promotions() } },
    ]);
    const single = await app.inject({ url: '/trpc/catalog.slides' });
    expect(single.json()).toEqual({ result: { data: await caller.catalog.slides() } });
  });

  it('leaves queries with input or other procedures to tRPC', async () => {
    const input = encodeURIComponent(JSON.stringify({ 1: { slug: 'no-existe' } }));
    const res = await app.inject({ url: `/trpc/catalog.products,catalog.article?batch=1&input=${input}` });
    const [products, article] = res.json();
    expect(products.result.data.length).toBeGreaterThan(0);
    expect(article.error.message).toBe('Artículo no encontrado.');
  });
});
