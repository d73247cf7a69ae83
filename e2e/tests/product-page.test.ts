import { describe, expect, it } from 'vitest';
import { PHONE, newPage, screenshot } from '../support/browser';
import { useShop, waitForApp } from '../support/shop';

const shop = useShop();

describe('a page per product', () => {
  it('opens from its card, adds to the cart with the steppers, shows others of its category; the HTML carries its preview', async () => {
    for (const [viewport, tag] of [[undefined, '1280'], [PHONE, '390']] as const) {
      const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
      await page.goto('/busqueda?q=aguacate');
      await waitForApp(page);
      await page.getByRole('link', { name: 'Aguacate Hass', exact: true }).click();
      await page.waitForURL('**/producto/aguacate-hass');
      await page.getByRole('heading', { level: 1, name: 'Aguacate Hass' }).waitFor();
      await page.getByText('Disponible').waitFor();
      await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
      await expect.poll(() => page.locator('main').getByLabel('Cantidad de Aguacate Hass').inputValue()).toBe('1');
      // Adding opens the cart panel, as on the cards; back to the page.
      await page.keyboard.press('Escape');
      await page.locator('main').getByRole('button', { name: 'Agregar uno de Aguacate Hass' }).click();
      await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('cartProduct') ?? '[]') as { items: number }[])[0]?.items)).toBe(2);
      await page.getByRole('heading', { name: 'Más de Frutas' }).waitFor();
      await screenshot(page, `product-page-${tag}`);
      await context.close();
    }
    // A shared link opens with the page's data in its shell: no loading screen, no second request for it.
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('catalog.product')) asked.push(r.url());
    });
    await page.goto('/producto/aguacate-hass', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Aguacate Hass' }).waitFor();
    const loadingScreen = await page.locator('.loading-screen').isVisible();
    await waitForApp(page);
    expect(loadingScreen).toBe(false);
    expect(asked).toEqual([]);
    await context.close();
    // What a link preview reads, without running the page.
    const html = await (await fetch(`${shop.server.url}/producto/aguacate-hass`)).text();
    expect(html).toContain('<title>Aguacate Hass — Huerta Baja</title>');
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('<meta property="og:image"');
  });
});
