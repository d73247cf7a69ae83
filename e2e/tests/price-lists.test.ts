import { describe, expect, it } from 'vitest';
import { giveList, ownerPage, registerBusiness } from '../support/back-office';
import { PHONE, newPage, screenshot } from '../support/browser';
import { watchProblems } from '../support/problems';
import { uniqueEmail, useShop, waitForApp } from '../support/shop';

// Wholesale price lists (issue 34): the owner writes a list in its table (Ctrl+S) and gives it to a restaurant
// in «Negocios»; the restaurant, signed in on a phone, sees its prices on the cards, marked, and its cart
// charges them — its volume tier from its quantity on; a visitor sees the shop's prices.
const shop = useShop();
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('a price list', () => {
  it('the owner writes a list and gives it to a restaurant, which sees and pays its prices; a visitor the shop’s', async () => {
    const products = ((await (await fetch(`${shop.server.url}/api/productos`)).json()).data as { id: number; nombre: string; precio: number; descuento: number | 'N/A'; venta?: object; agotado?: boolean }[]).filter(
      (p) => p.descuento === 'N/A' && !p.venta && !p.agotado && p.precio >= 20,
    );
    const product = products[0]!;
    const listPrice = Math.round(product.precio * 80) / 100; // −20 %
    const tierPrice = Math.round(product.precio * 70) / 100; // from 6 on
    const email = uniqueEmail('listas');
    await fetch(`${shop.server.url}/api/registrar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nombre: 'Chef Ana', usuario: email, password: 'una-clave-larga-1' }) });

    const owner = await ownerPage(shop);
    const problemsOwner = watchProblems(owner.page);
    await registerBusiness(owner.page, { email, giro: 'restaurante', razon: 'Cocina del Valle', rfc: 'CVA180303GH4', contacto: 'Ana Ruiz' });

    await owner.page.getByRole('link', { name: 'Listas de precios' }).click();
    await owner.page.getByLabel('Nombre').fill('Restaurantes A');
    await owner.page.getByRole('button', { name: 'Crear lista' }).click();
    await owner.page.getByRole('heading', { name: 'Lista «Restaurantes A»' }).waitFor();
    await owner.page.getByLabel(`Precio fijo de ${product.nombre}`, { exact: true }).fill(listPrice.toFixed(2));
    await owner.page.getByLabel(`Tramos de ${product.nombre}`, { exact: true }).fill(`6:${tierPrice.toFixed(2)}`);
    // What the business pays shows as it is typed; Ctrl+S saves.
    const row = owner.page.getByRole('row').filter({ has: owner.page.getByRole('rowheader', { name: new RegExp(`^${product.nombre} `) }) });
    await expect.poll(async () => money(await row.locator('td').last().textContent())).toBe(listPrice);
    await owner.page.keyboard.press('Control+s');
    await owner.page.getByText('1 producto actualizado.').waitFor();
    await owner.page.getByLabel('Solo con precio propio').check();
    await screenshot(owner.page, 'admin-price-list-1280');

    await giveList(owner.page, 'COCINA DEL VALLE', 'Restaurantes A');
    expect(problemsOwner).toEqual([]);
    await owner.context.close();

    // A visitor: the shop's price, no list.
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    await page.goto('/tienda');
    await waitForApp(page);
    const catalog = page.locator('#catalogo');
    const card = catalog.locator('article', { has: page.getByRole('heading', { name: product.nombre, exact: true }) });
    await catalog.getByPlaceholder('Busca productos').fill(product.nombre);
    expect(money(await card.locator('.product-card__price strong').textContent())).toBe(product.precio);
    expect(await card.locator('.product-card__badge--list').count()).toBe(0);
    await card.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.keyboard.press('Escape');

    // Signed in as the restaurant: the list's price on the card, the shop's struck through, and the tier.
    await page.goto('/login');
    await waitForApp(page);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill('una-clave-larga-1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/tienda');
    await waitForApp(page);
    await catalog.getByPlaceholder('Busca productos').fill(product.nombre);
    expect(await card.locator('.product-card__badge--list').textContent()).toBe('Precio Restaurantes A');
    await card.getByText(`Desde 6 ${(product as { cantidad?: string }).cantidad}: $${tierPrice.toFixed(2)}`).waitFor();
    expect(money(await card.locator('.product-card__price strong').textContent())).toBe(listPrice);
    expect(money(await card.locator('.product-card__old').textContent())).toBe(product.precio);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: 'screenshots/catalog-card-price-list-390.png' });

    // The cart added as a visitor now charges the list's price; from 6 on, the tier's.
    await page.goto('/carrito');
    await waitForApp(page);
    const line = page.getByRole('row').filter({ hasText: product.nombre });
    await expect.poll(async () => money(await line.locator('td').nth(3).textContent())).toBe(listPrice);
    const qty = line.getByRole('spinbutton');
    await qty.fill('6');
    await qty.press('Tab');
    await expect.poll(async () => money(await line.locator('td').nth(3).textContent())).toBe(Math.round(tierPrice * 600) / 100);
    // The unit price paid, and the shop's struck through above it (issue 43).
    const priceCell = line.locator('td').nth(1);
    expect(money(await priceCell.locator('s').textContent())).toBe(product.precio);
    expect(money((await priceCell.textContent())!.replace((await priceCell.locator('s').textContent())!, ''))).toBe(tierPrice);
    await screenshot(page, 'cart-price-list-390');
    // The same at a desktop's width: the list's name on the photo, the shop's price struck through, the tier.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/tienda');
    await waitForApp(page);
    await catalog.getByPlaceholder('Busca productos').fill(product.nombre);
    await card.getByText(`Desde 6`, { exact: false }).waitFor();
    await catalog.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/catalog-price-list-1280.png' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
