import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startBigShop } from '../support/big-catalogue';
import type { RunningServer } from '../support/server';
import { waitForApp } from '../support/shop';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startBigShop(2000);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

describe('a catalogue of 2,000 products', () => {
  it('waits only for the first screen’s products, then loads the rest in ranges of its own', async () => {
    const { page, context } = await newPage(browser, server.url);
    const started: { url: string; products: number; total: number }[] = [];
    const ranges: number[] = [];
    page.on('response', async (res) => {
      const url = new URL(res.url());
      if (url.pathname.includes('catalog.firstProducts')) {
        const parts = (await res.json()) as { result: { data: { productos?: unknown[]; total?: number } } }[];
        const first = parts.find((p) => p.result.data.productos)!.result.data;
        started.push({ url: url.pathname, products: first.productos!.length, total: first.total! });
      }
      if (url.pathname === '/trpc/catalog.productRange') ranges.push(((await res.json()) as { result: { data: { productos: unknown[] } } }).result.data.productos.length);
    });
    const response = await page.goto('/');
    await waitForApp(page);
    // The first screen comes rendered with its data (issue 48): the first products are in the HTML.
    const sent = JSON.parse(/id="datos-pagina">([^<]*)<\/script>/.exec(await response!.text())![1]!) as { consultas: { procedimiento: string; data: { productos?: unknown[]; total?: number } }[] };
    const first = sent.consultas.find((c) => c.procedimiento === 'catalog.firstProducts')!.data;
    const catalog = page.locator('#catalogo');
    // The count is the whole tab's from the first paint, before and after the rest has arrived.
    const count = await catalog.getByText(/^\d+ productos encontrados/).textContent();
    expect(count).toMatch(/^[1-9]\d{2,} productos encontrados$/);
    await expect.poll(() => ranges.length).toBe(8);
    await page.getByRole('navigation', { name: 'Páginas de productos' }).waitFor();
    expect(await catalog.getByText(/^\d+ productos encontrados/).textContent()).toBe(count);
    // No start batch asked: a few dozen products in the page instead of 2,000.
    expect(started).toEqual([]);
    const total = first.total!; // the listed ones: some of the seed's (and their copies) are out of season
    expect(total).toBeGreaterThan(1800);
    expect(first.productos!.length).toBeLessThanOrEqual(98);
    expect(ranges.reduce((a, b) => a + b, 0)).toBe(total);
    expect(Math.max(...ranges)).toBeLessThanOrEqual(250);
    await context.close();
  });

  it('searches while the rest loads, says when it could not, and loads it again on request', async () => {
    const { page, context } = await newPage(browser, server.url);
    let release: (ok: boolean) => void = () => undefined;
    const released = new Promise<boolean>((resolve) => (release = resolve));
    await page.route('**/trpc/catalog.productRange**', async (route) => ((await released) ? route.continue() : route.abort('internetdisconnected')));
    await page.goto('/tienda');
    await waitForApp(page);
    const catalog = page.locator('#catalogo');
    await catalog.getByPlaceholder('Busca productos').fill('lote 39');
    await expect.poll(() => catalog.locator('.catalog__count').textContent()).toBe('Buscando en todo el catálogo…');
    release(false);
    await expect.poll(() => catalog.locator('.catalog__count').textContent(), { timeout: 15_000 }).toMatch(/^\d+ productos? encontrados? · No se pudo cargar todo el catálogo\. Reintentar$/);
    await page.unroute('**/trpc/catalog.productRange**');
    await catalog.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => catalog.locator('.catalog__count').textContent()).toMatch(/^[1-9]\d* productos? encontrados?$/);
    expect(await catalog.locator('.product-grid h3').first().textContent()).toContain('lote 39');
    await context.close();
  });

  it('keeps /tienda under 1,500 DOM nodes, pages through a category and still searches everything', async () => {
    const { page, context } = await newPage(browser, server.url);
    await page.goto('/tienda');
    await waitForApp(page);
    const catalog = page.locator('#catalogo');
    await expect.poll(() => catalog.getByText(/^\d+ productos encontrados/).textContent()).toMatch(/^[1-9]\d{2,} productos encontrados/);
    await expect.poll(() => domNodes(page)).toBeLessThan(1500);

    const pager = page.getByRole('navigation', { name: 'Páginas de productos' });
    const status = await pager.getByText(/^Página 1 de \d+$/).textContent();
    const firstPage = await catalog.locator('.product-grid h3').first().textContent();
    // By keyboard: a pointer click lands where the button was a moment before, and the cards above it
    // (content-visibility: auto, laid out as they near the viewport) can move it as it is scrolled to —
    // the likely cause of two CI runs where the pager stayed on page 1. Paging is what is tested here.
    await pager.getByRole('button', { name: 'Siguiente' }).press('Enter');
    // Polled as text, so a failure says which page the pager shows (CI once timed out waiting, unexplained).
    await expect.poll(() => pager.getByText(/^Página \d+ de /).textContent()).toMatch(/^Página 2 de /);
    expect(await catalog.locator('.product-grid h3').first().textContent()).not.toBe(firstPage);
    expect(await domNodes(page)).toBeLessThan(1500);

    // Search spans the whole catalogue (a product of the last lot), and starts again on page 1.
    await catalog.getByPlaceholder('Busca productos').fill('lote 39');
    await expect.poll(() => catalog.locator('.product-grid h3').first().textContent()).toContain('lote 39');
    await expect.poll(() => catalog.locator('.product-grid h3').count()).toBe(await catalog.locator('.product-grid h3', { hasText: 'lote 39' }).count());
    expect(status).toMatch(/^Página 1 de (2[3-9]|[3-9]\d)$/);
    await context.close();
  });
});
