import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { useShop, waitForApp } from '../support/shop';

const shop = useShop();

describe('home page', () => {
  it('shows the loading screen, then the hero, LO NUEVO, categories and the catalogue via tRPC', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    const trpcCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/trpc/')) trpcCalls.push(req.url());
    });
    await page.goto('/');
    await waitForApp(page);
    expect(trpcCalls.some((u) => u.includes('catalog.products'))).toBe(true);
    // The HTML preloads the start batch; the tRPC client must reuse it, not fetch the catalogue twice.
    expect(trpcCalls.filter((u) => u.includes('catalog.products')).length).toBe(1);
    await expect(page.title()).resolves.toContain('Huerta Baja');
    expect(await page.locator('main').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Comprar' }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: 'LO NUEVO' }).count()).toBe(1);
    // The catalogue starts on Frutas and says how many it shows.
    await expect.poll(() => page.getByRole('button', { name: 'Frutas', pressed: true }).count()).toBe(1);
    await expect.poll(() => page.getByText(/^\d+ productos encontrados$/).textContent()).toMatch(/^[1-9]\d* productos encontrados$/);
    await expect.poll(() => page.locator('#catalogo').getByRole('heading', { name: 'Aguacate Hass' }).count()).toBe(1);
    await context.close();
  });

  it('filters by tab and searches across categories ignoring accents', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await page.goto('/tienda');
    await waitForApp(page);
    const catalog = page.locator('#catalogo');
    await catalog.getByRole('button', { name: 'Vegetales' }).click();
    await expect.poll(() => catalog.getByRole('heading', { name: 'Aguacate Hass' }).count()).toBe(0);
    await expect.poll(() => catalog.getByText('Vegetales', { exact: true }).count()).toBeGreaterThan(1);
    await catalog.getByPlaceholder('Busca productos').fill('LIMON');
    await expect.poll(() => catalog.getByRole('heading', { name: /Limón/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => catalog.getByText(/productos? encontrados?$/).textContent()).toMatch(/^[1-9]/);
    await catalog.getByPlaceholder('Busca productos').fill('zzzz');
    await expect.poll(() => catalog.getByText('0 productos encontrados').count()).toBe(1);
    // Nothing found: the search page's suggestions are one click away.
    await catalog.getByRole('link', { name: 'Ver sugerencias' }).click();
    await page.waitForURL('**/busqueda?q=zzzz');
    await context.close();
  });

  it('loads deep links through the SPA fallback and shows NotFound (HTTP 404) for unknown routes', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    expect((await page.goto('/nosotros'))?.status()).toBe(200);
    const res = await page.goto('/ruta-que-no-existe');
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'NotFound' }).count()).toBe(1);
    expect(await page.locator('main').count()).toBe(1);
    await expect.poll(() => page.locator('footer').count()).toBe(1);
    await context.close();
  });
});
