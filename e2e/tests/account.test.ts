import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { register, uniqueEmail, useShop, waitForApp } from '../support/shop';

const shop = useShop();

describe('accounts', () => {
  it('register → account → logout → wrong password (red) → right password', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    const email = uniqueEmail('cuenta');
    const password = 'mi-huerta-2024';
    await register(page, { nombre: 'Roberto Ensenada', email, password });

    // The account shows the stored data, "No disponible" for what is missing.
    await page.getByRole('heading', { name: 'Mi Cuenta' }).waitFor();
    await page.getByText('Roberto Ensenada').waitFor();
    await page.getByText(email).waitFor();
    await page.getByText('No disponible').waitFor(); // billing address
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token') && localStorage.getItem('user')))).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Perfil' }).count()).toBe(1);

    // Editing the billing address.
    await page.getByRole('button', { name: 'Editar datos' }).click();
    await page.getByLabel('Dirección de facturación').fill('Calle Primera 100, Ensenada');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Calle Primera 100, Ensenada').waitFor();

    // Logout clears the session.
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await expect.poll(() => page.getByRole('link', { name: 'Login / Registrarse' }).count()).toBe(1);

    // Wrong password: a red message.
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill('no-es-esta');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    const error = page.locator('.msg--error');
    await error.waitFor();
    expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 38, 30)');
    expect((await error.textContent())?.length).toBeGreaterThan(5);

    // Right password: to /account.
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL('**/account');
    await page.getByText('Calle Primera 100, Ensenada').waitFor();

    // /login redirects to /account while logged in.
    await page.goto('/login');
    await page.waitForURL('**/account');
    await context.close();
  });

  it('guards /account: no token → /tienda', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await page.goto('/account');
    await page.waitForURL('**/tienda');
    await waitForApp(page);
    await context.close();
  });

  it('forgot-password always answers the same', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await page.goto('/login');
    await waitForApp(page);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' }).waitFor();
    await page.getByLabel('Correo electrónico').fill('nadie@ejemplo.mx');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.locator('.msg--ok').waitFor();
    await context.close();
  });
});
