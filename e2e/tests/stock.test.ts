import { describe, expect, it } from 'vitest';
import { PHONE, newPage, screenshot } from '../support/browser';
import { readyToDeliver, useShop, waitForApp } from '../support/shop';

const shop = useShop();

type Listed = { id: number; nombre: string; agotado?: boolean; venta?: unknown };

describe('stock in the shop', () => {
  it('shows a product with no stock as «Agotado» that cannot be added, and a cart holding it says so at the cart and checkout', async () => {
    const products = ((await (await fetch(`${shop.server.url}/api/productos`)).json()) as { data: Listed[] }).data;
    const out = products.find((p) => p.nombre === 'Flor de jamaica')!;
    const inStock = products.find((p) => !p.agotado)!;
    expect(out.agotado).toBe(true);

    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(String(e)));
    await page.goto('/busqueda?q=jamaica');
    await waitForApp(page);
    const card = page.locator('article.product-card', { has: page.getByRole('heading', { name: 'Flor de jamaica' }) });
    await card.getByText('Agotado', { exact: true }).waitFor();
    await expect.poll(() => card.getByRole('button', { name: 'Agotado: Flor de jamaica' }).isDisabled()).toBe(true);
    await screenshot(page, 'stock-card-390');

    // A cart filled before it ran out (the cart keeps copies of the products).
    const line = (p: Listed, items: number) => ({ ...p, items, fechaAgregado: '22/11/2026' });
    await page.evaluate((cart) => localStorage.setItem('cartProduct', JSON.stringify(cart)), [line(inStock, 2), line(out, 1)]);
    await readyToDeliver(page);
    await page.goto('/carrito');
    await page.getByText('«Flor de jamaica» se agotó. Quítalo de tu carrito para continuar.').waitFor();
    expect(await page.getByRole('button', { name: 'Proceder al Pago' }).isDisabled()).toBe(true);
    await screenshot(page, 'stock-cart-390');
    await page.goto('/checkout');
    await page.getByText('«Flor de jamaica» se agotó. Quítalo de tu carrito para continuar.').waitFor();

    // Removed from the cart: the way to pay is open again.
    await page.goto('/carrito');
    await page.getByRole('button', { name: /Eliminar.*Flor de jamaica/ }).click();
    await page.getByRole('link', { name: 'Proceder al Pago' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says «Solo quedan N» in the cart and on the card as soon as a quantity passes what is left, before any form', async () => {
    const products = ((await (await fetch(`${shop.server.url}/api/productos`)).json()) as { data: Listed[] }).data;
    // Sold by the piece (the seed sells tomatoes by weight, in kilos): its quantity counts what is left.
    const chile = products.find((p) => !p.agotado && !p.venta && /chile/i.test(p.nombre))!;
    // A dearer product first: readyToDeliver brings it past Ensenada's minimum, whatever is left of chiles.
    const other = (products as (Listed & { precio: number })[]).find((p) => !p.agotado && !p.venta && p.id !== chile.id && p.precio >= 60)!;
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/');
    await waitForApp(page);
    const line = (p: Listed, items: number) => ({ ...p, items, fechaAgregado: '24/11/2026' });
    await page.evaluate((cart) => localStorage.setItem('cartProduct', JSON.stringify(cart)), [line(other, 1), line(chile, 1)]);
    await readyToDeliver(page);
    await page.goto('/carrito');
    const qty = page.locator('main').getByLabel(`Cantidad de ${chile.nombre}`);
    await qty.fill('500');
    const hint = page.locator('main').getByText(/^Solo quedan \d+: ajusta la cantidad\.$/);
    await hint.waitFor();
    const left = Number(/\d+/.exec((await hint.textContent()) ?? '')![0]);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(500);
    expect(await page.getByRole('button', { name: 'Proceder al Pago' }).isDisabled()).toBe(true);
    await page.getByText(`No tenemos tanto de «${chile.nombre}»: ajusta la cantidad para continuar.`).waitFor();
    await screenshot(page, 'stock-short-cart-390');

    // The same on the product's card.
    await page.goto(`/busqueda?q=${encodeURIComponent(chile.nombre)}`);
    await waitForApp(page);
    const card = page.locator('article.product-card', { has: page.getByRole('heading', { name: chile.nombre }) });
    await card.getByText(`Solo quedan ${left}: ajusta la cantidad.`).waitFor();

    // Down to what is left: the way to pay opens.
    await page.goto('/carrito');
    await qty.fill(String(left));
    await page.getByRole('link', { name: 'Proceder al Pago' }).waitFor();
    expect(await page.locator('main').getByText(/^Solo quedan/).count()).toBe(0);
    await context.close();
  });
});
