import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage, screenshot } from '../support/browser';
import { watchProblems } from '../support/problems';
import { fillAddress, guestAtCheckout, uniqueEmail, useShop, waitForApp } from '../support/shop';

const shop = useShop();

const PHONE_MESSAGE = 'Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).';

/** Requests to one tRPC procedure, counted from now. */
function countCalls(page: Page, procedure: string): () => number {
  let n = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.includes(procedure)) n++;
  });
  return () => n;
}

/** The message a field shows under it, read as a screen reader would reach it (aria-describedby). */
const fieldMessage = (page: Page, id: string): Promise<string | null> =>
  page.evaluate((id) => {
    const input = document.getElementById(id);
    if (input?.getAttribute('aria-invalid') !== 'true') return null;
    return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
  }, id);

describe('form errors are said beside their field, in Spanish, before anything is sent', () => {
  it('checkout on a phone: "abc" as a phone and a broken e-mail stop at the form, the phone field gets the focus; mended, the order goes through', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    await guestAtCheckout(page, 'Lucía Formularios', 'Calle Ópalo 3, Ensenada', 'abc');
    await page.getByLabel('Email').fill('lucia@');
    const orders = countCalls(page, 'order.create');

    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await expect.poll(() => fieldMessage(page, 'telefono')).toBe(PHONE_MESSAGE);
    expect(await fieldMessage(page, 'email')).toBe('Correo electrónico inválido.');
    expect(await fieldMessage(page, 'nombre')).toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('telefono');
    // The browser's own bubble (in the browser's language) never shows: the form validates itself.
    expect(await page.locator('form[novalidate]').count()).toBe(1);
    await screenshot(page, 'form-errors-checkout-phone');
    expect(orders()).toBe(0);

    // Each message goes as its field is mended; the order is then sent once and reaches the payment step.
    await page.getByLabel('Teléfono').fill('+52 646 123 4567');
    expect(await fieldMessage(page, 'telefono')).toBeNull();
    expect(await fieldMessage(page, 'email')).toBe('Correo electrónico inválido.');
    await page.getByLabel('Email').fill(uniqueEmail('lucia'));
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await page.getByText('Modo de prueba').waitFor();
    expect(orders()).toBe(1);
    // The toast that says so sits below the fixed header, not over the cart and the menu.
    const toast = page.getByRole('status').filter({ hasText: 'Pedido creado correctamente.' });
    await toast.waitFor();
    const header = (await page.locator('header.nav').boundingBox())!;
    // Read once it has slid in (it enters from above the viewport).
    await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header.y + header.height);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('registration: empty fields and a short password are said at each field, the first gets the focus; the server’s own refusal lands at its field too', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    const problems = watchProblems(page, /account\.register/);
    await page.goto('/login');
    await waitForApp(page);
    await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
    const registrations = countCalls(page, 'account.register');

    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect.poll(() => fieldMessage(page, 'nombre')).toBe('Es obligatorio.');
    expect(await fieldMessage(page, 'usuario')).toBe('Es obligatorio.');
    expect(await fieldMessage(page, 'password')).toBe('La contraseña es obligatoria.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('nombre');

    await page.getByLabel('Nombre', { exact: true }).fill('Tomás Registro');
    await fillAddress(page, { calle: 'Calle Segunda 45', colonia: 'Centro', cp: '22800' });
    await page.getByLabel('Teléfono').fill('646 12');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('tomas'));
    await page.getByLabel('Contraseña').fill('corta');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect.poll(() => fieldMessage(page, 'tel')).toBe(PHONE_MESSAGE);
    expect(await fieldMessage(page, 'password')).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(await fieldMessage(page, 'nombre')).toBeNull();
    await screenshot(page, 'form-errors-register');
    expect(registrations()).toBe(0);

    // What only the server knows (here: a name over its 120 characters is the schema's, not the form's)
    // comes back per field through tRPC's error data and is shown at that field.
    await page.getByLabel('Teléfono').fill('');
    await page.getByLabel('Contraseña').fill('una clave larga');
    await page.getByLabel('Nombre', { exact: true }).fill('T'.repeat(121));
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect.poll(() => fieldMessage(page, 'nombre')).toBe('Debe tener como máximo 120 caracteres.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('nombre');
    expect(registrations()).toBe(1);
    expect(problems.filter((p) => !/^400: .*account\.register/.test(p))).toEqual([]);
    await context.close();
  });
});
