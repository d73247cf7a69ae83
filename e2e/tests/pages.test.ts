import { describe, expect, it } from 'vitest';
import { PHONE, newPage } from '../support/browser';
import { useShop, waitForApp } from '../support/shop';

const shop = useShop();

describe('static and form pages', () => {
  it('sends the contact form, shows the result and clears the fields', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await page.goto('/contacto');
    await waitForApp(page);
    await page.getByLabel('Nombre').fill('Chef Marisol');
    await page.getByLabel('Correo').fill('marisol@restaurante.mx');
    await page.getByLabel('Teléfono').fill('646 555 0100');
    await page.getByLabel('Mensaje').fill('Quiero cotizar 20 kg de tomate a la semana.');
    // The honeypot is off-screen, out of the tab order and hidden from assistive technology.
    const honeypot = page.locator('#sitio_web');
    expect((await honeypot.boundingBox())!.x).toBeLessThan(0);
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await page.locator('.contact__hp').getAttribute('aria-hidden')).toBe('true');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.locator('.msg--ok').waitFor();
    expect(await page.getByLabel('Nombre').inputValue()).toBe('');
    expect(await page.getByLabel('Mensaje').inputValue()).toBe('');
    await context.close();
  });

  it('moving between pages keeps the shop on screen: the loading screen is for the first load only', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await page.goto('/');
    await waitForApp(page);
    await page.evaluate(() => {
      const w = window as unknown as { loadingSeen: number };
      w.loadingSeen = 0;
      new MutationObserver(() => {
        if (document.querySelector('.loading-screen')) w.loadingSeen++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Each of these routes is code-split, so its first visit loads a chunk.
    for (const name of ['Nosotros', 'Contacto', 'Blog']) {
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/');
      await page.locator('main h1').first().waitFor();
    }
    expect(await page.evaluate(() => (window as unknown as { loadingSeen: number }).loadingSeen)).toBe(0);
    await context.close();
  });

  it('FAQ accordion opens one answer at a time with aria-expanded', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await page.goto('/nosotros');
    await waitForApp(page);
    const questions = page.locator('.faq').getByRole('button');
    // The FAQ comes with the owner's version of it (catalog.shopText): polled.
    await expect.poll(() => questions.count()).toBe(12);
    const expanded = () => page.locator('.faq button[aria-expanded="true"]').count();
    expect(await expanded()).toBe(0);
    await questions.nth(0).click();
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#faq-0').isVisible()).toBe(true);
    await questions.nth(3).click();
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await questions.nth(3).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#faq-0').isVisible()).toBe(false);
    expect(await expanded()).toBe(1);
    await questions.nth(3).click();
    expect(await expanded()).toBe(0);
    await context.close();
  });

  it('unknown routes answer HTTP 404 and show NotFound; so does an article that does not exist', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    const response = await page.goto('/esto/no/existe');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'NotFound' }).waitFor();
    const article = await page.goto('/blog/articulo-que-no-existe');
    expect(article?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Artículo no disponible' }).waitFor();
    expect((await page.goto('/tienda'))?.status()).toBe(200);
    await context.close();
  });

  it('phone menu at 390 px slides in from the "Menú" button', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/');
    await waitForApp(page);
    const menu = page.getByRole('button', { name: 'Menú' });
    const nosotros = page.getByRole('link', { name: 'Nosotros', exact: true });
    expect(await nosotros.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nosotros.waitFor({ state: 'visible' });
    await nosotros.click();
    await page.waitForURL('**/nosotros');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('keyboard on a phone: Tab follows the header as it reads (logo, search, cart, menu), the menu takes the focus in and Escape gives it back; the hero’s «Comprar» is one stop', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/');
    await waitForApp(page);
    // The accessible name of what has the focus after each Tab, from the top of the page.
    const focused = () => page.evaluate(() => { const el = document.activeElement as HTMLElement | null; return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? ''; });
    const stops: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      stops.push(await focused());
    }
    expect(stops).toEqual(['Saltar al contenido', 'Huerta Baja, inicio', 'Buscar productos', expect.stringMatching(/^Carrito: /), 'Menú']);
    // The header's controls sit left to right in that order on screen too.
    const xs = await page.evaluate(() => ['.nav__logo', '.nav-search button', '.nav__cart', '.nav__menu-btn'].map((q) => document.querySelector(q)!.getBoundingClientRect().left));
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);

    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Tienda');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Menú' }).getAttribute('aria-expanded')).toBe('false');
    expect(await focused()).toBe('Menú');

    // Past the header, once Swiper has taken over the carousel (all its slides in the page), the slides
    // out of view cannot be reached: one «Comprar», then the carousel's controls.
    await page.locator('.hero .swiper-slide-active').waitFor({ state: 'attached' });
    expect(await page.locator('.hero .swiper-slide').count()).toBeGreaterThan(1);
    const comprar: number[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      if ((await focused()) === 'Comprar') comprar.push(i);
    }
    expect(comprar).toHaveLength(1);
    await context.close();
  });

  it('footer has the config contact links and the blog renders Markdown', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await page.goto('/blog');
    await waitForApp(page);
    const footer = page.locator('footer');
    expect(await footer.locator('a[href^="https://wa.me/"]').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    await footer.getByText('© 2024 Huerta Baja', { exact: false }).waitFor();
    const first = page.locator('.blog-card h2 a').first();
    await first.click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    await expect.poll(() => page.locator('.article__body p').count()).toBeGreaterThan(0);
    expect(await page.locator('.article__body script').count()).toBe(0);
    await context.close();
  });
});
