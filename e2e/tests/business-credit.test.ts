import { describe, expect, it } from 'vitest';
import { ownerPage, registerBusiness } from '../support/back-office';
import { PHONE, newPage, screenshot } from '../support/browser';
import { lastMail } from '../support/outbox';
import { watchProblems } from '../support/problems';
import { guestAtCheckout, register, uniqueEmail, useShop } from '../support/shop';

// Buying on account (issue 34): the owner gives a hotel 15 days and a limit in «Negocios»; the hotel, signed
// in on a phone, chooses «A crédito» at the checkout and its order is confirmed at once; the owner records the
// transfer against the order on the hotel's account page, prints the statement and e-mails it.
const shop = useShop();

describe('buying on account', () => {
  it('a hotel buys on account; the owner records its payment and prints and sends the statement', async () => {
    const email = uniqueEmail('hotel-credito');
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    await register(page, { nombre: 'Compras Hotel Sol', email, password: 'una-clave-larga-1' });

    const owner = await ownerPage(shop);
    await registerBusiness(owner.page, { email, giro: 'hotel', razon: 'Hotel Sol', rfc: 'HSO150505EF3', contacto: 'Luis Pérez' });
    await owner.page.getByRole('button', { name: 'Aprobadas' }).click();
    await owner.page.getByLabel('Plazo de crédito de HOTEL SOL').selectOption('15');
    await owner.page.getByLabel('Límite de crédito de HOTEL SOL').fill('5000');
    await owner.page.getByRole('row').filter({ hasText: 'HOTEL SOL' }).getByRole('button', { name: 'Guardar' }).click();
    await owner.page.getByText('HOTEL SOL compra a crédito: 15 días, límite $5,000.00.').waitFor();
    await screenshot(owner.page, 'admin-businesses-credit-1280');

    await guestAtCheckout(page, 'Compras Hotel Sol', 'Blvd. Costero 200', '646 555 0101');
    const choice = page.getByRole('group', { name: 'Forma de pago' });
    await choice.getByRole('radio', { name: /A crédito/ }).check();
    await choice.getByText(/A cuenta de tu negocio: lo pagas a 15 días de la entrega\./).waitFor();
    await choice.scrollIntoViewIfNeeded();
    await screenshot(page, 'pay-on-account-choice-390');
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await page.getByRole('heading', { name: '¡Pedido confirmado!' }).waitFor();
    await page.getByText(/^Queda a cuenta de tu negocio: \$[\d,.]+, a pagar a más tardar el \d{4}-\d{2}-\d{2}\.$/).waitFor();
    const id = Number((await page.getByText(/^Pedido #\d+$/).first().textContent())!.replace(/\D/g, ''));
    expect(problems).toEqual([]);
    await context.close();

    await owner.page.goto('/admin/negocios');
    await owner.page.getByRole('button', { name: 'Aprobadas' }).click();
    await owner.page.getByRole('row').filter({ hasText: 'HOTEL SOL' }).getByRole('link', { name: 'Estado de cuenta' }).click();
    await owner.page.getByRole('heading', { name: 'Estado de cuenta · HOTEL SOL' }).waitFor();
    await owner.page.getByLabel(`Pagar el pedido #${id}`).check();
    const owed = await owner.page.getByLabel('Monto').getAttribute('placeholder');
    await owner.page.getByLabel('Monto').fill(owed!);
    await owner.page.getByLabel('Referencia').fill('SPEI 0042');
    await owner.page.getByRole('button', { name: 'Registrar pago' }).click();
    await owner.page.getByText(/^Pago de \$[\d,.]+ registrado \(transferencia\)\.$/).waitFor();
    await owner.page.getByText(`Pago transferencia · pedido #${id} · SPEI 0042`).waitFor();
    await owner.page.emulateMedia({ media: 'print' });
    await screenshot(owner.page, 'admin-statement-print-1280');
    await owner.page.emulateMedia({ media: 'screen' });
    await owner.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(owner.page, 'admin-statement-390');
    await owner.page.setViewportSize({ width: 1280, height: 900 });
    await owner.page.getByRole('button', { name: 'Enviar por correo' }).click();
    await owner.page.getByText(`Estado de cuenta enviado a ${email}.`).waitFor();
    expect(lastMail(shop.server.dir, email, 'estado-de-cuenta')).toContain(`Pedido #${id}`);
    expect(owner.problems).toEqual([]);
    await owner.context.close();
  });
});
