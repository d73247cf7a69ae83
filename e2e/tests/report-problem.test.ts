import { mkdirSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerPage } from '../support/back-office';
import { PHONE, newPage, screenshot, screenshotsDir } from '../support/browser';
import { watchProblems } from '../support/problems';
import { paidRestOrder, piecesOnSale, register, uniqueEmail, useShop, waitForApp } from '../support/shop';

// «Reportar un problema» (issue 47) on a phone: a shopper's order is delivered, they report two bruised pieces
// of a line with a photo from /account, the owner gives shop credit in «Problemas reportados» with one key, and
// the shopper sees the credit and the report's state in /account.
const shop = useShop();
const SHOTS = '/work/helpers/shots/problem';

const keep = (name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(join(screenshotsDir, `${name}.png`), join(SHOTS, `${name}.png`));
};

describe('a problem reported on a delivered order', () => {
  it('is reported with a photo on a phone, credited by the owner from the queue, and the credit shows in /account', async () => {
    const owner = await ownerPage(shop);
    const base = shop.server.url;
    const email = uniqueEmail('reporta');
    const { page, context } = await newPage(shop.browser, base, PHONE);
    const problems = watchProblems(page);
    await register(page, { nombre: 'Lucía Ávila', email, password: 'una-clave-larga-1' });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const [product] = (await piecesOnSale(base)).filter((p) => p.precio >= 20);
    const order = await paidRestOrder(
      base,
      { nombre: 'Lucía Ávila', direccion: 'Av. Revolución 1234, Zona Centro', calle: 'Av. Revolución 1234', colonia: 'Zona Centro', codigo_postal: '22800', telefono: '646 123 4567', email, productos: [{ id: product!.id, items: Math.ceil(600 / product!.precio) }] },
      token,
    );
    // The shop packs, sends and delivers it (the back office's own calls).
    for (const estado of ['preparando', 'enviado', 'entregado']) {
      const moved = await owner.page.request.post(`${base}/admin/trpc/orders.move`, { data: { ids: [order.id], estado, confirmar: true }, headers: { origin: base } });
      expect(moved.status()).toBe(200);
    }

    // The shopper opens the order in /account and reports two pieces, bruised, with a photo.
    await page.goto('/account');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Reportar un problema' }).click();
    await page.getByRole('heading', { name: 'Reportar un problema' }).waitFor();
    await page.getByRole('checkbox', { name: new RegExp(product!.nombre) }).check();
    await page.getByText('Dañado', { exact: true }).click();
    await page.getByLabel(/^¿Cuántos\?/).fill('2');
    await page.getByLabel('Nota (opcional)').fill('Llegaron golpeados');
    const photo = await page.screenshot({ type: 'jpeg', clip: { x: 0, y: 0, width: 390, height: 300 } });
    await page.getByLabel(/^Foto \(opcional/).setInputFiles({ name: 'aguacates.jpg', mimeType: 'image/jpeg', buffer: photo });
    await screenshot(page, 'report-problem-form-390');
    keep('report-problem-form-390');
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page.getByText('Recibimos tu reporte: te escribimos en cuanto lo revisemos.').waitFor();
    const report = page.getByRole('region', { name: /^Reporte #\d+$/ });
    await report.getByText('En revisión').waitFor();
    await report.getByRole('img', { name: `Foto de ${product!.nombre}` }).waitFor();
    await screenshot(page, 'report-problem-sent-390');
    keep('report-problem-sent-390');

    // The owner's queue: the photo, the amount, and «S» gives shop credit.
    await owner.page.goto('/admin/problemas');
    await owner.page.getByRole('heading', { name: 'Problemas reportados' }).waitFor();
    const card = owner.page.getByRole('listitem', { name: /^Reporte #\d+ de Lucía Ávila$/ });
    await card.getByRole('img', { name: `Foto de ${product!.nombre}` }).waitFor();
    await owner.page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('img.problem-card__photo'), (i) => i.naturalWidth > 0).every(Boolean));
    await screenshot(owner.page, 'problem-queue-1280');
    keep('problem-queue-1280');
    await card.focus();
    await owner.page.keyboard.press('s');
    await owner.page.getByText(/^Reporte #\d+: Abonado a tu saldo a favor\.$/).waitFor();
    await owner.page.getByText('No hay reportes por decidir.').waitFor();

    // The shopper sees the credit and the report's state on the order.
    await page.goto('/account');
    await waitForApp(page);
    await page.getByText(/^Tienes \$[\d.,]+ de saldo a favor/).waitFor();
    await page.getByText(/^Reporte #\d+: Abonado a tu saldo a favor$/).waitFor();
    await screenshot(page, 'report-problem-credit-390');
    keep('report-problem-credit-390');
    expect(problems).toEqual([]);
    expect(owner.problems).toEqual([]);
    await context.close();
    await owner.context.close();
  });
});
