import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFirstScreen, type FirstScreenPage } from './first-screen';

// The render and its cache, with a stand-in for the web's server build (apps/web dist-ssr/entry-server.js) that
// counts its renders and echoes what it was given: the real one is exercised by apps/web entry-server.test.ts and
// e2e first-screen.test.ts.
const dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
writeFileSync(
  join(dir, 'entry-server.js'),
  `globalThis.renders = 0;
export async function render(address, locale, queries) {
  globalThis.renders++;
  await new Promise((r) => setTimeout(r, globalThis.renderMs ?? 5));
  const product = queries.find((q) => q.procedimiento === 'catalog.product');
  if (product && product.data === null) return { html: '', missing: ['[["catalog","product"]]'] };
  return { html: '<h1>' + address + ' ' + locale + ' ' + JSON.stringify(product?.data ?? null).replace(/</g, '&lt;') + '</h1>', missing: [] };
}`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const renders = () => (globalThis as unknown as { renders?: number }).renders ?? 0;

const page = (address: string, over: Partial<FirstScreenPage> = {}): FirstScreenPage => ({
  address,
  ruta: address,
  pattern: address.includes('/producto/') ? '/producto/$slug' : '/',
  param: address.split('/').pop(),
  locale: 'es',
  wrap: (root, after) => `<html><div id="root">${root}</div>${after}</html>`,
  wrapKey: 'Huerta Baja',
  ...over,
});

function shop(answer: (procedimiento: string, input: unknown) => unknown, options: { maxBytes?: number; maxWaiting?: number } = {}) {
  const logged: string[] = [];
  const screen = createFirstScreen({ dir, ask: async (q) => answer(q.procedimiento, q.input), log: (_e, m) => logged.push(m), ...options })!;
  return { screen, logged };
}

describe('the first screens rendered on the server', () => {
  it('renders a page once for the same answers, however many ask at once, and again when an answer changes', async () => {
    let price = 69.9;
    const { screen } = shop((p) => (p === 'catalog.product' ? { nombre: 'Aguacate', precio: price } : []));
    const before = renders();
    const bodies = await Promise.all(Array.from({ length: 10 }, () => screen.page(page('/producto/aguacate'))));
    expect(renders() - before).toBe(1);
    expect(new Set(bodies.map((b) => b!.etag)).size).toBe(1);
    const html = bodies[0]!.body.toString();
    expect(html).toContain('<h1>/producto/aguacate es {"nombre":"Aguacate","precio":69.9}</h1>');
    // The answers go with the page, exactly what the browser seeds its cache with.
    const data = JSON.parse(/id="datos-pagina">(.*)<\/script>/.exec(html)![1]!) as { ruta: string; consultas: { procedimiento: string; input?: unknown; data: unknown }[] };
    expect(data.ruta).toBe('/producto/aguacate');
    expect(data.consultas.find((c) => c.procedimiento === 'catalog.product')).toEqual({ procedimiento: 'catalog.product', input: { slug: 'aguacate' }, data: { nombre: 'Aguacate', precio: 69.9 } });
    expect(data.consultas.map((c) => c.procedimiento)).toEqual(['catalog.config', 'catalog.firstProducts', 'catalog.promotions', 'catalog.categories', 'catalog.articles', 'catalog.slides', 'catalog.product']);

    price = 59.9; // the owner changed the price: a new page, nobody had to say the old one was stale
    const after = await screen.page(page('/producto/aguacate'));
    expect(renders() - before).toBe(2);
    expect(after!.body.toString()).toContain('"precio":59.9');
  });

  it('asks in the page’s language: the owner’s English and the product in English on /en/', async () => {
    const asked: unknown[] = [];
    const { screen } = shop((p, input) => (asked.push([p, input]), p === 'catalog.product' ? { nombre: 'Avocado' } : []));
    await screen.page(page('/en/producto/aguacate', { locale: 'en', ruta: '/en/producto/aguacate' }));
    expect(asked).toContainEqual(['catalog.translations', { idioma: 'en' }]);
    expect(asked).toContainEqual(['catalog.product', { slug: 'aguacate', idioma: 'en' }]);
  });

  it('keeps a page’s text as text in its data: a name cannot close the script it travels in', async () => {
    const { screen } = shop((p) => (p === 'catalog.product' ? { nombre: '</script><script>alert(1)</script> & $&' } : []));
    const html = (await screen.page(page('/producto/x')))!.body.toString();
    expect(html.match(/<\/script>/g)).toHaveLength(1); // only the data's own closing tag
    const data = JSON.parse(/id="datos-pagina">(.*)<\/script>/.exec(html)![1]!) as { consultas: { data: { nombre?: string } }[] };
    expect(data.consultas.at(-1)!.data.nombre).toBe('</script><script>alert(1)</script> & $&');
  });

  it('sends nothing (the plain shell) for a page that would still ask for data, and does not render it again', async () => {
    const { screen, logged } = shop((p) => (p === 'catalog.product' ? null : []));
    const before = renders();
    expect(await screen.page(page('/producto/gone'))).toBeNull();
    expect(await screen.page(page('/producto/gone'))).toBeNull();
    expect(renders() - before).toBe(1);
    expect(logged[0]).toContain('would still ask');
  });

  it('sends the plain shell instead of queueing past a few renders waiting, and keeps within its bytes', async () => {
    const g = globalThis as unknown as { renderMs: number };
    g.renderMs = 50;
    const { screen } = shop((p, input) => (p === 'catalog.product' ? { slug: (input as { slug: string }).slug } : []), { maxWaiting: 2, maxBytes: 6_000 });
    const before = renders();
    const bodies = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((s) => screen.page(page(`/producto/${s}`))));
    g.renderMs = 5;
    expect(bodies.filter((b) => b !== null)).toHaveLength(2);
    expect(renders() - before).toBe(2);
    // Not kept while busy: asked again, they render now.
    expect(await screen.page(page('/producto/e'))).not.toBeNull();
    expect(screen.cache.size.bytes).toBeLessThanOrEqual(6_000);
  });
});
