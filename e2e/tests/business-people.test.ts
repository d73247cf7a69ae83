import { describe, expect, it } from 'vitest';
import { ownerPage, registerBusiness } from '../support/back-office';
import { PHONE, newPage, screenshot } from '../support/browser';
import { lastMail } from '../support/outbox';
import { watchProblems } from '../support/problems';
import { register, uniqueEmail, useShop, waitForApp } from '../support/shop';

// The people of a business (issue 34): the titular invites a cook from /account; the cook opens the e-mail's
// link before having an account, registers with the invited address, accepts on their account page, and then
// both see who orders for the business.
const shop = useShop();

describe('the people of a business', () => {
  it('the titular invites by e-mail; the invited person registers, accepts, and is on the business’s team', async () => {
    const titular = uniqueEmail('titular');
    const cook = uniqueEmail('cocina');
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    await register(page, { nombre: 'Luis Pérez', email: titular, password: 'una-clave-larga-1' });

    const owner = await ownerPage(shop);
    await registerBusiness(owner.page, { email: titular, giro: 'hotel', razon: 'Hotel Coral', rfc: 'HCO150505EF3', contacto: 'Luis Pérez' });
    await owner.context.close();

    await page.reload();
    await waitForApp(page);
    await page.getByText('Tu negocio compra a precios de la tienda.').waitFor();
    await page.getByLabel('Invitar por correo').fill(cook);
    await page.getByRole('button', { name: 'Invitar', exact: true }).click();
    await page.getByText(`Invitación enviada a ${cook}.`).waitFor();
    await page.getByText(`${cook} · invitación enviada`).waitFor();
    const link = /(http\S+\/negocio\/unirse\?token=[\w-]{43})/.exec(lastMail(shop.server.dir, cook, 'negocio-invitacion') ?? '')![1]!;

    const cookTab = await newPage(shop.browser, shop.server.url, PHONE);
    const cookProblems = watchProblems(cookTab.page);
    await cookTab.page.goto(new URL(link).pathname + new URL(link).search);
    await waitForApp(cookTab.page);
    await cookTab.page.getByRole('heading', { name: 'Invitación de negocio' }).waitFor();
    await cookTab.page.getByRole('link', { name: 'Iniciar sesión o registrarme' }).waitFor();
    await register(cookTab.page, { nombre: 'Marta Cocina', email: cook, password: 'una-clave-larga-2' });
    await cookTab.page.getByText('Te invitaron a pedir como parte de un negocio.').waitFor();
    await cookTab.page.getByRole('button', { name: 'Aceptar invitación' }).click();
    await cookTab.page.getByText('Listo: ya compras como parte de HOTEL CORAL.').waitFor();
    await cookTab.page.getByText('Quién pide para el negocio').waitFor();
    await cookTab.page.getByRole('button', { name: 'Salir del negocio' }).waitFor();
    await cookTab.page.getByText('Quién pide para el negocio').scrollIntoViewIfNeeded();
    await screenshot(cookTab.page, 'account-business-team-390');
    expect(cookProblems).toEqual([]);
    await cookTab.context.close();

    await page.reload();
    await waitForApp(page);
    const cookRow = page.locator('.business-team__people li').filter({ hasText: 'Marta Cocina' });
    await cookRow.getByRole('button', { name: 'Quitar' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
