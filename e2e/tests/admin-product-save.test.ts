import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownerPage } from '../support/back-office';
import { DESKTOP, PHONE, newPage, screenshot } from '../support/browser';
import { useShop } from '../support/shop';

// The owner's day (item 6): a new product is for sale once saved (not «Agotado» for want of a count),
// saving says so, and the list comes back as it was left — search, filters, sort and page in its address.

const shop = useShop();

type Listed = { id: number; nombre: string; agotado?: boolean };
const listed = async () => ((await (await fetch(`${shop.server.url}/api/productos`)).json()) as { data: Listed[] }).data;
const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const toast = (page: Page) => page.locator('.toast[role="status"]');

describe('saving a product', () => {
  it('creates a product that sells at once, confirms it, and returns to the list with its search, filter, sort and page', async () => {
    const { page, context, problems } = await ownerPage(shop, DESKTOP);

    // The list searched, filtered and sorted.
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Productos' }).click();
    await page.getByLabel('Buscar').fill('pitahaya');
    await page.getByLabel('Mostrar').selectOption('activos');
    await page.getByLabel('Ordenar por').selectOption('existencias');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => searchOf(page)).toEqual({ pagina: '1', q: 'pitahaya', filtro: 'activos', orden: 'existencias' });

    // A new product: stock not counted unless asked for, so nothing says «Agotado».
    await page.getByRole('link', { name: 'Nuevo producto' }).click();
    await page.getByRole('heading', { name: 'Nuevo producto' }).waitFor();
    expect(await page.getByLabel('Contar existencias').isChecked()).toBe(false);
    expect(await page.getByLabel('Existencias', { exact: true }).count()).toBe(0);
    await page.getByLabel('Nombre').fill('Pitahaya amarilla');
    await page.getByLabel('Precio (MXN)').fill('95');
    await page.getByLabel('Unidad («por …»)').fill('pieza');
    await page.getByRole('button', { name: 'Crear producto' }).click();

    // Back on the list as it was, with the confirmation.
    await expect.poll(() => toast(page).innerText()).toBe('Producto guardado: «Pitahaya amarilla».');
    expect(new URL(page.url()).pathname).toBe('/admin/productos');
    expect(searchOf(page)).toEqual({ pagina: '1', q: 'pitahaya', filtro: 'activos', orden: 'existencias' });
    expect(await page.getByLabel('Buscar').inputValue()).toBe('pitahaya');
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('existencias');
    const row = page.locator('tr', { has: page.getByRole('link', { name: 'Pitahaya amarilla' }) });
    await row.waitFor();
    expect(await row.innerText()).toContain('sin contar');
    expect(await row.innerText()).not.toContain('Agotado');
    expect((await listed()).find((p) => p.nombre === 'Pitahaya amarilla')).toMatchObject({ agotado: false });
    await screenshot(page, 'admin-products-saved-1280');

    // Counting on purpose asks for the units (no 0 assumed), and says what 0 would mean.
    await page.getByRole('link', { name: 'Nuevo producto' }).click();
    await page.getByLabel('Contar existencias').check();
    const units = page.getByLabel('Existencias', { exact: true });
    expect(await units.inputValue()).toBe('');
    await page.getByLabel('Nombre').fill('Pitahaya en caja');
    await page.getByLabel('Precio (MXN)').fill('120');
    await page.getByRole('button', { name: 'Crear producto' }).click();
    expect(await units.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/productos/nuevo');
    await units.fill('0');
    await page.getByText('Con 0 existencias la tienda lo muestra «Agotado».').waitFor();
    await screenshot(page, 'admin-product-count-1280');
    // «← Productos» without saving: the same list, and no confirmation of anything.
    await page.getByRole('link', { name: '← Productos' }).click();
    await expect.poll(() => searchOf(page)).toEqual({ pagina: '1', q: 'pitahaya', filtro: 'activos', orden: 'existencias' });
    expect(await toast(page).innerText()).toBe('');

    // An edit from page 2 of the whole catalogue (50 seeded + 1) comes back to page 2.
    await page.goto('/admin/productos?pagina=2');
    const last = page.locator('.products-table tbody tr a').first();
    const name = await last.innerText();
    await last.click();
    await page.getByRole('heading', { name: `Editar: ${name}` }).waitFor();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => toast(page).innerText()).toBe(`Producto guardado: «${name}».`);
    expect(searchOf(page)).toEqual({ pagina: '2' });
    await page.getByRole('link', { name, exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone (390 px) the confirmation and the list fit', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/admin/login');
    await page.getByLabel('Correo').fill('rosa@huertabaja.mx');
    await page.getByLabel('Contraseña').fill('clave-del-panel-1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: 'Pedidos' }).waitFor();
    await page.goto('/admin/productos?pagina=1&q=pitahaya');
    await page.getByRole('link', { name: 'Nuevo producto' }).click();
    await page.getByLabel('Contar existencias').check();
    await screenshot(page, 'admin-product-new-390');
    await page.getByRole('link', { name: '← Productos' }).click();
    await page.getByRole('link', { name: 'Pitahaya amarilla' }).click();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => toast(page).innerText()).toBe('Producto guardado: «Pitahaya amarilla».');
    expect(searchOf(page)).toEqual({ pagina: '1', q: 'pitahaya' });
    await screenshot(page, 'admin-products-saved-390');
    await context.close();
  });
});
