import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/helpers';

const { app } = await createTestApp();

describe('hardening', () => {
  it('sends pages a CSP that allows only our origin and Stripe', async () => {
    const res = await app.inject({ method: 'GET', url: '/tienda' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('sends JSON answers the API set: nothing may load or frame them', async () => {
    for (const url of ['/api/productos', '/trpc/catalog.products', '/api/config', '/api/no-existe']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['strict-transport-security'], url).toBeDefined();
    }
  });

  it('sends a file a page loads only the headers a file reads, and pages the whole set', async () => {
    const page = await app.inject({ method: 'GET', url: '/tienda' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBeDefined();
    const file = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(file.headers['strict-transport-security']).toBeDefined();
    for (const name of ['content-security-policy', 'cross-origin-opener-policy', 'x-frame-options', 'referrer-policy', 'origin-agent-cluster']) expect(file.headers[name], name).toBeUndefined();
    // Not a file by its look: an address that only ends like one is a page (the shell), with the page set.
    const lookalike = await app.inject({ method: 'GET', url: '/producto/uvas.js' });
    expect(lookalike.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers unknown /api paths with a 404 JSON envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ success: false, message: 'Ruta no encontrada.' });
  });

  it('answers malformed JSON with a 400 Spanish envelope and no internals', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/productos', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/at |stack|sqlite|FST_/i);
  });

  it('rejects a body over the 64 KB limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/catalog.products',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'y'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(JSON.stringify(res.json())).not.toMatch(/FST_|stack/);
  });
});

describe('one process serves the web app', () => {
  it('serves deep links with the app shell (SPA fallback)', async () => {
    const [article] = (await app.inject({ url: '/api/articulos-blog' })).json().data;
    for (const url of ['/', '/tienda', '/checkout/', `/blog/${article.slug}?x=1`]) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      // The shell is personalised with STORE_NAME once at start; pages crawlers read have their own title.
      expect(res.body).toMatch(/<title>(.+ — )?Huerta Baja<\/title>/);
      expect(res.body).toContain('<h1>HUERTA BAJA</h1>');
    }
  });

  it('answers an address that is no page with 404 and the shell (the app shows its not-found screen)', async () => {
    for (const url of ['/no-existe', '/tienda/extra', '/blog/articulo-que-no-existe', '/checkout/%C3%B1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('revalidates the shell with an ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/checkout' });
    const again = await app.inject({ method: 'GET', url: '/checkout', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // Pages that name the same files share one shell (the cart and the account without heads of their own);
    // a page with its own head (the blog's, for crawlers) or naming its own code (the cart) has its own.
    const blog = await app.inject({ method: 'GET', url: '/blog', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(blog.statusCode).toBe(200);
    const cart = await app.inject({ method: 'GET', url: '/carrito', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(cart.statusCode).toBe(200);
  });

  it('names the first slide of the hero in the shell of the pages that open on it, so it downloads beside the code', async () => {
    const [first] = (await app.inject({ url: '/api/carouselActive' })).json().data as { img_slider: string }[];
    const preload = `<link rel="preload" as="image" href="${first!.img_slider}" fetchpriority="high"></head>`;
    for (const url of ['/', '/tienda', '/tienda/']) expect((await app.inject({ url })).body, url).toContain(preload);
    for (const url of ['/carrito', '/checkout', '/no-existe']) expect((await app.inject({ url })).body, url).not.toContain('as="image"');
    // Each variant has its own ETag: a browser's copy of one is never confirmed for the other.
    const home = await app.inject({ url: '/' });
    expect((await app.inject({ url: '/carrito', headers: { 'if-none-match': String(home.headers.etag) } })).statusCode).toBe(200);
  });

  it("names a page's own code in the shell sent for its address, and nothing of it for other pages", async () => {
    const links = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(links((await app.inject({ url: '/carrito' })).body)).toEqual(['/assets/carrito-c1.js', '/assets/empty-cart-e1.js']);
    for (const url of ['/', '/tienda', '/checkout', '/no-existe', '/blog']) expect(links((await app.inject({ url })).body), url).toEqual([]);
    // A pattern's page: an article that exists gets the article page's code; one that does not is a 404 without it.
    const [article] = (await app.inject({ url: '/api/articulos-blog' })).json().data as { slug: string }[];
    expect(links((await app.inject({ url: `/blog/${article!.slug}` })).body)).toEqual(['/assets/blog._slug-b1.js']);
    const missing = await app.inject({ url: '/blog/no-existe-este-articulo' });
    expect([missing.statusCode, links(missing.body)]).toEqual([404, []]);
  });

  it('caches hashed assets forever and compresses them', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('does not let the SPA fallback swallow missing API routes or non-GET requests', async () => {
    expect((await app.inject({ method: 'POST', url: '/tienda' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/trpc' })).statusCode).toBe(404);
    // A chunk from an older build must fail as a script load, not run the HTML shell as JavaScript.
    const oldChunk = await app.inject({ method: 'GET', url: '/assets/index-OLD12345.js' });
    expect(oldChunk.statusCode).toBe(404);
    expect(oldChunk.headers['content-type']).not.toMatch(/text\/html/);
    expect((await app.inject({ method: 'GET', url: '/img/productos/no-existe.webp' })).statusCode).toBe(404);
  });
});

describe('tRPC over HTTP', () => {
  it('serves the catalogue as the typed client asks for it (batched GET)', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/catalog.products,catalog.categories?batch=1&input=%7B%7D' });
    expect(res.statusCode).toBe(200);
    const [products, categories] = res.json();
    expect(products.result.data.length).toBeGreaterThanOrEqual(45);
    expect(categories.result.data.categorias).toHaveLength(3);
  });

  it('reports bad input in Spanish without a stack trace', async () => {
    const input = encodeURIComponent(JSON.stringify({ slug: 'NO VALIDO!' }));
    const res = await app.inject({ method: 'GET', url: `/trpc/catalog.article?input=${input}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.message).toBe('Artículo: Identificador inválido.');
    expect(JSON.stringify(body)).not.toContain('stack');
  });
});
