import { describe, expect, it } from 'vitest';
import { ownerPage, signInAsOwner } from '../support/back-office';
import { PHONE, newPage, screenshot } from '../support/browser';
import { watchProblems } from '../support/problems';
import { fillAddress, readyToDeliver, uniqueEmail, useShop, waitForApp } from '../support/shop';

// Sold by weight (issue 35, first slice): the owner sells mangos by the quarter kilo (at least half a
// kilo); on a phone the cart starts at 0.5 kg, steps by 0.25 kg, and the checkout's estimate is what the
// server charges.
const shop = useShop();
const money = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('a product sold by weight', () => {
  it('is set by the owner, stepped in the cart and priced by its weight at the checkout', async () => {
    const owner = await ownerPage(shop);
    await owner.page.goto('/admin/productos/3');
    await owner.page.getByLabel('Cómo se vende').selectOption('peso');
    await owner.page.getByLabel('Paso (kg)').fill('0.25');
    await owner.page.getByLabel('Mínimo (pasos)').fill('2');
    await owner.page.getByLabel('Precio por kg (MXN)').waitFor();
    await screenshot(owner.page, 'admin-product-by-weight-1280');
    await owner.page.getByRole('button', { name: 'Guardar cambios' }).click();
    await owner.page.waitForURL(/\/admin\/productos(\?|$)/);
    await owner.context.close();

    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    await page.goto('/tienda');
    await waitForApp(page);
    const catalog = page.locator('#catalogo');
    for (const name of ['Melón gota de miel', 'Mango Ataulfo']) {
      await catalog.getByPlaceholder('Busca productos').fill(name);
      await catalog.locator('article', { has: page.getByRole('heading', { name, exact: true }) }).getByRole('button', { name: 'Agregar al carrito' }).click();
      await page.keyboard.press('Escape');
    }
    // The melon (first line) reaches the zone's minimum; the mangos start at their minimum, 0.5 kg.
    await readyToDeliver(page);
    await page.goto('/carrito');
    await waitForApp(page);
    const mangoRow = page.getByRole('row').filter({ hasText: 'Mango Ataulfo' });
    await mangoRow.getByText('Por kg · 0.5 kg').waitFor();
    await mangoRow.getByRole('button', { name: 'Agregar uno de Mango Ataulfo' }).click();
    await mangoRow.getByText('Por kg · 0.75 kg').waitFor();
    // 0.75 kg at $45.90/kg = $34.43 (34.425, rounded once, half up).
    expect(money(await mangoRow.locator('td').nth(3).textContent())).toBe(34.43);
    // Never below the minimum.
    await mangoRow.getByRole('button', { name: 'Quitar uno de Mango Ataulfo' }).click();
    await mangoRow.getByRole('button', { name: 'Quitar uno de Mango Ataulfo' }).click();
    await mangoRow.getByText('Por kg · 0.5 kg').waitFor();
    await mangoRow.getByRole('button', { name: 'Agregar uno de Mango Ataulfo' }).click();
    await mangoRow.getByText('Por kg · 0.75 kg').waitFor();
    await screenshot(page, 'cart-by-weight-390');

    await page.goto('/checkout');
    await waitForApp(page);
    const summary = page.locator('.checkout__summary');
    await summary.getByText('(0.75 kg)').waitFor();
    const estimate = money(await summary.locator('.summary__total td').textContent());
    await page.getByLabel('Nombre Completo').fill('Marta Peso');
    await fillAddress(page, { calle: 'Calle Ébano 12', colonia: 'Cacho' });
    await page.getByLabel('Teléfono').fill('664 555 0199');
    await page.getByLabel('Email').fill(uniqueEmail('peso'));
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await page.getByText('Modo de prueba').waitFor();
    // The server's order: the same total, the line's weight as its estimate.
    await page.getByText('(≈ 0.75 kg)').waitFor();
    expect(money(await page.locator('.payment__total strong').textContent())).toBe(estimate);
    await screenshot(page, 'checkout-by-weight-390');
    const id = Number((await page.getByText(/^Pedido #\d+$/).first().textContent())!.replace(/\D/g, ''));
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Vencimiento').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    // The packer weighs with the keyboard: the order in preparation, the kilos typed, Enter.
    const packer = await newPage(shop.browser, shop.server.url);
    await signInAsOwner(packer.page);
    await packer.page.goto(`/admin/pedidos/${id}`);
    await packer.page.getByRole('button', { name: 'En preparación', exact: true }).click();
    const weight = packer.page.getByLabel('Peso de Mango Ataulfo (kg)');
    await expect.poll(() => weight.isEnabled()).toBe(true);
    await weight.focus();
    await packer.page.keyboard.type('1.1');
    await packer.page.keyboard.press('Enter');
    // 1.1 kg is far from the 0.75 kg ordered: said, and a second Enter confirms it.
    await packer.page.getByRole('alert').filter({ hasText: 'se aleja más de 20 %' }).waitFor();
    // The packer weighs again instead: 0.82 kg.
    await packer.page.keyboard.press('Control+A');
    await packer.page.keyboard.type('0.82');
    await packer.page.keyboard.press('Enter');
    // 0.82 kg at $45.90 = $37.64 (37.638).
    await packer.page.getByText('«Mango Ataulfo»: 0.82 kg, $37.64.').waitFor();
    await packer.page.getByRole('row', { name: /Total con lo pesado/ }).waitFor();
    await screenshot(packer.page, 'admin-order-weighed-1280');
    await packer.context.close();
  });
});
