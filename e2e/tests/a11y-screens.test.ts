import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { DESKTOP, PHONE, newPage, screenshot, screenshotsDir } from '../support/browser';
import { register, uniqueEmail, useShop, waitForApp } from '../support/shop';

const shop = useShop();

const ROUTES: { path: string; name: string; needsCart?: boolean; ready?: (page: Page) => Promise<unknown> }[] = [
  { path: '/', name: 'home' },
  { path: '/tienda', name: 'tienda' },
  { path: '/nosotros', name: 'nosotros' },
  { path: '/contacto', name: 'contacto' },
  { path: '/login', name: 'login' },
  { path: '/forgot-password', name: 'forgot-password' },
  { path: '/reset-password?token=abc', name: 'reset-password' },
  { path: '/verificar-correo?token=abc', name: 'verificar-correo' },
  { path: '/carrito', name: 'carrito', needsCart: true },
  { path: '/checkout', name: 'checkout', needsCart: true },
  { path: '/checkout-confirm', name: 'checkout-confirm' },
  { path: '/facturar', name: 'facturar' },
  { path: '/busqueda?q=chile', name: 'busqueda' },
  { path: '/terms', name: 'terms' },
  { path: '/privacy', name: 'privacy' },
  { path: '/blog', name: 'blog', ready: (p) => p.locator('.blog-card').first().waitFor() },
  { path: '/blog/recetas-con-nopal', name: 'blog-article', ready: (p) => p.locator('.article__body').waitFor() },
  { path: '/no-existe', name: 'not-found' },
];

async function fillCart(page: Page): Promise<void> {
  await page.goto('/tienda');
  await waitForApp(page);
  const add = page.locator('#catalogo').getByRole('button', { name: 'Agregar al carrito' });
  await add.first().click();
  await page.keyboard.press('Escape');
  await add.nth(1).click();
  await page.keyboard.press('Escape');
}

/** Serious and critical axe violations, summarised for a readable failure. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(300);
}

async function noHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every route on %s', (label, viewport) => {
  it('has no serious/critical axe violation, one <main>, no horizontal overflow; screenshots saved', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
    await fillCart(page);
    const problems: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route.path);
      await waitForApp(page);
      await route.ready?.(page);
      await page.waitForTimeout(400); // let slide-in transitions finish
      const violations = await seriousViolations(page);
      problems.push(...violations.map((v) => `${route.path}: ${v}`));
      if ((await page.locator('main').count()) !== 1) problems.push(`${route.path}: not exactly one <main>`);
      if (!(await noHorizontalOverflow(page))) problems.push(`${route.path}: horizontal overflow`);
      if (!(await page.title()).includes('Huerta Baja')) problems.push(`${route.path}: no page title`);
      await loadLazyImages(page);
      await screenshot(page, `${label}-${route.name}`);
    }
    // The account page, logged in.
    await register(page, { nombre: 'Ana Pruebas', email: uniqueEmail(`a11y-${label}`), password: 'contraseña-segura' });
    await page.getByRole('heading', { name: 'Mi Cuenta' }).waitFor();
    problems.push(...(await seriousViolations(page)).map((v) => `/account: ${v}`));
    await screenshot(page, `${label}-account`);
    // The cart panel open.
    await page.goto('/tienda');
    await waitForApp(page);
    await page.locator('#catalogo').getByRole('button', { name: 'Agregar al carrito' }).first().click();
    await page.getByRole('dialog', { name: 'Carrito de compras' }).waitFor();
    await page.waitForTimeout(400);
    problems.push(...(await seriousViolations(page)).map((v) => `cart panel: ${v}`));
    await page.screenshot({ path: join(screenshotsDir, `${label}-cart-panel.png`) });
    if (label === 'phone') {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Menú' }).click();
      await page.waitForTimeout(400);
      problems.push(...(await seriousViolations(page)).map((v) => `phone menu: ${v}`));
      await page.screenshot({ path: join(screenshotsDir, 'phone-menu-open.png') });
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});
