import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { useShop, waitForApp } from '../support/shop';

const shop = useShop();

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Buscar productos', exact: true });
const productNames = (page: Page) => page.locator('main .product-card__name').allTextContents();

/** Searches from the header the way a shopper on a phone does: tap the magnifier, type, Enter. */
async function searchFromHeader(page: Page, words: string): Promise<void> {
  await searchButton(page).click();
  await page.getByRole('searchbox', { name: '¿Qué producto buscas?' }).fill(words);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/busqueda' && url.searchParams.get('q') === words);
}

describe('search', () => {
  it('is in the header of a phone and finds plurals and Mexican names (issue 15)', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/');
    await waitForApp(page);
    // In the bar at the top of the screen, not ~2,000 px down the home page.
    const box = await searchButton(page).boundingBox();
    expect(box && box.y + box.height <= 80 && box.x + box.width <= PHONE.width).toBe(true);

    await searchFromHeader(page, 'tomates');
    await expect.poll(() => productNames(page)).toEqual(['Tomate saladette']);
    await searchFromHeader(page, 'jitomate');
    await expect.poll(() => productNames(page)).toEqual(['Tomate saladette']);
    await searchFromHeader(page, 'papas');
    await expect.poll(() => productNames(page)).toEqual(['Papa blanca']);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Busqueda');
    await context.close();
  });

  it('offers the closest products and a way to ask the shop when nothing matches', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/nosotros');
    await waitForApp(page);
    await searchFromHeader(page, 'zzzz');
    const main = page.locator('main');
    await expect.poll(() => main.getByText('0 productos encontrados').count()).toBe(1);
    await expect.poll(() => main.getByRole('heading', { name: 'No encontramos productos para «zzzz»' }).count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Escríbenos' }).getAttribute('href')).toBe('/contacto');
    await expect.poll(() => main.getByRole('link', { name: /^WhatsApp \+52/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/52\d{10}$/);
    await expect.poll(async () => (await productNames(page)).length).toBeGreaterThan(0);

    // A typo suggests what was probably meant.
    await page.goto('/busqueda?q=aguacte');
    await expect.poll(() => main.getByRole('heading', { name: '¿Quizá buscabas…?' }).count()).toBe(1);
    await expect.poll(() => productNames(page)).toEqual(['Aguacate Hass']);
    await context.close();
  });

  it('works from the keyboard alone: Tab to it, Enter, type, Enter; Escape closes it', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/contacto');
    await waitForApp(page);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? '');
    for (let i = 0; i < 15 && (await focused()) !== 'Buscar productos'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Buscar productos');

    // The field's code is its own small file, asked for as the button took the focus: it opens with the field focused.
    await page.keyboard.press('Enter');
    await expect.poll(focused, { timeout: 2_000 }).toBe('nav-search-q');
    await page.keyboard.press('Escape');
    expect(await focused()).toBe('Buscar productos');
    expect(await page.getByRole('searchbox', { name: '¿Qué producto buscas?' }).isVisible()).toBe(false);

    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('nav-search-q');
    await page.keyboard.type('aguacates');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/busqueda' && url.searchParams.get('q') === 'aguacates');
    await expect.poll(() => productNames(page)).toEqual(['Aguacate Hass']);
    await context.close();
  });

  it('the catalogue box on the home page uses the same rule', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/tienda');
    await waitForApp(page);
    const catalog = page.locator('#catalogo');
    await catalog.getByPlaceholder('Busca productos').fill('jitomates');
    await expect.poll(() => catalog.locator('.product-card__name').allTextContents()).toEqual(['Tomate saladette']);
    await context.close();
  });
});
