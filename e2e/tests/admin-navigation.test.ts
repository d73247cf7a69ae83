import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, newPage, screenshot } from '../support/browser';
import { paidRestOrder, piecesOnSale, uniqueEmail, useShop } from '../support/shop';
import { ownerPage, signInAsOwner } from '../support/back-office';

const shop = useShop();

/** What has the keyboard's focus: its tag and its text as shown. */
const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName, text: (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '' }));

/** Presses Tab until `text` has the focus (at most `max` times), as someone without a mouse does. */
async function tabTo(page: Page, text: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).text === text) return;
  }
  throw new Error(`Tab never reached «${text}»`);
}

/** Opens the palette with Ctrl+K, types, waits for `option` and moves to it with the arrows; Enter goes there. */
async function jump(page: Page, typed: string, option: string | RegExp, shot?: string) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  const input = palette.getByRole('combobox');
  await input.waitFor();
  expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(typed);
  const wanted = palette.getByRole('option', { name: option }).first();
  await wanted.waitFor();
  for (let i = 0; i < 15 && (await wanted.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
  expect(await wanted.getAttribute('aria-selected')).toBe('true');
  if (shot) await screenshot(page, shot);
  await page.keyboard.press('Enter');
  await palette.waitFor({ state: 'detached' });
}

describe('the back office’s map: grouped sections and the palette, with the keyboard alone', () => {
  it('at 1280 px: the sidebar groups the sections, Tab walks them in order, and Ctrl+K jumps to a screen, an order, a product and a customer', async () => {
    const base = shop.server.url;
    const [piece] = await piecesOnSale(base);
    const order = await paidRestOrder(base, { nombre: 'Hotel Palmar Mapa', direccion: 'Blvd. Costero 200, Ensenada', telefono: '646 555 0101', email: uniqueEmail('mapa'), productos: [{ id: piece!.id, items: 1 }] });
    await fetch(`${base}/api/registrar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nombre: 'Marisol Tablada', usuario: uniqueEmail('marisol'), password: 'una-clave-larga-1' }) });
    const { page, context, problems } = await ownerPage(shop);

    // The sections, grouped by what staff do; the current page is marked.
    const nav = page.getByRole('navigation', { name: 'Secciones' });
    const groups = await nav.getByRole('list').evaluateAll((lists) => lists.map((l) => document.getElementById(l.getAttribute('aria-labelledby')!)!.textContent));
    expect(groups).toEqual(['Hoy', 'Ventas', 'Catálogo', 'Compras', 'Clientes', 'Contenido', 'Ajustes']);
    expect(await nav.getByRole('list', { name: 'Ventas' }).getByRole('link').allTextContents()).toEqual(['Pedidos', 'Problemas reportados', 'Facturas', 'Comprobantes', 'Cortes de caja', 'Cupones']);
    expect(await nav.getByRole('list', { name: 'Compras' }).getByRole('link').allTextContents()).toEqual(['Proveedores', 'Órdenes de compra', 'Recibir', 'Merma', 'Vence pronto', 'Reportes']);
    expect(await nav.getByRole('link', { name: 'Pedidos' }).getAttribute('aria-current')).toBe('page');
    const box = (await nav.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBeLessThan(260);
    await screenshot(page, 'admin-nav-orders-1280');

    // Tab goes through the sidebar link after link, as it reads, and Enter opens one.
    const links = await nav.getByRole('link').allTextContents();
    await tabTo(page, links[0]!);
    for (const name of links.slice(1, 9)) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe(name);
    }
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).text).toBe(links[7]);
    await tabTo(page, 'Productos');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Productos' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Productos' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Pedidos' }).getAttribute('aria-current')).toBeNull();

    // The palette: a screen by name (accents or not), then an order by number, a product and a customer.
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('option').first().waitFor();
    await screenshot(page, 'admin-palette-1280');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await jump(page, 'que comprar', 'Qué comprar');
    await page.getByRole('heading', { name: 'Qué comprar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/comprar');

    await jump(page, String(order.id), `Pedido #${order.id}`);
    await page.getByRole('heading', { name: `Pedido #${order.id}` }).waitFor();

    await jump(page, piece!.nombre, piece!.nombre);
    await page.getByRole('heading', { name: `Editar: ${piece!.nombre}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/productos/${piece!.id}`);

    await jump(page, 'Marisol', /Marisol Tablada/);
    await page.getByRole('heading', { name: 'Marisol Tablada' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/clientes\/\d+$/);
    await page.getByRole('cell', { name: 'Aún no tiene pedidos.' }).waitFor();

    await jump(page, 'Palmar', /Hotel Palmar Mapa/, 'admin-palette-found-1280');
    await page.getByRole('heading', { name: `Pedido #${order.id}` }).waitFor();

    await jump(page, 'resumen', 'Resumen');
    await page.getByRole('heading', { name: 'Resumen' }).waitFor();
    await screenshot(page, 'admin-dashboard-1280');

    // Printing leaves the sections out.
    await page.emulateMedia({ media: 'print' });
    expect(await nav.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('at 390 px: «Menú» opens the sections by keyboard (focus in, Escape gives it back), and the visible palette button jumps too', async () => {
    // The owner made by the first test (the setup link is used once), now on a phone.
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(String(e)));
    await signInAsOwner(page);
    const nav = page.getByRole('navigation', { name: 'Secciones' });
    const menu = page.getByRole('button', { name: 'Menú' });
    expect(await nav.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    await page.locator('body').focus();
    await tabTo(page, 'Menú');
    await page.keyboard.press('Enter');
    await nav.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect((await focused(page)).text).toBe('Resumen');
    // The whole menu fits the phone's width.
    const box = (await nav.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'admin-menu-390');
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect((await focused(page)).text).toBe('Menú');

    // Again with Space, down to «Clientes»: Enter goes there and the menu closes behind.
    await page.keyboard.press('Space');
    await nav.waitFor();
    await tabTo(page, 'Clientes');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    await nav.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await nav.getByRole('link', { name: 'Clientes' }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');

    // The palette's own button, reached with Tab.
    await menu.focus();
    await tabTo(page, 'Ir a…');
    await page.keyboard.press('Enter');
    const palette = page.getByRole('dialog');
    await palette.getByRole('option').first().waitFor();
    await screenshot(page, 'admin-palette-390');
    await page.keyboard.type('personal');
    await palette.getByRole('option', { name: 'Personal' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Personal' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/personal');
    expect(await page.getByLabel('Rol de Rosa Pérez').inputValue()).toBe('dueño');

    await page.goto('/admin/');
    await page.getByRole('heading', { name: 'Resumen' }).waitFor();
    await screenshot(page, 'admin-dashboard-390');
    await page.goto('/admin/pedidos');
    await page.getByRole('heading', { name: 'Pedidos' }).waitFor();
    await screenshot(page, 'admin-orders-390');
    expect(problems).toEqual([]);
    await context.close();
  });
});
