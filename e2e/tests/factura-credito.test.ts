import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownerPage, registerBusiness } from '../support/back-office';
import { PHONE, newPage, screenshot } from '../support/browser';
import { lastMail } from '../support/outbox';
import { watchProblems } from '../support/problems';
import { guestAtCheckout, register, uniqueEmail, useShop, waitForApp } from '../support/shop';

// Facturas stamped by the shop itself (issue 45), in the embedded test mode: a restaurant buys on credit with
// «Requiero factura» on a phone; once the owner sends the order its factura (PPD) is stamped and reaches the
// restaurant by e-mail and in its account; the owner records the transfer and the complemento de pago follows.
const shop = useShop();

describe('a restaurant on credit gets its factura and its complemento de pago', () => {
  it('credit order with factura → sent → factura PPD in the account → payment recorded → REP e-mailed and on the statement', async () => {
    const email = uniqueEmail('marisqueria');
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    await register(page, { nombre: 'Marisquería La Ola', email, password: 'una-clave-larga-1' });

    const owner = await ownerPage(shop);
    // «Ajustes → Facturación»: the test mode until the owner connects a PAC.
    await owner.page.getByRole('link', { name: 'Ajustes' }).click();
    const billing = owner.page.getByRole('form', { name: 'Facturación' });
    expect(await billing.getByLabel(/^Modo de prueba/).isChecked()).toBe(true);
    await billing.scrollIntoViewIfNeeded();
    await screenshot(owner.page, 'admin-billing-settings-1280');
    await registerBusiness(owner.page, { email, giro: 'restaurante', razon: 'Marisquería La Ola', rfc: 'MOL150505EF3', contacto: 'Ana Ruiz' });
    await owner.page.getByRole('button', { name: 'Aprobadas' }).click();
    await owner.page.getByLabel('Plazo de crédito de MARISQUERÍA LA OLA').selectOption('30');
    await owner.page.getByLabel('Límite de crédito de MARISQUERÍA LA OLA').fill('20000');
    await owner.page.getByRole('row').filter({ hasText: 'MARISQUERÍA LA OLA' }).getByRole('button', { name: 'Guardar' }).click();
    await owner.page.getByText('MARISQUERÍA LA OLA compra a crédito: 30 días, límite $20,000.00.').waitFor();

    await guestAtCheckout(page, 'Marisquería La Ola', 'Blvd. Costero 300', '646 555 0199');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Requiero factura').check();
    await page.getByLabel('RFC').fill('MOL150505EF3');
    await page.getByLabel('Razón social o nombre').fill('Marisquería La Ola');
    await page.getByLabel('Régimen fiscal').selectOption('601');
    await page.getByLabel('Uso del CFDI').selectOption('G01');
    await page.getByLabel('Código postal fiscal').fill('22800');
    await page.getByRole('group', { name: 'Forma de pago' }).getByRole('radio', { name: /A crédito/ }).check();
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await page.getByRole('heading', { name: '¡Pedido confirmado!' }).waitFor();
    const id = Number((await page.getByText(/^Pedido #\d+$/).first().textContent())!.replace(/\D/g, ''));

    // The owner sends it (a day early or not: the question, if any, is answered yes).
    owner.page.on('dialog', (dialog) => void dialog.accept());
    await owner.page.goto(`/admin/pedidos/${id}`);
    await owner.page.getByRole('button', { name: 'Enviado', exact: true }).click();
    await owner.page.getByRole('heading', { name: `Pedido #${id} Enviado`, exact: true }).waitFor();

    // Stamped PPD in the background: the restaurant's account shows it and downloads the XML.
    await expect
      .poll(async () => {
        await page.goto('/account');
        await waitForApp(page);
        // Its orders drawn first (count() does not wait), then whether the factura is issued.
        await page.getByText(`Pedido #${id}`, { exact: true }).first().waitFor();
        return page.getByText('Factura emitida').count();
      }, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const [xmlDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Descargar factura XML del pedido #${id}` }).click()]);
    const xml = readFileSync((await xmlDownload.path())!, 'utf8');
    expect(xml).toContain('MetodoPago="PPD"');
    expect(xml).toContain('FormaPago="99"');
    expect(xml).toContain('SIN VALIDEZ FISCAL');
    const uuid = /UUID="([0-9A-F-]{36})"/.exec(xml)![1]!;
    expect(lastMail(shop.server.dir, email, 'factura')).toContain(`Folio fiscal: ${uuid}`);
    await screenshot(page, 'account-factura-emitida-390');
    expect(problems).toEqual([]);
    await context.close();

    // «Facturas»: the stamped one among the issued ones, marked as a test.
    await owner.page.goto('/admin/facturas');
    await owner.page.getByRole('button', { name: 'Emitidas' }).click();
    const issued = owner.page.locator('tr', { hasText: uuid });
    await issued.getByText('Prueba: sin validez fiscal').waitFor();
    await screenshot(owner.page, 'admin-facturas-emitidas-1280');

    // The transfer arrives: recorded on the statement, and its complemento de pago follows.
    await owner.page.goto('/admin/negocios');
    await owner.page.getByRole('button', { name: 'Aprobadas' }).click();
    await owner.page.getByRole('row').filter({ hasText: 'MARISQUERÍA LA OLA' }).getByRole('link', { name: 'Estado de cuenta' }).click();
    await owner.page.getByLabel(`Pagar el pedido #${id}`).check();
    const owed = await owner.page.getByLabel('Monto').getAttribute('placeholder');
    await owner.page.getByLabel('Monto').fill(owed!);
    await owner.page.getByLabel('Referencia').fill('SPEI 0777');
    await owner.page.getByRole('button', { name: 'Registrar pago' }).click();
    await owner.page.getByText(/^Pago de \$[\d,.]+ registrado \(transferencia\)\.$/).waitFor();
    await expect
      .poll(async () => {
        await owner.page.reload();
        // The statement drawn first (count() does not wait), then whether the payment names its REP.
        await owner.page.getByText(`Pago transferencia · pedido #${id} · SPEI 0777`).waitFor();
        return owner.page.getByText(/· SPEI 0777 · complemento de pago [0-9A-F-]{36}/).count();
      }, { timeout: 15_000 })
      .toBe(1);
    const rep = lastMail(shop.server.dir, email, 'complemento_pago') ?? '';
    expect(rep).toContain(`Recibimos tu pago de`);
    expect(rep).toContain(`del pedido #${id}. Te enviamos su complemento de pago (REP)`);
    await owner.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(owner.page, 'admin-statement-rep-390');
    expect(owner.problems).toEqual([]);
    await owner.context.close();
  });
});
