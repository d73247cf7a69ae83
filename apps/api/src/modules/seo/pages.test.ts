// Every kind of page a crawler or a link preview reads without JavaScript — home, category, product,
// article, the shop's other pages — in Spanish and English: title, description, canonical and hreflang,
// Open Graph image (served, 1200×630), JSON-LD with its type's required fields; the sitemap; and a hostile
// product name that stays text everywhere.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';

const BASE = 'https://huertabaja.mx';
const { app, dir } = await createTestApp({ PUBLIC_URL: BASE });
const webImg = join(import.meta.dirname, '..', '..', '..', '..', 'web', 'public', 'img');
for (const f of ['productos/aguacate-hass.webp', 'productos/fresa-de-san-quintin.webp']) {
  mkdirSync(join(dir, 'web', 'img', 'productos'), { recursive: true });
  copyFileSync(join(webImg, f), join(dir, 'web', 'img', f));
}

type Ld = Record<string, unknown> & { '@type': string };
const ldOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const link = (html: string, rel: string, lang?: string) =>
  new RegExp(`<link rel="${rel}"${lang ? ` hreflang="${lang}"` : ''} href="([^"]*)"`).exec(html)?.[1];
const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/** What schema.org's consumers (Google's rich results) require of each type the shop uses. */
const REQUIRED: Record<string, (d: Ld) => boolean> = {
  Product: (d) => filled(d.name) && Array.isArray(d.image) && ['price', 'priceCurrency', 'availability'].every((k) => filled((d.offers as Ld)[k])),
  Article: (d) => ['headline', 'datePublished'].every((k) => filled(d[k])) && Array.isArray(d.image) && filled((d.author as Ld).name),
  BreadcrumbList: (d) => (d.itemListElement as Ld[]).every((i, n) => i.position === n + 1 && filled(i.name) && String(i.item).startsWith(BASE)),
  ItemList: (d) => (d.itemListElement as Ld[]).every((i, n) => i.position === n + 1 && String(i.url).startsWith(BASE)),
  GroceryStore: (d) => ['name', 'telephone', 'url'].every((k) => filled(d[k])) && filled((d.address as Ld).addressCountry),
};

async function page(path: string) {
  const res = await app.inject({ url: path });
  expect(res.statusCode, path).toBe(200);
  const html = res.body;
  const lds = ldOf(html);
  for (const ld of lds) {
    expect(ld['@context']).toBe('https://schema.org');
    expect(REQUIRED[ld['@type']]?.(ld), `${path}: ${ld['@type']}`).toBe(true);
  }
  return { html, lds, title: /<title>([^<]*)<\/title>/.exec(html)?.[1], description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] };
}

async function servedPreview(url: string) {
  expect(url.startsWith(`${BASE}/img/og/`)).toBe(true);
  const res = await app.inject({ url: url.slice(BASE.length) });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
}

describe('each kind of page, without JavaScript', () => {
  const pages = [
    { path: '/', types: ['GroceryStore'] },
    { path: '/categoria/frutas', types: ['ItemList', 'BreadcrumbList'] },
    { path: '/producto/aguacate-hass', types: ['Product', 'BreadcrumbList'] },
    { path: '/tienda', types: [] },
    { path: '/nosotros', types: [] },
  ];

  it.each(pages)('$path: title, description, canonical, hreflang both ways, preview image and JSON-LD', async ({ path, types }) => {
    for (const locale of ['es', 'en'] as const) {
      const address = locale === 'en' ? `/en${path === '/' ? '/' : path}` : path;
      const { html, lds, title, description } = await page(address);
      expect(title).toMatch(/Huerta Baja/);
      expect(description!.length).toBeGreaterThan(30);
      expect(html).toContain(locale === 'en' ? '<html lang="en"' : '<html lang="es-MX"');
      expect(link(html, 'canonical')).toBe(`${BASE}${address}`);
      expect(link(html, 'alternate', 'es-MX')).toBe(`${BASE}${path}`);
      expect(link(html, 'alternate', 'en')).toBe(`${BASE}/en${path === '/' ? '/' : path}`);
      expect(link(html, 'alternate', 'x-default')).toBe(`${BASE}${path}`);
      expect(meta(html, 'og:locale')).toBe(locale === 'en' ? 'en_US' : 'es_MX');
      expect(meta(html, 'og:url')).toBe(`${BASE}${address}`);
      await servedPreview(meta(html, 'og:image')!);
      expect(lds.map((d) => d['@type'])).toEqual(types);
    }
  });

  it('an article: Article JSON-LD with its author and date, the breadcrumb through the blog', async () => {
    const [article] = (await app.inject({ url: '/api/articulos-blog' })).json().data as { slug: string; titulo: string; autor: string; fecha_publicacion: string }[];
    const { title, lds, html } = await page(`/blog/${article!.slug}`);
    expect(title).toBe(`${article!.titulo} — Huerta Baja`);
    expect(lds[0]).toMatchObject({ '@type': 'Article', author: { name: article!.autor }, datePublished: article!.fecha_publicacion });
    expect((lds[1] as unknown as { itemListElement: { name: string }[] }).itemListElement.map((i) => i.name)).toEqual(['Huerta Baja', 'Blog', article!.titulo]);
    await servedPreview(meta(html, 'og:image')!);
  });

  it('English pages speak English: the home page and the shop', async () => {
    expect((await page('/en/')).description).toMatch(/fresh fruit, vegetables and groceries delivered/);
    expect((await page('/en/tienda')).title).toBe('Shop — Huerta Baja');
    expect((await page('/tienda')).title).toBe('Tienda — Huerta Baja');
  });

  it('the home page names the days and hours the shop delivers', async () => {
    const [store] = (await page('/')).lds as [Ld & { openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[] }];
    expect(store.openingHoursSpecification[0]).toMatchObject({ opens: '09:00', closes: '19:00' });
    expect(store.openingHoursSpecification[0]!.dayOfWeek.length).toBeGreaterThan(0);
  });

  it('unknown addresses are real 404s, in both languages', async () => {
    for (const path of ['/producto/no-existe', '/en/producto/no-existe', '/categoria/no-existe', '/blog/no-existe', '/en/blog/no-existe', '/img/og/categoria/no-existe.jpg', '/img/og/otra/aguacate-hass.jpg']) {
      expect((await app.inject({ url: path })).statusCode, path).toBe(404);
    }
  });

  it('the sitemap lists every page in both languages, each naming the other', async () => {
    const xml = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ['/categoria/frutas', '/producto/aguacate-hass', '/tienda']) {
      expect(xml).toContain(`<loc>${BASE}${path}</loc>`);
      expect(xml).toContain(`<loc>${BASE}/en${path}</loc>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${BASE}/en${path}"/>`);
    }
  });
});

describe('a hostile product name stays text', () => {
  it('in the title, the description, the Open Graph tags, the JSON-LD and the sitemap', async () => {
    const { app } = await createTestApp();
    const { call, addStaff } = adminClient(app, '10.19.0');
    const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
    const listed = async () => (await app.inject({ url: '/api/productos' })).json().data as { id: number; slug: string; nombre: string }[];
    const fresa = (await listed()).find((p) => p.slug === 'fresa-de-san-quintin')!;
    const form = (await call('products.get', { id: fresa.id }, { cookie: owner })).data as Record<string, unknown>;
    const { id: _i, categoria: _c, archivado: _a, ...fields } = form;
    const hostile = 'Fresa</title><script>alert(1)</script>"\' & <!--';
    expect((await call('products.update', { id: fresa.id, producto: { ...fields, nombre: hostile } }, { cookie: owner })).status).toBe(200);
    const slug = (await listed()).find((p) => p.id === fresa.id)!.slug;
    for (const path of [`/producto/${slug}`, `/en/producto/${slug}`, '/categoria/frutas']) {
      const html = (await app.inject({ url: path })).body;
      expect(html, path).not.toContain('<script>alert(1)');
      expect(html).not.toContain('</title><script>');
      expect(html.match(/<title>/g)).toHaveLength(1);
      // The JSON-LD still parses, with the name as it was written (the English page shows the owner's English).
      if (!path.startsWith('/en/')) expect(JSON.stringify(ldOf(html))).toContain('alert(1)');
    }
    expect((await app.inject({ url: `/producto/${slug}` })).body).toContain('<title>Fresa&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#39; &#38; &#60;!-- — Huerta Baja</title>');
    // A slug or language in the address is never written back unescaped.
    const odd = await app.inject({ url: '/en/producto/%3Cscript%3E' });
    expect(odd.statusCode).toBe(404);
    expect(odd.body).not.toContain('<script>');
  });
});

describe('English heads carry the owner’s translations', () => {
  it('a product’s English title, and its Spanish where none was written', async () => {
    const en = (await app.inject({ url: '/en/producto/aguacate-hass' })).body;
    const es = (await app.inject({ url: '/producto/aguacate-hass' })).body;
    expect(es).toContain('<title>Aguacate Hass — Huerta Baja</title>');
    // The seed translates every product (seed/data/translations.ts).
    expect(en).not.toContain('<title>Aguacate Hass — Huerta Baja</title>');
    expect(ldOf(en)[0]).toMatchObject({ '@type': 'Product', offers: { url: `${BASE}/en/producto/aguacate-hass` } });
    expect((await app.inject({ url: '/en/categoria/frutas' })).body).toContain('<title>Fruit — Huerta Baja</title>');
  });
});

describe('a product no longer on sale', () => {
  it('its address is a real 404, its page names its category, and the sitemap leaves it out', async () => {
    const { app } = await createTestApp();
    const { call, addStaff } = adminClient(app, '10.20.0');
    const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
    const listed = (await app.inject({ url: '/api/productos' })).json().data as { id: number; slug: string; categoria_id: number }[];
    const mango = listed.find((p) => p.slug === 'mango-ataulfo')!;
    expect((await call('products.archive', { id: mango.id }, { cookie: owner })).status).toBe(200);
    expect((await app.inject({ url: '/producto/mango-ataulfo' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/en/producto/mango-ataulfo' })).statusCode).toBe(404);
    const page = (await app.inject({ url: `/trpc/catalog.product?input=${encodeURIComponent(JSON.stringify({ slug: 'mango-ataulfo' }))}` })).json().result.data;
    expect(page).toEqual({ retirado: { categoria_id: mango.categoria_id } });
    expect((await app.inject({ url: '/sitemap.xml' })).body).not.toContain('mango-ataulfo');
    expect((await app.inject({ url: '/img/og/producto/mango-ataulfo.jpg' })).statusCode).toBe(404);
    // Nor a draft or an article dated in the future: no page, no sitemap entry, no preview.
    const article = { resumen: 'Resumen del artículo de prueba.', contenido: '## Uno\n\nUn texto de prueba, algo más largo.', autor: 'Bea', imgUrl: '/img/blog/temporada-de-fresa-en-san-quintin.webp' };
    expect((await call('articles.create', { ...article, titulo: 'Borrador de temporada', fechaPublicacion: '2026-01-01', borrador: true }, { cookie: owner })).data).toMatchObject({ slug: 'borrador-de-temporada' });
    expect((await call('articles.create', { ...article, titulo: 'Artículo del futuro', fechaPublicacion: '2099-01-01', borrador: false }, { cookie: owner })).data).toMatchObject({ slug: 'articulo-del-futuro' });
    const xml = (await app.inject({ url: '/sitemap.xml' })).body;
    for (const slug of ['borrador-de-temporada', 'articulo-del-futuro']) {
      expect(xml).not.toContain(slug);
      expect((await app.inject({ url: `/blog/${slug}` })).statusCode).toBe(404);
      expect((await app.inject({ url: `/img/og/articulo/${slug}.jpg` })).statusCode).toBe(404);
    }
  });
});

describe('a product’s and an article’s page come with their data', () => {
  it('the shell carries what catalog.product answers for the same address and language', async () => {
    for (const [path, input] of [
      ['/producto/aguacate-hass', { slug: 'aguacate-hass' }],
      ['/en/producto/aguacate-hass', { slug: 'aguacate-hass', idioma: 'en' }],
    ] as const) {
      const html = (await app.inject({ url: path })).body;
      const sent = JSON.parse(/<script type="application\/json" id="datos-pagina">(.*?)<\/script>/.exec(html)![1]!) as unknown;
      const answered = (await app.inject({ url: `/trpc/catalog.product?input=${encodeURIComponent(JSON.stringify(input))}` })).json().result.data;
      expect(sent).toEqual({ ruta: path, consultas: [{ procedimiento: 'catalog.product', input, data: answered }] });
    }
    expect((await app.inject({ url: '/tienda' })).body).not.toContain('datos-pagina');
    // An article's too.
    const [article] = (await app.inject({ url: '/api/articulos-blog' })).json().data as { slug: string }[];
    const html = (await app.inject({ url: `/blog/${article!.slug}` })).body;
    const sent = JSON.parse(/<script type="application\/json" id="datos-pagina">(.*?)<\/script>/.exec(html)![1]!) as unknown;
    const answered = (await app.inject({ url: `/trpc/catalog.article?input=${encodeURIComponent(JSON.stringify({ slug: article!.slug }))}` })).json().result.data;
    expect(sent).toEqual({ ruta: `/blog/${article!.slug}`, consultas: [{ procedimiento: 'catalog.article', input: { slug: article!.slug }, data: answered }] });
  });
});
