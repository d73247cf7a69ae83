// Stored text full of what HTML, JSON in a <script> and String.prototype.replace read as syntax — the shop's
// name, a product's, a category's English name, an article's title, in Spanish and English — stays text on
// every page the server writes: one <title> in a <head> holding only tags, the body untouched, every
// JSON-LD block and the page's data parsing back to exactly the stored text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { REPORTED, hostileText, unescapeHtml } from '../../test/hostile-text';

const { app } = await createTestApp();
const BASE = app.services.config.publicUrl;
const { call, addStaff } = adminClient(app, '10.63.0');
const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
const as = { cookie: owner };

type Listed = { id: number; slug: string; nombre: string; categoria_id: number };
const listed = async () => (await app.inject({ url: '/api/productos' })).json().data as Listed[];
const fresa = (await listed()).find((p) => p.slug === 'fresa-de-san-quintin')!;
const { id: _i, categoria: _c, archivado: _a, ...productFields } = (await call('products.get', { id: fresa.id }, as)).data as Record<string, unknown>;
const [firstArticle] = (await call('articles.list', undefined, as)).data as { id: number }[];
const { id: _ai, slug: _as, ...articleFields } = (await call('articles.get', { id: firstArticle!.id }, as)).data as Record<string, unknown>;
const shopFields = (await call('shop.get', undefined, as)).data as Record<string, unknown>;

interface Names {
  shop: string;
  product: string;
  productEn: string;
  categoryEn: string;
  article: string;
  articleEn: string;
}

async function store(n: Names) {
  const saved = [
    await call('shop.update', { ...shopFields, nombre: n.shop }, as),
    await call('products.update', { id: fresa.id, producto: { ...productFields, nombre: n.product } }, as),
    await call('translations.save', { tipo: 'producto', ref: String(fresa.id), campo: 'nombre', idioma: 'en', texto: n.productEn }, as),
    await call('translations.save', { tipo: 'categoria', ref: String(fresa.categoria_id), campo: 'nombre', idioma: 'en', texto: n.categoryEn }, as),
    await call('articles.update', { id: firstArticle!.id, articulo: { ...articleFields, titulo: n.article } }, as),
    await call('translations.save', { tipo: 'articulo', ref: String(firstArticle!.id), campo: 'titulo', idioma: 'en', texto: n.articleEn }, as),
  ];
  for (const s of saved) expect(s.status, s.message).toBe(200);
}

type Ld = Record<string, unknown> & { '@type': string };
interface Page {
  title: string;
  lds: Ld[];
  /** The page's own query's answer, from `#datos-pagina`. */
  data: { data: Record<string, Record<string, unknown>> } | undefined;
}

/**
 * The page as a browser's parser would split it, failing on anything out of place: one <title>, the head
 * only tags (meta, link, title, scripts whose JSON parses), the body the template's with the shop's name.
 */
async function read(path: string, shop: string): Promise<Page> {
  const res = await app.inject({ url: path });
  expect(res.statusCode, path).toBe(200);
  const html = res.body;
  const headEnd = html.indexOf('</head>');
  expect(html.split('</head>'), `${path}: one </head>`).toHaveLength(2);
  const body = html.slice(headEnd);
  const h1 = /^<\/head><body><div id="root"><h1>([^<]*)<\/h1><\/div><\/body><\/html>$/.exec(body);
  expect(h1, `${path}: the body as the template has it`).not.toBeNull();
  expect(unescapeHtml(h1![1]!)).toBe(shop.toUpperCase());
  const head = html.slice(0, headEnd);
  expect(head.startsWith(`<!doctype html><html lang="${path.startsWith('/en/') ? 'en' : 'es-MX'}"><head>`), path).toBe(true);
  let rest = head.slice(head.indexOf('<head>') + '<head>'.length);
  const titles = [...rest.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles, `${path}: one <title>`).toHaveLength(1);
  const scripts = [...rest.matchAll(/<script type="(application\/ld\+json|application\/json)"( id="datos-pagina")?>([^<]*)<\/script>/g)];
  expect(rest.split('<script').length - 1, `${path}: every <script> is whole JSON`).toBe(scripts.length);
  const json = scripts.map((m) => ({ ld: m[1] === 'application/ld+json', value: JSON.parse(m[3]!) as unknown }));
  for (const m of [...titles, ...scripts]) rest = rest.replace(m[0], '');
  // What remains is tags whose attribute values are quoted and escaped: no text between them.
  expect(rest.replace(/<(meta|link)(\s+[a-z:-]+(="[^"<>]*")?)*\s*\/?>/g, ''), `${path}: nothing but tags in <head>`).toBe('');
  const title = unescapeHtml(titles[0]![1]!);
  const attr = (re: RegExp) => [...head.matchAll(re)].map((m) => unescapeHtml(m[1]!));
  expect(attr(/<meta property="og:title" content="([^"]*)"/g), path).toEqual([title]);
  expect(attr(/<meta name="twitter:title" content="([^"]*)"/g), path).toEqual([title]);
  expect(attr(/<meta name="description" content="([^"]*)"/g), path).toEqual(attr(/<meta property="og:description" content="([^"]*)"/g));
  expect(attr(/<link rel="canonical" href="([^"]*)"/g), path).toEqual([`${BASE}${path}`]);
  return { title, lds: json.filter((j) => j.ld).map((j) => j.value as Ld), data: (json.find((j) => !j.ld)?.value as { consultas: Page['data'][] } | undefined)?.consultas[0] };
}

const crumbNames = (ld: Ld | undefined) => (ld?.itemListElement as { name: string }[]).map((i) => i.name);

async function everyPageKeeps(n: Names) {
  await store(n);
  const slug = (await listed()).find((p) => p.id === fresa.id)!.slug;
  const articleSlug = ((await call('articles.get', { id: firstArticle!.id }, as)).data as { slug: string }).slug;
  for (const locale of ['es', 'en'] as const) {
    const en = locale === 'en';
    const at = (path: string) => (en ? `/en${path}` : path);
    const product = en ? n.productEn : n.product;
    const category = en ? n.categoryEn : 'Frutas';
    const article = en ? n.articleEn : n.article;

    const p = await read(at(`/producto/${slug}`), n.shop);
    expect(p.title).toBe(`${product} — ${n.shop}`);
    expect(p.lds.map((l) => l['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(p.lds[0]).toMatchObject({ name: product, category, offers: { seller: { name: n.shop } } });
    expect(crumbNames(p.lds[1])).toEqual([n.shop, en ? 'Shop' : 'Tienda', category, product]);
    expect(p.data!.data.producto!.nombre).toBe(product);

    const c = await read(at('/categoria/frutas'), n.shop);
    expect(c.title).toBe(`${category} — ${n.shop}`);
    expect(c.lds[0]).toMatchObject({ '@type': 'ItemList', name: category });
    expect((c.lds[0]!.itemListElement as { name: string }[]).map((i) => i.name)).toContain(product);
    expect(crumbNames(c.lds[1])).toEqual([n.shop, en ? 'Shop' : 'Tienda', category]);

    const a = await read(at(`/blog/${articleSlug}`), n.shop);
    expect(a.title).toBe(`${article} — ${n.shop}`);
    expect(a.lds[0]).toMatchObject({ '@type': 'Article', headline: article, publisher: { name: n.shop } });
    expect(crumbNames(a.lds[1])).toEqual([n.shop, 'Blog', article]);
    // The article's data is sent in Spanish (the storefront shows the owner's English itself).
    expect(a.data!.data.titulo).toBe(n.article);

    const home = await read(en ? '/en/' : '/', n.shop);
    expect(home.title).toBe(n.shop);
    expect(home.lds[0]).toMatchObject({ '@type': 'GroceryStore', name: n.shop });
    expect((await read(at('/tienda'), n.shop)).title).toBe(`${en ? 'Shop' : 'Tienda'} — ${n.shop}`);
  }
}

describe('stored text stays text on every page', () => {
  it('the reported name: one <title>, the tags in <head>, the JSON-LD parsing back to it', async () => {
    await everyPageKeeps({ shop: 'Huerta Baja', product: REPORTED, productEn: REPORTED, categoryEn: 'Fruit', article: REPORTED, articleEn: REPORTED });
  });

  it('any name made of $ patterns, quotes, &, <, </script>, U+2028 and the shell’s placeholders', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ shop: hostileText(80), product: hostileText(120), productEn: hostileText(120), categoryEn: hostileText(40), article: hostileText(100, 3), articleEn: hostileText(100, 3) }),
        everyPageKeeps,
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
