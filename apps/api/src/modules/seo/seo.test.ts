// What crawlers and WhatsApp previews read without JavaScript: a product's page carries its title,
// description, canonical link, Open Graph and Twitter tags and schema.org Product/Offer in the HTML the
// server sends; a renamed product's old address redirects; /sitemap.xml lists what is on sale.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';

const { app, dir } = await createTestApp({ PUBLIC_URL: 'https://huertabaja.mx' });
// The shop's own product photos, as the web build has them.
mkdirSync(join(dir, 'web', 'img', 'productos'), { recursive: true });
copyFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'web', 'public', 'img', 'productos', 'aguacate-hass.webp'), join(dir, 'web', 'img', 'productos', 'aguacate-hass.webp'));
type Listed = { id: number; nombre: string; slug?: string; precio: number; agotado?: boolean };
const listed = async () => (await app.inject({ url: '/api/productos' })).json().data as Listed[];
const ldOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);

describe('a page per product', () => {
  it('every listed product has a stable address from its name', async () => {
    const products = await listed();
    expect(products.find((p) => p.nombre === 'Aguacate Hass')?.slug).toBe('aguacate-hass');
    expect(products.find((p) => p.nombre === 'Café de Ensenada')?.slug).toBe('cafe-de-ensenada');
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    const page = (await app.inject({ url: `/trpc/catalog.product?input=${encodeURIComponent(JSON.stringify({ slug: 'aguacate-hass' }))}` })).json().result.data;
    expect(page.producto).toMatchObject({ nombre: 'Aguacate Hass', slug: 'aguacate-hass' });
    expect(page.relacionados.length).toBeGreaterThan(0);
    expect(page.relacionados.every((r: Listed & { categoria_id: number }) => r.categoria_id === page.producto.categoria_id && r.slug !== 'aguacate-hass')).toBe(true);
  });

  it('sends its title, description, canonical, Open Graph, Twitter and Product JSON-LD without JavaScript', async () => {
    const res = await app.inject({ url: '/producto/aguacate-hass' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Aguacate Hass — Huerta Baja</title>');
    expect(html).toMatch(/<meta name="description" content="Aguacate Hass por kg a \$\d+\.\d{2} MXN/);
    expect(html).toContain('<link rel="canonical" href="https://huertabaja.mx/producto/aguacate-hass">');
    expect(html).toContain('<meta property="og:title" content="Aguacate Hass — Huerta Baja">');
    expect(html).toContain('<meta property="og:image" content="https://huertabaja.mx/img/og/producto/aguacate-hass.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const [product, crumbs] = ldOf(html) as [Record<string, unknown> & { offers: Record<string, string> }, { itemListElement: unknown[] }];
    expect(product).toMatchObject({ '@type': 'Product', name: 'Aguacate Hass', offers: { '@type': 'Offer', priceCurrency: 'MXN', availability: 'https://schema.org/InStock' } });
    expect(Number(product.offers.price)).toBeGreaterThan(0);
    expect(crumbs.itemListElement).toHaveLength(4);
    expect((await app.inject({ url: '/producto/no-existe' })).statusCode).toBe(404);
  });

  it('the home page says what the shop is: a grocery store, its phone and the places it serves', async () => {
    const [store] = ldOf((await app.inject({ url: '/' })).body) as [{ '@type': string; telephone: string; areaServed: { name: string }[] }];
    expect(store['@type']).toBe('GroceryStore');
    expect(store.telephone).toBe('+52 646 555 0142');
    expect(store.areaServed.map((c) => c.name)).toEqual(expect.arrayContaining(['Tijuana', 'Ensenada', 'Tecate', 'Rosarito']));
  });

  it('a renamed product moves to its new address and the old one redirects (301)', async () => {
    // The back office's own origin (PUBLIC_URL's): its writes are refused from any other.
    const { app } = await createTestApp();
    const listed = async () => (await app.inject({ url: '/api/productos' })).json().data as Listed[];
    const { call, addStaff } = adminClient(app, '10.18.0');
    const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
    const fresa = (await listed()).find((p) => p.slug === 'fresa-de-san-quintin')!;
    const form = (await call('products.get', { id: fresa.id }, { cookie: owner })).data as Record<string, unknown>;
    const { id: _i, categoria: _c, archivado: _a, ...fields } = form;
    expect((await call('products.update', { id: fresa.id, producto: { ...fields, nombre: 'Fresa de Baja California' } }, { cookie: owner })).status).toBe(200);
    expect((await listed()).find((p) => p.id === fresa.id)?.slug).toBe('fresa-de-baja-california');
    const old = await app.inject({ url: '/producto/fresa-de-san-quintin' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/producto/fresa-de-baja-california');
    const moved = (await app.inject({ url: `/trpc/catalog.product?input=${encodeURIComponent(JSON.stringify({ slug: 'fresa-de-san-quintin' }))}` })).json().result.data;
    expect(moved).toEqual({ redirigir: 'fresa-de-baja-california' });
  });

  it('/sitemap.xml lists the products on sale and the articles; /robots.txt points to it', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const products = await listed();
    for (const p of products.filter((x) => !x.agotado)) expect(sitemap.body).toContain(`<loc>https://huertabaja.mx/producto/${p.slug}</loc>`);
    expect(sitemap.body).toMatch(/<loc>https:\/\/huertabaja\.mx\/blog\/[\w-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect((await app.inject({ url: '/robots.txt' })).body).toBe('User-agent: *\nDisallow: /admin/\nSitemap: https://huertabaja.mx/sitemap.xml\n');
  });

  it('makes the 1200×630 preview image from the product’s photo, with sharp', async () => {
    const res = await app.inject({ url: '/img/og/producto/aguacate-hass.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const image = sharp(res.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The avocado is in the middle (not the plain background): its colours vary there.
    const middle = await sharp(res.rawPayload).extract({ left: 450, top: 165, width: 300, height: 300 }).stats();
    expect(Math.max(...middle.channels.map((c) => c.stdev))).toBeGreaterThan(20);
    expect((await app.inject({ url: '/img/og/producto/no-existe.jpg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/img/og/producto/..%2F..%2Fetc.jpg' })).statusCode).toBe(404);
  });
});
