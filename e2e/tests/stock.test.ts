import { describe, expect, it } from 'vitest';
import { PHONE, newPage, screenshot } from '../support/browser';
import { readyToDeliver, useShop, waitForApp } from '../support/shop';

const shop = useShop();

type Listed = { id: number; nombre: string; agotado?: boolean };

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
});
