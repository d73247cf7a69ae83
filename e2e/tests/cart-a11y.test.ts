import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { useShop, waitForApp } from '../support/shop';

const shop = useShop();

const stored = (page: Page, nombre: string): Promise<number | undefined> =>
  page.evaluate((n) => JSON.parse(localStorage.getItem('cartProduct') ?? '[]').find((l: { nombre: string }) => l.nombre === n)?.items, nombre);

/** Accessible names of the buttons inside `scope`, as a screen reader gets them, in page order. */
async function buttonNames(scope: Locator): Promise<string[]> {
  const yaml = await scope.ariaSnapshot();
  // YAML may quote the whole line ('button "Agregar al carrito: X"') when the name holds ": ".
  return [...yaml.matchAll(/- '?button "([^"]*)"/g)].map((m) => m[1]!);
}

const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el === document.body || !el ? 'body' : (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });

const focusInDialog = (page: Page): Promise<boolean> => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

const cardOf = (page: Page, nombre: string): Locator =>
  page.locator('#catalogo article', { has: page.getByRole('heading', { name: nombre, exact: true }) });

async function openShop(page: Page): Promise<void> {
  await page.goto('/tienda');
  await waitForApp(page);
  await cardOf(page, 'Aguacate Hass').waitFor();
}

/** Adds from the catalogue card; the panel opens and is left open. */
async function add(page: Page, nombre: string): Promise<void> {
  await cardOf(page, nombre).getByRole('button', { name: /Agregar al carrito/ }).click();
  await page.getByRole('dialog', { name: 'Carrito de compras' }).waitFor({ state: 'visible' });
}

/** Title of the hero slide in view (the first one until Swiper takes over). */
const heroTitle = (page: Page): Promise<string> =>
  page.evaluate(() => (document.querySelector('.hero .swiper-slide-active .hero__title') ?? document.querySelector('.hero .hero__title'))?.textContent ?? '');

async function heroPage(browser: Browser, baseURL: string, reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'es-MX', reducedMotion });
  const page = await context.newPage();
  await page.goto('/');
  await waitForApp(page);
  return page;
}

describe('cart quantities', () => {
  it('−/+ on the card, the panel and the cart page change the quantity and what is stored, within 1–999', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await openShop(page);
    const card = cardOf(page, 'Aguacate Hass');
    // No stepper until the product is in the cart.
    expect(await card.getByRole('button', { name: 'Agregar uno de Aguacate Hass' }).count()).toBe(0);
    await add(page, 'Aguacate Hass');

    const panel = page.getByRole('dialog', { name: 'Carrito de compras' });
    await panel.getByRole('button', { name: 'Agregar uno de Aguacate Hass' }).click();
    await expect.poll(() => stored(page, 'Aguacate Hass')).toBe(2);
    expect(await panel.getByLabel('Cantidad de Aguacate Hass').inputValue()).toBe('2');
    const less = panel.getByRole('button', { name: 'Quitar uno de Aguacate Hass' });
    await less.click();
    await expect.poll(() => stored(page, 'Aguacate Hass')).toBe(1);
    // At 1 the − is disabled (removal is the "Eliminar" button's job) but keeps the focus.
    expect(await less.getAttribute('aria-disabled')).toBe('true');
    await less.press('Enter');
    expect(await stored(page, 'Aguacate Hass')).toBe(1);
    expect(await focusedName(page)).toBe('Quitar uno de Aguacate Hass');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: 'Agregar uno de Aguacate Hass' }).click();
    await card.getByRole('button', { name: 'Agregar uno de Aguacate Hass' }).click();
    await expect.poll(() => stored(page, 'Aguacate Hass')).toBe(3);
    expect(await card.getByLabel('Cantidad de Aguacate Hass').inputValue()).toBe('3');
    await card.getByRole('button', { name: 'Quitar uno de Aguacate Hass' }).click();
    await expect.poll(() => stored(page, 'Aguacate Hass')).toBe(2);

    await page.goto('/carrito');
    await waitForApp(page);
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Agregar uno de Aguacate Hass' }).click();
    await expect.poll(() => stored(page, 'Aguacate Hass')).toBe(3);
    await main.getByRole('button', { name: 'Quitar uno de Aguacate Hass' }).click();
    await expect.poll(() => stored(page, 'Aguacate Hass')).toBe(2);
    await context.close();
  });

  it('a fraction or a quantity over 999 is corrected and the correction is said, beside the field and aloud', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await openShop(page);
    await add(page, 'Aguacate Hass');
    await page.keyboard.press('Escape');
    await page.goto('/carrito');
    await waitForApp(page);
    const main = page.locator('main');
    const qty = main.getByLabel('Cantidad de Aguacate Hass');

    await qty.fill('2.5');
    await expect.poll(() => qty.inputValue()).toBe('2');
    await main.getByText('Usamos 2: solo cantidades enteras.').waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Usamos 2: solo cantidades enteras.' }).count()).toBe(1);
    expect(await stored(page, 'Aguacate Hass')).toBe(2);

    await qty.fill('1500');
    await expect.poll(() => qty.inputValue()).toBe('999');
    await main.getByText('El máximo por producto es 999.').waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'El máximo por producto es 999.' }).count()).toBe(1);
    expect(await stored(page, 'Aguacate Hass')).toBe(999);
    expect(await main.getByRole('button', { name: 'Agregar uno de Aguacate Hass' }).getAttribute('aria-disabled')).toBe('true');

    // The same on the product card.
    await openShop(page);
    const card = cardOf(page, 'Aguacate Hass');
    await card.getByLabel('Cantidad de Aguacate Hass').fill('4.75');
    await card.getByText('Usamos 4: solo cantidades enteras.').waitFor();
    await expect.poll(() => stored(page, 'Aguacate Hass')).toBe(4);
    await context.close();
  });

  it('on a phone the steppers and the pause button are big enough to tap', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/');
    await waitForApp(page);
    const pause = await page.getByRole('button', { name: 'Pausar carrusel' }).boundingBox();
    expect(pause!.width).toBeGreaterThanOrEqual(24);
    expect(pause!.height).toBeGreaterThanOrEqual(24);
    await openShop(page);
    await add(page, 'Aguacate Hass');
    const tapTargets = async (scope: Locator) => {
      for (const name of ['Quitar uno de Aguacate Hass', 'Agregar uno de Aguacate Hass']) {
        const box = await scope.getByRole('button', { name }).boundingBox();
        // Whole CSS pixels: a panel still settling reports 43.99999 for a 44 px button.
        expect(Math.round(box!.width), name).toBeGreaterThanOrEqual(44);
        expect(Math.round(box!.height), name).toBeGreaterThanOrEqual(44);
      }
    };
    await tapTargets(page.getByRole('dialog', { name: 'Carrito de compras' }));
    await page.keyboard.press('Escape');
    await tapTargets(cardOf(page, 'Aguacate Hass'));
    await context.close();
  });
});

describe('buttons that name their product', () => {
  it('every "Agregar al carrito" and "Eliminar" button says which product it is for', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await openShop(page);
    // LO NUEVO shows all its cards once Swiper has taken over (at its first autoplay step in view).
    await page.locator('.new-products').scrollIntoViewIfNeeded();
    await page.locator('.new-products .swiper-initialized').waitFor({ state: 'attached' });
    for (const section of [page.locator('.new-products'), page.locator('#catalogo')]) {
      const cards = section.locator('article');
      const names = await buttonNames(section);
      const adds = names.filter((n) => n.includes('Agregar al carrito'));
      expect(adds.length).toBe(await cards.count());
      expect(new Set(adds).size).toBe(adds.length);
      const products = await cards.getByRole('heading').allTextContents();
      adds.forEach((name, i) => expect(name).toContain(products[i]));
    }

    for (const nombre of ['Aguacate Hass', 'Fresa de San Quintín', 'Mango Ataulfo']) {
      await add(page, nombre);
      // Once in the cart, the check names the product too.
      expect((await buttonNames(cardOf(page, nombre))).find((n) => n.includes('En el carrito'))).toContain(nombre);
      await page.keyboard.press('Escape');
    }
    await page.goto('/carrito');
    await waitForApp(page);
    const removes = (await buttonNames(page.locator('main'))).filter((n) => n.includes('Eliminar'));
    expect(removes).toHaveLength(3);
    ['Aguacate Hass', 'Fresa de San Quintín', 'Mango Ataulfo'].forEach((nombre, i) => expect(removes[i]).toContain(nombre));
    await context.close();
  });
});

describe('the cart panel as a dialog', () => {
  it('keeps Tab and Shift+Tab inside while open and gives focus back to the opener on close', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await openShop(page);
    await add(page, 'Aguacate Hass');
    await page.keyboard.press('Escape');
    // Opened from the keyboard this time.
    await cardOf(page, 'Fresa de San Quintín').getByRole('button', { name: /Agregar al carrito/ }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Carrito de compras' });
    await panel.waitFor({ state: 'visible' });
    await expect.poll(() => focusInDialog(page)).toBe(true);
    const seen = new Set<string>();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), `Tab ${i + 1}`).toBe(true);
      seen.add(await focusedName(page));
    }
    // It went round: the close button and the link at the end were both reached.
    expect(seen).toContain('Cerrar carrito');
    expect(seen).toContain('Ir al Carrito');
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page), `Shift+Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toContain('Fresa de San Quintín');

    // The close button gives focus back too.
    await cardOf(page, 'Mango Ataulfo').getByRole('button', { name: /Agregar al carrito/ }).focus();
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'visible' });
    await panel.getByRole('button', { name: 'Cerrar carrito' }).click();
    await expect.poll(() => focusedName(page)).toContain('Mango Ataulfo');
    await context.close();
  });

  it('removing a line moves focus to the next "Eliminar", then to the heading, and announces it', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await openShop(page);
    await add(page, 'Aguacate Hass');
    await page.keyboard.press('Escape');
    await add(page, 'Fresa de San Quintín');
    await page.keyboard.press('Escape');
    await add(page, 'Mango Ataulfo');
    const panel = page.getByRole('dialog', { name: 'Carrito de compras' });
    const remove = async (nombre: string) => {
      await panel.getByRole('button', { name: new RegExp(`Eliminar.*${nombre}`) }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('status').filter({ hasText: `${nombre} eliminado del carrito` }).count()).toBe(1);
    };

    await remove('Aguacate Hass');
    await expect.poll(() => focusedName(page)).toMatch(/Eliminar.*Fresa de San Quintín/);
    await remove('Mango Ataulfo');
    await expect.poll(() => focusedName(page)).toMatch(/Eliminar.*Fresa de San Quintín/);
    await remove('Fresa de San Quintín');
    await expect.poll(() => focusedName(page)).toBe('Tu carrito');
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');

    // On the cart page: the next line's button, then the page heading.
    await add(page, 'Aguacate Hass');
    await page.keyboard.press('Escape');
    await add(page, 'Fresa de San Quintín');
    await page.keyboard.press('Escape');
    await page.goto('/carrito');
    await waitForApp(page);
    const main = page.locator('main');
    await main.getByRole('button', { name: /Eliminar.*Aguacate Hass/ }).click();
    await expect.poll(() => focusedName(page)).toMatch(/Eliminar.*Fresa de San Quintín/);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Aguacate Hass eliminado del carrito' }).count()).toBe(1);
    await main.getByRole('button', { name: /Eliminar.*Fresa de San Quintín/ }).click();
    await expect.poll(() => focusedName(page)).toBe('Carrito de compras');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Fresa de San Quintín eliminado del carrito' }).count()).toBe(1);
    await main.getByText('Aun no tienes productos en tu carrito.').waitFor();
    await context.close();
  });
});

describe('the hero carousel (WCAG 2.2.2)', () => {
  it('does not move by itself under prefers-reduced-motion, even once Swiper has taken over', async () => {
    const page = await heroPage(shop.browser, shop.server.url, 'reduce');
    const first = await heroTitle(page);
    await page.getByRole('button', { name: 'Reanudar carrusel' }).waitFor();
    // A click anywhere loads the carousel library; it must still stand still.
    await page.locator('.hero .eyebrow').first().click();
    await page.locator('.hero .swiper-slide-active').waitFor({ state: 'attached' });
    await page.waitForTimeout(4000);
    expect(await heroTitle(page)).toBe(first);
    await page.context().close();
  });

  it('otherwise autoplays every 3 s, a dot click does not stop it, and the pause button does', async () => {
    const page = await heroPage(shop.browser, shop.server.url, 'no-preference');
    const first = await heroTitle(page);
    await expect.poll(() => heroTitle(page), { timeout: 6000, interval: 200 }).not.toBe(first);
    await page.waitForTimeout(1000); // let that slide finish
    // Clicking a dot moves there and autoplay goes on (SPEC.md: it does not stop on interaction).
    await page.getByRole('button', { name: 'Ir a la diapositiva 1' }).click();
    await expect.poll(() => heroTitle(page), { timeout: 2000 }).toBe(first);
    await expect.poll(() => heroTitle(page), { timeout: 6000, interval: 200 }).not.toBe(first);

    await page.getByRole('button', { name: 'Pausar carrusel' }).click();
    await page.waitForTimeout(800); // a slide already on its way finishes
    const paused = await heroTitle(page);
    await page.waitForTimeout(4000);
    expect(await heroTitle(page)).toBe(paused);
    await page.getByRole('button', { name: 'Reanudar carrusel' }).click();
    await expect.poll(() => heroTitle(page), { timeout: 6000, interval: 200 }).not.toBe(paused);
    await page.context().close();
  });

  it('LO NUEVO moves too and has its own pause button, which stops it', async () => {
    const page = await heroPage(shop.browser, shop.server.url, 'no-preference');
    const current = () => page.locator('.new-products .swiper-slide-active h3').first().textContent({ timeout: 1000 }).catch(() => null);
    await expect.poll(current, { timeout: 8000, interval: 200 }).not.toBeNull();
    const first = await current();
    await expect.poll(current, { timeout: 6000, interval: 200 }).not.toBe(first);
    await page.getByRole('button', { name: 'Pausar productos nuevos' }).click();
    await page.waitForTimeout(800);
    const paused = await current();
    await page.waitForTimeout(4000);
    expect(await current()).toBe(paused);
    await page.getByRole('button', { name: 'Reanudar productos nuevos' }).waitFor();
    await page.context().close();
  });
});
