import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage, screenshot, screenshotsDir } from '../support/browser';
import { lastMail } from '../support/outbox';
import { watchProblems } from '../support/problems';
import { guestAtCheckout, useShop, waitForApp } from '../support/shop';

const shop = useShop();
/** Where the helper's screenshots are looked at (besides the e2e folder's own). */
const SHOTS = process.env.SELFINV_SHOTS;
const shot = async (page: Parameters<typeof screenshot>[0], name: string) => {
  await screenshot(page, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(join(screenshotsDir, `${name}.png`), join(SHOTS, `${name}.png`));
  }
};

describe('«Facturar mi compra»', () => {
  it('a guest pays, opens the order e-mail’s link on a phone, types the fiscal data and downloads the stamped XML', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    await guestAtCheckout(page, 'Laura Méndez Soto', 'Calle Ruiz 455', '646 177 2040');
    const email = await page.getByLabel('Email').inputValue();
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Vencimiento').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    // No factura asked at checkout: the confirmation offers it.
    await page.getByRole('link', { name: 'Facturar mi compra' }).first().waitFor();

    const paidMail = lastMail(shop.server.dir, email, 'pedido') ?? '';
    const link = /(http\S+\/facturar\?pedido=(\d+)&firma=[\w-]+)/.exec(paidMail);
    expect(link, paidMail).not.toBeNull();
    const orderId = Number(link![2]);
    const address = new URL(link![1]!);
    await page.goto(address.pathname + address.search);
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Facturar mi compra' }).waitFor();
    await page.getByText(`Pedido #${orderId}`).waitFor();
    // From the link: only the fiscal data is asked.
    expect(await page.getByLabel('Correo del pedido').count()).toBe(0);

    // Sent empty: each field says what it needs, beside it.
    await page.getByRole('button', { name: 'Obtener mi factura' }).click();
    await page.getByText('Escribe tu RFC.').waitFor();
    await page.getByText('Tiene 5 dígitos: el de tu Constancia de Situación Fiscal.').waitFor();
    await shot(page, 'selfinv-errors-390');

    // A check digit copied wrong: the server says so under the RFC, and nothing is stamped.
    await page.getByLabel('RFC').fill('EKU9003173C8');
    await page.getByLabel('Razón social o nombre').fill('Escuela Kemper Urgate');
    await page.getByLabel('Régimen fiscal').selectOption('601');
    await page.getByLabel('Uso del CFDI').selectOption('G03');
    await page.getByLabel('Código postal fiscal').fill('26015');
    await page.getByRole('button', { name: 'Obtener mi factura' }).click();
    await page.getByText('su último carácter (dígito verificador) no corresponde').waitFor();
    await page.getByLabel('RFC').fill('EKU9003173C9');
    await page.getByRole('button', { name: 'Obtener mi factura' }).click();

    await page.getByRole('heading', { name: '¡Listo! Tu factura está timbrada' }).waitFor();
    const uuid = (await page.getByTestId('uuid').textContent())!;
    expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
    await shot(page, 'selfinv-done-390');
    const [xml] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar XML' }).click()]);
    expect(xml.suggestedFilename()).toBe(`factura-pedido-${orderId}-${uuid}.xml`);
    const text = readFileSync((await xml.path())!, 'utf8');
    expect(text).toContain(`UUID="${uuid}"`);
    expect(text).toContain('Rfc="EKU9003173C9"');
    expect(lastMail(shop.server.dir, email, 'factura')).toContain(`Folio fiscal: ${uuid}`);
    // The one refusal asked for above (the check digit), and nothing else.
    expect(problems.filter((p) => !p.includes('factura.selfInvoice') && !p.includes('400 (Bad Request)'))).toEqual([]);
    await context.close();

    // The same page at a desktop's width, typed from the ticket, from the footer's link.
    const desk = await newPage(shop.browser, shop.server.url, DESKTOP);
    await desk.page.goto('/tienda');
    await waitForApp(desk.page);
    await desk.page.locator('footer').getByRole('link', { name: 'Facturar mi compra' }).click();
    await desk.page.getByLabel('Número de pedido').fill(String(orderId));
    await desk.page.getByLabel('Correo del pedido').fill('otra@ejemplo.mx');
    await desk.page.getByLabel('Total pagado').fill('1');
    await desk.page.getByLabel('RFC').fill('EKU9003173C9');
    await desk.page.getByLabel('Razón social o nombre').fill('Escuela Kemper Urgate');
    await desk.page.getByLabel('Régimen fiscal').selectOption('601');
    await desk.page.getByLabel('Uso del CFDI').selectOption('G03');
    await desk.page.getByLabel('Código postal fiscal').fill('26015');
    await desk.page.getByRole('button', { name: 'Obtener mi factura' }).click();
    await desk.page.getByRole('alert').filter({ hasText: 'No encontramos una compra con ese número, correo y total.' }).waitFor();
    await shot(desk.page, 'selfinv-ticket-1280');
    await desk.context.close();
  }, 120_000);
});
