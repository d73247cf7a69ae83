import { describe, expect, it } from 'vitest';
import { PHONE, newPage, screenshot } from '../support/browser';
import { register, uniqueEmail, useShop, waitForApp } from '../support/shop';

const shop = useShop();

describe('the address in its parts', () => {
  it('asked once at registration (postal code included): the cart does not ask again and checkout starts from it', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/login');
    await waitForApp(page);
    await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
    // Sending without colonia or postal code says so beside each field.
    await page.getByLabel('Nombre', { exact: true }).fill('Dirección Completa');
    await page.getByLabel('Calle y número').fill('Av. Revolución 1234');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('direccion'));
    await page.getByLabel('Contraseña').fill('huerta-segura-1');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.getByText('Escribe la colonia.').waitFor();
    await page.getByText('El código postal tiene 5 dígitos.').waitFor();
    await screenshot(page, 'address-register-errors-390');
    await context.close();

    const second = await newPage(shop.browser, shop.server.url, PHONE);
    await register(second.page, { nombre: 'Dirección Completa', email: uniqueEmail('direccion'), password: 'huerta-segura-1' });
    await second.page.goto('/tienda');
    await waitForApp(second.page);
    await second.page.locator('#catalogo').getByRole('button', { name: /Agregar al carrito/ }).first().click();
    await second.page.goto('/carrito');
    // Registration's postal code (Tijuana) is where the cart delivers: not asked again.
    expect(await second.page.getByLabel('Código postal de entrega').inputValue()).toBe('22000');
    await second.page.getByText('Entregamos en', { exact: false }).waitFor();
    await second.page.goto('/checkout');
    await waitForApp(second.page);
    expect(await second.page.getByLabel('Calle y número').inputValue()).toBe('Av. Revolución 1234');
    expect(await second.page.getByLabel('Colonia').inputValue()).toBe('Zona Centro');
    await second.page.getByText('Código postal 22000', { exact: false }).waitFor();
    await screenshot(second.page, 'address-checkout-390');
    await second.context.close();
  });
});
