// Every address the server answers, fetched over a real socket (node:http, as a crawler or a browser does)
// with `accept-encoding: identity`, `gzip` and `br`: the decoded bodies are the same bytes, with the same
// status and type; a body is never sent in an encoding the client did not accept, and `content-length`,
// when sent, is the bytes on the wire. Googlebot sends `gzip, br`: /sitemap.xml answered it 200 and empty.
//
// Run twice: as built, and with every compressed answer through @fastify/compress's stream — the path where
// a handler that does not hand its reply back to Fastify answers empty (which bodies take it depends on the
// size and the machine's CPU count, so one run alone proves nothing about a route's smaller answers).
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PRODUCT_RANGE_SIZE } from '@huerta/contracts/rules';
import { adminRouter } from './admin-router';
import { defaultAdminDist } from './platform/paths';
import { appRouter } from './trpc/router';
import { ADMIN_ORIGIN, adminClient } from './test/admin-helpers';
import { cfdiXml, multipart, tinyPdf } from './test/cfdi';
import { createTestApp } from './test/helpers';
import { customer, post } from './test/orders-helpers';

const ENCODINGS = ['identity', 'gzip', 'br'] as const;

interface Answer {
  status: number;
  type: string | undefined;
  encoding: string | undefined;
  length: string | undefined;
  wire: Buffer;
}

/** One GET over a fresh connection, the body as it came on the wire. */
function get(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          encoding: res.headers['content-encoding'],
          length: res.headers['content-length'],
          wire: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body as its `content-encoding` says; what does not decode is said, not thrown. */
function decode(a: Answer): Buffer | string {
  try {
    return a.encoding === 'gzip' ? gunzipSync(a.wire) : a.encoding === 'br' ? brotliDecompressSync(a.wire) : a.wire;
  } catch (err) {
    return `not ${a.encoding}: ${(err as Error).message}`;
  }
}

/** `printRoutes`' tree as full paths (a child line continues its parent's text: `/` + `api/config`, `/sw.js` + `.br`). */
function getRoutes(app: FastifyInstance): string[] {
  const stack: { depth: number; path: string }[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ method: 'GET', commonPrefix: false }).split('\n')) {
    const m = /^([\s│]*)[└├]── (.+?)(?: \((.+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length;
    while (stack.length && stack.at(-1)!.depth >= depth) stack.pop();
    const path = `${stack.at(-1)?.path ?? ''}${m[2]}`;
    stack.push({ depth, path });
    if (m[3]?.split(', ').includes('GET')) routes.push(path);
  }
  return routes;
}

/** The kinds of file the web build has (apps/web precompress.ts writes .br and .gz beside text files). */
function fillWebBuild(web: string) {
  // The storefront's pages the sitemap lists (the helper's build names only some).
  const routes = JSON.parse(readFileSync(join(web, 'routes.json'), 'utf8')) as string[];
  writeFileSync(join(web, 'routes.json'), JSON.stringify([...routes, '/contacto', '/terms', '/privacy']));
  const precompressed = (file: string, text: string) => {
    writeFileSync(join(web, file), text);
    writeFileSync(join(web, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(web, `${file}.gz`), gzipSync(text));
  };
  precompressed('sw.js', `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(300)}`);
  precompressed('manifest.webmanifest', JSON.stringify({ name: 'Huerta Baja', icons: Array.from({ length: 40 }, (_, i) => ({ src: `/img/icon-${i}.png`, sizes: '192x192' })) }));
  precompressed('assets/app-d41d8c.css', `.tienda{color:#2f6b3a}\n`.repeat(200));
  mkdirSync(join(web, 'img', 'productos'), { recursive: true });
  copyFileSync(join(import.meta.dirname, '..', '..', 'web', 'public', 'img', 'productos', 'aguacate-hass.webp'), join(web, 'img', 'productos', 'aguacate-hass.webp'));
  copyFileSync(join(import.meta.dirname, '..', '..', 'web', 'public', 'img', 'favicon.png'), join(web, 'img', 'favicon.png'));
}

const walk = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));

/**
 * Every file of the storefront's build as its address (the .br/.gz siblings too: the static plugin answers
 * them as files), and the back office's assets when it was built (the server serves apps/admin/dist).
 */
function buildFiles(web: string): string[] {
  const admin = join(defaultAdminDist, 'assets');
  return [...walk(web).map((f) => `/${relative(web, f)}`), ...(existsSync(admin) ? walk(admin).map((f) => `/admin/assets/${relative(admin, f)}`) : [])];
}

async function shopWithEverything(options: { compressSyncThreshold?: number }, subnet: string) {
  const { app, dir } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { ...options, fillWeb: fillWebBuild });
  const web = join(dir, 'web');
  // Which route answered each request, to prove the walk below reached every one.
  const answered = new Set<string>();
  app.addHook('onResponse', (req, _reply, done) => {
    if (req.routeOptions.url) answered.add(req.routeOptions.url);
    done();
  });
  const { call, addStaff } = adminClient(app, subnet);
  const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
  const admin = { cookie: owner, origin: ADMIN_ORIGIN };
  // A restaurant with a paid order and its factura issued: the downloads and its account have something to show
  // (of products sold by the piece: a weighed order is invoiced only once packed).
  const registered = await post(app, '/api/registrar', { nombre: 'Taquería el Faro', usuario: 'chef@elfaro.mx', password: 'clave-segura-1' });
  const chef = { authorization: `Bearer ${registered.json().data.jwt as string}` };
  const products = (await app.inject({ url: '/api/productos' })).json().data as { id: number; slug: string; venta?: unknown }[];
  const factura = { rfc: 'TEF190312AB1', razon_social: 'Taquería el Faro', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };
  const created = await post(app, '/api/crear-pedido', { ...customer, email: 'chef@elfaro.mx', productos: products.filter((p) => !p.venta).slice(0, 12).map((p) => ({ id: p.id, items: 2 })), factura }, chef);
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json().pedido as { id: number; total: number };
  await post(app, '/api/pago-prueba', { payment_intent_client_secret: created.json().data, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' });
  const body = multipart([
    { name: 'pdf', filename: 'f.pdf', type: 'application/pdf', data: tinyPdf() },
    { name: 'xml', filename: 'f.xml', type: 'text/xml', data: cfdiXml({ rfc: factura.rfc, total: order.total.toFixed(2) }) },
  ]);
  const issued = await app.inject({ method: 'POST', url: `/admin/facturas/${order.id}`, payload: body.payload, headers: { ...admin, 'content-type': body.contentType } });
  expect(issued.statusCode, issued.body).toBe(200);
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 200, g: 60, b: 40 } } }).jpeg().toBuffer();
  const uploaded = (await app.services.images.save(photo, 'producto', 'auto')).variantes.map((v) => v.url);
  const lista = ((await call('priceLists.create', { nombre: 'Restaurantes', descuento_general: 10 }, { cookie: owner })).data as { id: number }).id;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, web, answered, port: (app.server.address() as { port: number }).port, admin, chef, order, uploaded, lista, products };
}

describe.each([
  ['as built', {}, '10.61.0'],
  ['with every compressed answer streamed', { compressSyncThreshold: 0 }, '10.62.0'],
])('every address, %s', (_name, options, subnet) => {
  it('answers the same bytes as identity, gzip and br', async () => {
    const shop = await shopWithEverything(options, subnet);
    const { app, port, admin, chef, order, uploaded, lista } = shop;
    const base = app.services.config.publicUrl;
    const sitemap = (await get(port, '/sitemap.xml', {})).wire.toString('utf8');
    const local = (url: string) => url.slice(base.length) || '/';
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => local(m[1]!.replaceAll('&amp;', '&')));
    expect(pages.length).toBeGreaterThan(100);
    const doc = (await get(port, '/api/openapi.json', {})).wire.toString('utf8');
    const apiGets = Object.entries(JSON.parse(doc).paths as Record<string, object>)
      .filter(([, ops]) => 'get' in ops)
      .flatMap(([path]) => (path.includes('{archivo}') ? ['pdf', 'xml'].map((a) => path.replace('{archivo}', () => a)) : [path]).map((p) => p.replace('{pedido}', () => String(order.id))));
    const q = (name: string, input?: unknown) => `${name}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
    // An input for each query that takes one (every query is called: a new one fails below until it is added).
    const shopInputs: Record<string, unknown> = {
      'catalog.productRange': { desde: 0, cantidad: PRODUCT_RANGE_SIZE },
      'catalog.product': { slug: shop.products[0]!.slug },
      'catalog.translations': { idioma: 'en' },
      'catalog.article': { slug: 'comprar-local-restaurantes-hoteles-ensenada' },
      'catalog.stock': { ids: shop.products.slice(0, 20).map((p) => p.id) },
      'catalog.shopText': { clave: 'faq' },
      'catalog.deliverySlots': { codigo_postal: '22800' },
      'account.standingByLink': { plan: 1, token: 'x'.repeat(43) },
      'order.difference': { pedido: order.id, token: 'x'.repeat(43) },
    };
    const adminInputs: Record<string, unknown> = {
      'customers.list': {},
      'customers.get': { id: 1 },
      'products.list': {},
      'products.get': { id: shop.products[0]!.id },
      'articles.get': { id: 1 },
      'promotions.get': { id: 1 },
      'slides.get': { id: 1 },
      'translations.list': { idioma: 'en' },
      demand: {},
      'businesses.list': {},
      'businesses.statement': { id: 1 },
      'priceLists.get': { id: lista },
      'priceLists.exportCsv': { id: lista },
      audit: {},
      'facturas.list': { estado: 'emitida' },
      'orders.list': {},
      'orders.get': { id: order.id },
      'orders.pickList': { dia: app.services.today() },
      'drivers.cashReport': { dia: app.services.today() },
      'messages.list': {},
      'staff.sessions': { id: 1 },
    };
    const queries = (router: { _def: { procedures: object } }) =>
      Object.entries(router._def.procedures as Record<string, { _def: { type: string } }>).flatMap(([name, p]) => (p._def.type === 'query' ? [name] : []));
    const today = app.services.today();
    const { db, t } = app.services.database;
    const cfdiId = (await db.select({ id: t.cfdis.id }).from(t.cfdis).where(eq(t.cfdis.estado, 'timbrada')).limit(1))[0]?.id ?? 1;
    const addresses: (readonly [path: string, headers: Record<string, string>])[] = [
      ...pages.map((p) => [p, {}] as const),
      // Client routes outside the sitemap, an unknown page (404, the shell) and an unknown API path.
      ...['/carrito', '/checkout', '/en/carrito', '/no-existe', '/producto/no-existe', '/admin', '/admin/pedidos/1', '/api/no-existe'].map((p) => [p, {}] as const),
      ['/robots.txt', {}],
      ['/sitemap.xml', {}],
      ...buildFiles(shop.web).map((p) => [p, {}] as const),
      ...apiGets.map((p) => [p, chef] as const),
      ['/api/productos', {}],
      ['/api/productos', chef],
      ...['inicio.jpg', 'producto/aguacate-hass.jpg', 'categoria/frutas.jpg', 'articulo/comprar-local-restaurantes-hoteles-ensenada.jpg', 'producto/no-existe.jpg'].map((p) => [`/img/og/${p}`, {}] as const),
      ...uploaded.map((p) => [p, {}] as const),
      // The storefront's start batch, as the shell preloads it, and every query one by one, signed in.
      ['/trpc/catalog.config,catalog.firstProducts,catalog.categories?batch=1&input=%7B%7D', {}],
      ...queries(appRouter).map((name) => [`/trpc/${q(name, shopInputs[name])}`, chef] as const),
      ...queries(adminRouter).map((name) => [`/admin/trpc/${q(name, adminInputs[name])}`, admin] as const),
      ...['pdf', 'xml'].map((a) => [`/admin/facturas/${order.id}/${a}`, admin] as const),
      // «Facturar mi compra»'s signed download (an expired link here: its refusal is an answer too).
      ...['pdf', 'xml'].map((a) => [`/factura/${order.id}/${a}?hasta=1&firma=caducada`, {}] as const),
      // A reported problem's photo by its signed address (a forged one here: its 404 is an answer too).
      ['/reportes-problema/foto/1?firma=falsa', {}],
      // A stamped CFDI's files by its own id (how a factura global is downloaded): the order's, stamped in test mode.
      ...['pdf', 'xml'].map((a) => [`/admin/cfdis/${cfdiId}/${a}`, admin] as const),
      [`/admin/exportar/pedidos.csv?desde=${today}&hasta=${today}`, admin],
      ['/admin/exportar/productos.csv', admin],
      ['/admin/exportar/margenes.csv?tabla=productos', admin],
      // The accountant's month (the ZIP's entries are dated by their CFDI: the same bytes on every request).
      [`/admin/exportar/cfdis.csv?mes=${today.slice(0, 7)}`, admin],
      [`/admin/exportar/cfdis.zip?mes=${today.slice(0, 7)}`, admin],
      // A CFDI of «Comprobantes» (this one does not exist: its 404, through the route).
      ['/admin/cfdis/999999/pdf', admin],
    ];
    shop.answered.clear();
    const broken: string[] = [];
    let compressed = 0;
    for (const [path, headers] of addresses) {
      const answers = await Promise.all(ENCODINGS.map((e) => get(port, path, { ...headers, 'accept-encoding': e })));
      const plain = answers[0]!;
      answers.forEach((a, i) => {
        const said = `${path} (${ENCODINGS[i]}): ${a.status} ${a.encoding ?? ''} ${a.wire.length} bytes`;
        if (a.encoding !== undefined && a.encoding !== ENCODINGS[i] && !(a.encoding === 'identity' && i === 0)) broken.push(`${said}, not the encoding asked for`);
        else if (a.length !== undefined && Number(a.length) !== a.wire.length) broken.push(`${said}, content-length ${a.length}`);
        else if (a.status !== plain.status || a.type !== plain.type) broken.push(`${said}, ${a.type} against ${plain.status} ${plain.type}`);
        else {
          const body = decode(a);
          if (typeof body === 'string') broken.push(`${said}, ${body}`);
          else if (!body.equals(plain.wire)) broken.push(`${said}, decoded ${body.length} bytes against ${plain.wire.length}`);
        }
        if (a.encoding && i > 0) compressed++;
      });
      expect(plain.wire.length, `${path} answers something`).toBeGreaterThan(0);
    }
    expect(broken).toEqual([]);
    // Compression was exercised, not skipped: most of these answers are over the 1 KB threshold.
    expect(compressed).toBeGreaterThan(addresses.length);
    // The catalogue lane answers its lists before Fastify routes them (catalog-lane.ts): the address walked counts.
    const walked = new Set(addresses.map(([path]) => path.split('?')[0]));
    const missed = getRoutes(app).filter((r) => !shop.answered.has(r) && !walked.has(r));
    expect(missed, 'routes the walk above never reached').toEqual([]);
  }, 120_000);
});
