import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHONE, newPage } from '../support/browser';
import { ownerPage } from '../support/back-office';
import { paidRestOrder, piecesOnSale, uniqueEmail, useShop } from '../support/shop';

const shop = useShop();
/** Where the helper's screenshots go, to be looked at (outside the repository). */
const SHOTS = process.env.SHOTS_DIR;

describe('«Comprobantes»', () => {
  it('the owner finds a stamped factura of the month (Ctrl+K) and cancels it with motive 02', async () => {
    const base = shop.server.url;
    const [piece] = await piecesOnSale(base);
    const items = Math.max(1, Math.ceil(70_000 / Math.round(piece!.precio * 100)));
    const fiscal = { rfc: 'TEF190312AB1', razon_social: 'Taquería El Faro', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };
    const order = await paidRestOrder(base, { nombre: 'Taquería El Faro', direccion: 'Av. Ruiz 120, Ensenada', telefono: '646 555 0110', email: uniqueEmail('faro'), codigo_postal: '22800', productos: [{ id: piece!.id, items }], factura: fiscal });
    const { page, context, problems } = await ownerPage(shop);

    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').waitFor();
    await page.keyboard.type('comprobantes');
    await page.getByRole('dialog').getByRole('option', { name: /Comprobantes/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Comprobantes' }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${order.id}` }) });
    // Stamped in the background right after the payment: the list polls; a reload shows it sooner.
    await expect.poll(async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Comprobantes' }).waitFor();
      // The month's list drawn first (count() does not wait); not there yet, the next reload looks again.
      await row.first().waitFor({ timeout: 3_000 }).catch(() => undefined);
      return row.getByText('Timbrada').count();
    }, { timeout: 15_000 }).toBe(1);
    await row.getByText('TEF190312AB1').waitFor();
    expect(await row.getByRole('link', { name: 'XML' }).getAttribute('href')).toMatch(/^\/admin\/cfdis\/\d+\/xml$/);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/comprobantes-1280.png`, fullPage: true });
    }

    await row.getByRole('button', { name: /^Cancelar / }).click();
    const form = page.getByRole('form', { name: /^Cancelar ingreso / });
    const motivo = form.getByLabel('Motivo ante el SAT');
    expect(await motivo.evaluate((el) => el === document.activeElement)).toBe(true);
    await motivo.selectOption('01');
    await form.getByText('Primero se timbra una factura nueva').waitFor();
    await motivo.selectOption('02');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/comprobantes-cancelar-1280.png`, fullPage: true });
    await form.getByRole('button', { name: 'Cancelar comprobante' }).click();
    await page.getByRole('status').filter({ hasText: /^Comprobante .+ cancelado\.$/ }).waitFor();
    await row.getByText('Cancelada (02)').waitFor();
    expect(await row.getByRole('button', { name: /^Cancelar / }).count()).toBe(0);

    // The month's files for the accountant: a ZIP download.
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'XML y PDF del mes (ZIP)' }).click()]);
    expect(zip.suggestedFilename()).toMatch(/^cfdis-\d{4}-\d{2}\.zip$/);
    expect(problems).toEqual([]);

    if (SHOTS) {
      const phone = await newPage(shop.browser, base, PHONE);
      await phone.context.addCookies(await context.cookies());
      await phone.page.goto('/admin/comprobantes');
      await phone.page.getByText('Cancelada (02)').first().waitFor();
      await phone.page.screenshot({ path: `${SHOTS}/comprobantes-390.png`, fullPage: true });
      await phone.context.close();
    }
    await context.close();
  });
});
