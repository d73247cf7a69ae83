import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The same stamped-CFDI builder as the API's tests: a PAC is the edge of the network here.
import { cfdiXml, tinyPdf } from '../../apps/api/src/test/cfdi';
import { createOwner, setupLinkOf } from '../support/back-office';
import { newPage } from '../support/browser';
import { lastMail, outboxOf } from '../support/outbox';
import { watchProblems } from '../support/problems';
import { piecesOnSale, readyToDeliver, register, uniqueEmail, useShop, waitForApp } from '../support/shop';

const shop = useShop();

describe('a restaurant’s order with a factura', () => {
  it('fiscal data saved once → order with notes, substitution, window and «Requiero factura» → staff issue it → the chef downloads PDF and XML', async () => {
    // This shop stamps its facturas elsewhere and uploads them: «A mano» in Ajustes (the test mode's automatic
    // stamping is factura-credito.test.ts).
    const staff = await newPage(shop.browser, shop.server.url);
    const staffProblems = watchProblems(staff.page);
    await createOwner(staff.page, setupLinkOf(shop.server)!);
    await staff.page.getByRole('link', { name: 'Ajustes' }).click();
    const billing = staff.page.getByRole('form', { name: 'Facturación' });
    await billing.getByLabel(/^A mano/).check();
    await billing.getByRole('button', { name: 'Guardar facturación' }).click();
    await billing.getByText('Guardado: las facturas se suben a mano desde «Facturas».').waitFor();

    const { page, context } = await newPage(shop.browser, shop.server.url);
    const problems = watchProblems(page);
    const email = uniqueEmail('chef');
    await register(page, { nombre: 'Taquería El Faro', email, password: 'huerta-segura-1' });

    // Datos fiscales in the account: the régimen list follows the RFC's kind of person.
    await page.getByRole('button', { name: 'Agregar datos fiscales' }).click();
    await page.getByLabel('RFC').fill('tef-190312-ab1');
    await page.getByText('Persona moral').waitFor();
    const regimen = page.getByLabel('Régimen fiscal');
    const offered = await regimen.locator('option').allTextContents();
    expect(offered).toContain('601 — General de Ley Personas Morales');
    expect(offered.some((o) => o.startsWith('612'))).toBe(false);
    await page.getByLabel('Razón social o nombre').fill('Taquería El Faro, S.A. de C.V.');
    await regimen.selectOption('601');
    await page.getByLabel('Uso del CFDI').selectOption('G01');
    await page.getByLabel('Código postal fiscal').fill('22000');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    // The SAT's rule said before sending: the name goes without its legal form.
    await page.getByRole('alert').filter({ hasText: 'sin el régimen societario' }).waitFor();
    await page.getByLabel('Razón social o nombre').fill('Taquería El Faro');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('601 — General de Ley Personas Morales').waitFor();
    await page.getByText('TAQUERÍA EL FARO', { exact: true }).waitFor();

    // The week's order: three products, one with a ripeness note and «Llamarme» if it runs out.
    await page.goto('/tienda');
    await waitForApp(page);
    // Sold by the piece: a weighed order's factura would wait for its weighing (the seed sells some by weight).
    for (const p of (await piecesOnSale(shop.server.url)).slice(0, 3)) {
      await page.locator('#catalogo').getByRole('button', { name: `Agregar al carrito: ${p.nombre}` }).click();
      await page.keyboard.press('Escape');
    }
    await readyToDeliver(page, '22000', 900);
    await page.goto('/carrito');
    await waitForApp(page);
    await page.getByText('Agregar nota o sustitución').first().click();
    await page.getByLabel(/^Nota para /).first().fill('maduros para hoy');
    await page.getByLabel('Si se agota').first().selectOption({ label: 'Llamarme' });
    await page.getByRole('link', { name: 'Proceder al Pago' }).click();
    await page.waitForURL('**/checkout');
    await page.getByLabel('Nota para tu pedido (opcional)').fill('Entregar en la cocina, puerta trasera');
    await page.getByRole('group', { name: 'Horario' }).getByRole('radio', { name: 'Mañana (9:00 a 13:00)' }).check();

    // «Requiero factura» starts ticked, from the account's data: one click less than before.
    expect(await page.getByLabel('Requiero factura').isChecked()).toBe(true);
    expect(await page.locator('#factura-rfc').inputValue()).toBe('TEF190312AB1');
    expect(await page.locator('#factura-uso').inputValue()).toBe('G01');
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await page.getByText('Modo de prueba').waitFor();
    await page.locator('.delivery').getByText('TEF190312AB1 · TAQUERÍA EL FARO').waitFor();
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Vencimiento').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    const paidMail = lastMail(shop.server.dir, email, 'pedido') ?? '';
    expect(paidMail).toContain('Factura: la emitiremos a TAQUERÍA EL FARO (RFC TEF190312AB1)');
    expect(paidMail).toContain('maduros para hoy; si se agota: Llamarme');
    expect(paidMail).toContain('Nota: Entregar en la cocina, puerta trasera');
    expect(paidMail).toMatch(/Día de entrega: .+ · Mañana \(9:00 a 13:00\)\./);

    await page.goto('/account');
    await waitForApp(page);
    await page.getByText('Factura en proceso').waitFor();

    // The back office: the order waits in «Facturas»; a CFDI for another RFC is refused, the right one issued.
    // Opened afresh: the menu's count was read before the order existed.
    await staff.page.goto('/admin/facturas');
    const row = staff.page.locator('tr', { hasText: 'TEF190312AB1' });
    await row.waitFor();
    await expect.poll(() => staff.page.getByRole('link', { name: /^Facturas\s*, 1 por emitir$/ }).count()).toBe(1);
    const orderId = Number((await row.getByRole('link', { name: /^#\d+$/ }).textContent())!.slice(1));
    const total = ((await row.locator('td.num').textContent()) ?? '').replace(/[^\d.]/g, '');
    await row.getByRole('button', { name: 'Subir factura' }).click();
    const form = staff.page.getByRole('form', { name: `Factura del pedido #${orderId}` });
    const pdf = { name: 'factura.pdf', mimeType: 'application/pdf', buffer: tinyPdf() };
    await form.getByLabel('PDF').setInputFiles(pdf);
    await form.getByLabel('XML').setInputFiles({ name: 'otra.xml', mimeType: 'text/xml', buffer: cfdiXml({ rfc: 'GODE561231GR8', total }) });
    await form.getByRole('button', { name: 'Emitir y enviar' }).click();
    await form.getByRole('alert').filter({ hasText: 'El XML es para el RFC GODE561231GR8' }).waitFor();
    const uuid = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
    const xml = cfdiXml({ rfc: 'TEF190312AB1', total, uuid });
    await form.getByLabel('XML').setInputFiles({ name: 'factura.xml', mimeType: 'text/xml', buffer: xml });
    await form.getByRole('button', { name: 'Emitir y enviar' }).click();
    await staff.page.getByRole('status').filter({ hasText: `Factura del pedido #${orderId} emitida y enviada a ${email}.` }).waitFor();
    await staff.page.getByText('No hay facturas por emitir.').waitFor();
    await staff.page.getByRole('button', { name: 'Emitidas' }).click();
    await staff.page.locator('tr', { hasText: uuid }).waitFor();
    // The one refusal asked for above, and nothing else.
    expect(staffProblems.sort()).toEqual([`400: ${shop.server.url}/admin/facturas/${orderId}`, 'console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);

    // The chef is e-mailed both files and downloads them from the account.
    expect(outboxOf(shop.server).some((m) => m.para === email && m.tipo === 'factura')).toBe(true);
    expect(lastMail(shop.server.dir, email, 'factura')).toContain(`Folio fiscal: ${uuid}`);
    await page.reload();
    await waitForApp(page);
    await page.getByText('Factura emitida').waitFor();
    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Descargar factura PDF del pedido #${orderId}` }).click()]);
    expect(pdfDownload.suggestedFilename()).toBe(`factura-pedido-${orderId}-${uuid}.pdf`);
    expect(readFileSync((await pdfDownload.path())!).equals(tinyPdf())).toBe(true);
    const [xmlDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Descargar factura XML del pedido #${orderId}` }).click()]);
    expect(readFileSync((await xmlDownload.path())!).equals(xml)).toBe(true);
    expect(problems).toEqual([]);
    await staff.context.close();
    await context.close();
  });
});
