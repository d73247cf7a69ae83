import { describe, expect, it } from 'vitest';
import { PHONE, newPage, screenshot } from '../support/browser';
import { lastMail } from '../support/outbox';
import { watchProblems } from '../support/problems';
import { readyToDeliver, uniqueEmail, useShop, waitForApp } from '../support/shop';
import { untranslated } from '../support/spanish';

const shop = useShop();

/** The storefront's pages a shopper reaches, as their English addresses. */
const PAGES = ['/en/', '/en/tienda', '/en/producto/aguacate-hass', '/en/categoria/frutas', '/en/busqueda?q=mango', '/en/carrito', '/en/checkout', '/en/login', '/en/contacto', '/en/nosotros', '/en/blog', '/en/terms', '/en/privacy', '/en/forgot-password', '/en/not-a-page'];

describe('the shop in English', () => {
  it('switches on a phone, keeps the page, and is remembered; back to Spanish the same way', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page, /not-a-page/);
    await page.goto('/tienda');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en/tienda');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Shop', exact: true }).waitFor();
    // Links written by the app keep the language.
    await page.getByRole('link', { name: 'About us' }).click();
    await page.waitForURL('**/en/nosotros');
    // Remembered: a Spanish address opens in English on the next visit.
    await page.goto('/contacto');
    await waitForApp(page);
    await page.waitForURL('**/en/contacto');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL((u) => u.pathname === '/contacto');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-MX');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('link', { name: 'Tienda', exact: true }).waitFor();
    // Back goes back to the English page, in English.
    await page.goBack();
    await page.waitForURL('**/en/contacto');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an English page starts with one request, the one its shell preloaded (the owner’s English in it); a rendered one with none', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/trpc/')) calls.push(r.url());
    });
    // The cart is drawn by the browser: its shell preloads the start batch, the owner's English in it.
    await page.goto('/en/carrito');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('catalog.translations');
    // The home's first screen comes rendered in English, its data with it (issue 48): nothing is asked again.
    calls.length = 0;
    await page.goto('/en/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => /catalog\.(config|translations|firstProducts)/.test(c))).toEqual([]);
    // The English chunk (Lingui and the catalogue) is named by the shell, so it downloads with the entry.
    const shell = await (await fetch(`${shop.server.url}/en/producto/aguacate-hass`)).text();
    // (A page the server rendered hands its files to its first-paint script, to ask for after its first paint.)
    expect(shell).toMatch(/(<link rel="modulepreload" crossorigin href="|data-preload="[^"]*)\/assets\/english-[\w-]+\.js/);
    expect(await (await fetch(`${shop.server.url}/producto/aguacate-hass`)).text()).not.toContain('/assets/english-');
    await context.close();
  });

  it('every page in English, listed: no Spanish text left on any', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/en/tienda');
    await waitForApp(page);
    // A cart with something in it, so the cart and checkout show their lines and totals.
    await page.locator('#catalogo').getByRole('button', { name: /^Add to cart: / }).first().click();
    await page.keyboard.press('Escape');
    const found: string[] = [];
    // First below the zone's minimum: the cart says what is missing.
    await page.evaluate(() => localStorage.setItem('codigoPostal', '22800'));
    await page.goto('/en/carrito');
    await waitForApp(page);
    await page.getByText(/^The minimum order for delivery in Ensenada is MX\$500\.00: add MX\$[\d,.]+ more\.$/).waitFor();
    found.push(...(await untranslated(page)));
    await readyToDeliver(page);
    for (const path of PAGES) {
      await page.goto(path);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      found.push(...(await untranslated(page)));
    }
    const [article] = (await (await fetch(`${shop.server.url}/api/articulos-blog`)).json()).data as { slug: string }[];
    await page.goto(`/en/blog/${article!.slug}`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    found.push(...(await untranslated(page)));
    // The texts in the message: CI's summary keeps only its first line.
    expect(found, found.join(' | ')).toEqual([]);
    await context.close();
  });

  it('a product opened from a card and from a shared link, added to the cart; the product page at 390 and 1280', async () => {
    for (const [viewport, tag] of [[PHONE, '390'], [undefined, '1280']] as const) {
      const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
      const problems = watchProblems(page);
      // A shared link, opened cold.
      await page.goto('/en/producto/aguacate-hass');
      await waitForApp(page);
      await page.getByText('In stock').waitFor();
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('cartProduct') ?? '[]') as { items: number }[])[0]?.items)).toBe(1);
      await page.keyboard.press('Escape');
      await screenshot(page, `product-page-en-${tag}`);
      // From a card of its category.
      await page.getByRole('heading', { name: /^More in Fruit$/ }).waitFor();
      await page.goto('/en/categoria/frutas');
      await waitForApp(page);
      await page.getByRole('link', { name: /strawberr/i }).first().click();
      await page.waitForURL('**/en/producto/**');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('cartProduct') ?? '[]') as unknown[]).length)).toBe(2);
      await page.keyboard.press('Escape');
      // The Spanish page beside it, for the screenshots.
      await page.goto('/producto/aguacate-hass');
      await waitForApp(page);
      await page.getByText('Disponible').waitFor();
      await screenshot(page, `product-page-es-${tag}`);
      // Added in English, the cart reads in Spanish on a Spanish page.
      await page.goto('/carrito');
      await waitForApp(page);
      await page.getByText('Aguacate Hass', { exact: true }).first().waitFor();
      expect(await page.getByText('Hass avocado').count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('an account made in English: its page has no Spanish left', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const email = uniqueEmail('english-account');
    await page.goto('/en/login');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Don’t have an account? Sign up' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Jamie Border');
    await page.getByLabel('Phone').fill('664 123 4567');
    await page.getByLabel('Street and number').fill('Av. Revolución 1234');
    await page.getByLabel('Neighborhood (colonia)').fill('Zona Centro');
    await page.getByLabel('Postal code', { exact: true }).fill('22000');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('una-clave-larga-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/en/account');
    // Not «networkidle»: the account page may keep asking (its orders, the e-mail's check) on a busy machine.
    await page.getByRole('button', { name: 'Edit details' }).waitFor();
    await page.getByText('Shipping address').waitFor();
    await page.getByRole('heading', { name: 'My orders' }).waitFor();
    const left = await untranslated(page);
    expect(left, left.join(' | ')).toEqual([]);
    await context.close();
  });

  it('an order placed in English reads in English at payment, on its confirmation and in its e-mail: the owner’s product names, the window’s', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    const problems = watchProblems(page);
    await page.goto('/en/tienda');
    await waitForApp(page);
    await page.locator('#catalogo').getByRole('button', { name: /^Add to cart: / }).first().click();
    await page.keyboard.press('Escape');
    // Tomatoes too, sold by weight: the owner calls them «Roma tomato» in English.
    await page.goto('/en/producto/tomate-saladette');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.keyboard.press('Escape');
    await readyToDeliver(page);
    await page.goto('/en/checkout');
    await waitForApp(page);
    const email = uniqueEmail('english');
    await page.getByLabel('Full name').fill('Jamie Border');
    await page.getByLabel('Street and number').fill('Calle 3 #45');
    await page.getByLabel('Neighborhood (colonia)').fill('Zona Centro');
    await page.getByLabel('Phone').fill('646 555 0101');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Test mode').waitFor();
    // The payment step: the order as the server priced it, named as the cart named it.
    await page.locator('.summary').getByText('Roma tomato').waitFor();
    expect(await page.getByText('Tomate saladette').count()).toBe(0);
    const paying = await untranslated(page);
    expect(paying, paying.join(' | ')).toEqual([]);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/en\/checkout-confirm\?/);
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page.locator('.confirm__summary').getByText(/^≈ [\d.]+ kg of Roma tomato$/).waitFor();
    await page.getByText(/· Morning \(9 am–1 pm\)$/).waitFor();
    const confirmed = await untranslated(page);
    expect(confirmed, confirmed.join(' | ')).toEqual([]);
    await screenshot(page, 'confirm-en-1280');
    await expect.poll(() => lastMail(shop.server.dir, email, 'pedido') ?? '', { timeout: 10_000 }).toMatch(/\S/);
    const mail = lastMail(shop.server.dir, email, 'pedido')!;
    expect(mail).toMatch(/MX\$[\d,]+\.\d{2}/);
    expect(mail).not.toMatch(/Gracias por tu compra|Día de entrega/);
    // What has an English name is English in the e-mail too: the products, the delivery window.
    expect(mail).toMatch(/^- Roma tomato ≈ [\d.]+ kg — MX\$/m);
    expect(mail).toContain(' · Morning (9 am–1 pm).');
    expect(mail).not.toMatch(/Tomate|Mañana/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
