import { describe, expect, it } from 'vitest';
import { PHONE, newPage, screenshot } from '../support/browser';
import { ownerPage } from '../support/back-office';
import { watchProblems } from '../support/problems';
import { fillAddress, fillCart, uniqueEmail, useShop, waitForApp } from '../support/shop';

// Issue 47: the owner makes a code in «Cupones» from the keyboard; a shopper on a phone types it in the cart,
// sees the discount, and pays the discounted total.
const shop = useShop();
const money = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('discount codes', () => {
  it('the owner creates BIENVENIDA10 (a wrong percent said beside its field); a shopper on a phone pays the discounted total', async () => {
    const { page: owner, context: ownerContext, problems: ownerProblems } = await ownerPage(shop);
    await owner.goto('/admin/cupones');
    await owner.getByRole('heading', { name: 'Cupones' }).waitFor();
    await owner.keyboard.press('n');
    const form = owner.getByRole('form', { name: 'Nuevo cupón' });
    await form.getByLabel('Código').fill('bienvenida10');
    await form.getByLabel('Porcentaje (%)').fill('120');
    await form.getByLabel('Usos en total').fill('5');
    // Ctrl+S saves; the server's message shows beside the field it names.
    await owner.keyboard.press('Control+s');
    await form.locator('label', { hasText: 'Porcentaje (%)' }).getByText('El porcentaje va de 1 a 100.').waitFor();
    await screenshot(owner, 'coupons-admin-form-1280');
    await form.getByLabel('Porcentaje (%)').fill('10');
    await owner.keyboard.press('Control+s');
    const row = owner.getByRole('row', { name: /BIENVENIDA10/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('0 / 5');
    await screenshot(owner, 'coupons-admin-list-1280');
    expect(ownerProblems).toEqual([]);
    await ownerContext.close();

    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    // The made-up code is refused on purpose (400): that answer, once, is the only one allowed.
    const problems = watchProblems(page, /coupon\.preview/);
    await fillCart(page);
    await page.goto('/carrito');
    await waitForApp(page);
    const summary = page.getByRole('complementary', { name: 'Resumen' });
    const before = money(await summary.locator('.cart-summary__total strong').textContent());
    // A code that does not exist: refused beside the field, in the server's words.
    await summary.getByLabel('¿Tienes un cupón?').fill('NOEXISTE');
    await summary.locator('.coupon-box').getByRole('button', { name: 'Aplicar' }).click();
    await summary.getByText('El cupón NOEXISTE no existe.').waitFor();
    await summary.getByRole('button', { name: 'Quitar el cupón NOEXISTE' }).click();
    await summary.getByLabel('¿Tienes un cupón?').fill('bienvenida10');
    await summary.getByLabel('¿Tienes un cupón?').press('Enter');
    await summary.getByText(/^Cupón BIENVENIDA10: −\u2060?\$/).waitFor();
    const descuento = money(await summary.locator('.discount-line strong').textContent());
    const subtotal = money(await summary.locator('p.shipping', { hasText: 'Subtotal' }).locator('strong').textContent());
    expect(descuento).toBeCloseTo(Math.round(subtotal * 10) / 100, 2);
    const after = money(await summary.locator('.cart-summary__total strong').textContent());
    expect(after).toBeCloseTo(before - descuento, 2);
    await screenshot(page, 'coupons-cart-390');

    await summary.getByRole('link', { name: 'Proceder al Pago' }).click();
    await page.getByRole('heading', { name: 'Finalizar compra' }).waitFor();
    await page.getByRole('region', { name: 'Resumen del Pedido' }).getByText('Descuento (BIENVENIDA10)').waitFor();
    await page.getByLabel('Nombre Completo').fill('Lupe Cupón');
    await fillAddress(page, { calle: 'Calle Ébano 12', colonia: 'Cacho' });
    await page.getByLabel('Teléfono').fill('664 555 0147');
    await page.getByLabel('Email').fill(uniqueEmail('cupon'));
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await page.getByText('Modo de prueba').waitFor();
    // The server's total is the cart's discounted one: that is what the card is charged.
    expect(money(await page.locator('.payment__total strong').textContent())).toBeCloseTo(after, 2);
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Vencimiento').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    const bought = page.locator('main').getByRole('region', { name: 'Tu pedido' });
    await bought.getByText('Descuento (BIENVENIDA10)').waitFor();
    expect(money(await bought.locator('.confirm__total strong').textContent())).toBeCloseTo(after, 2);
    await screenshot(page, 'coupons-confirm-390');
    expect(problems).toEqual([`400: ${shop.server.url}/trpc/coupon.preview?batch=1`]);
    await context.close();
  });
});
