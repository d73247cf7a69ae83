import { describe, expect, it } from 'vitest';
import { ownerPage } from '../support/back-office';
import { PHONE, newPage, screenshot } from '../support/browser';
import { lastMail } from '../support/outbox';
import { watchProblems } from '../support/problems';
import { paidRestOrder, piecesOnSale, register, uniqueEmail, useShop, waitForApp } from '../support/shop';

// Substitutions approved by the shopper (issue 47): the packer, at a desktop, finds a line short and proposes
// the suggested substitute; the shopper opens the e-mail's «Aceptar» link on a phone, sees what is offered and
// accepts; the packer's screen shows the answer without reloading; the shopper's order lists the substitute.
const shop = useShop();

describe('a substitute approved on the phone', () => {
  it('is proposed by the packer, accepted from the e-mail link, and packed in the order', async () => {
    const email = uniqueEmail('sustituto');
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await register(page, { nombre: 'Lucía Sustituto', email, password: 'huerta-segura-1' });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // A product with another of its category sold by the piece: what can stand in for it.
    const pieces = (await piecesOnSale(shop.server.url)) as ({ categoria_id: number } & Awaited<ReturnType<typeof piecesOnSale>>[number])[];
    const short = pieces.find((p) => p.descuento === 'N/A' && pieces.some((o) => o.id !== p.id && o.categoria_id === p.categoria_id))!;
    const order = await paidRestOrder(
      shop.server.url,
      {
        nombre: 'Lucía Sustituto',
        direccion: 'Av. López Mateos 100, Centro',
        calle: 'Av. López Mateos 100',
        colonia: 'Centro',
        codigo_postal: '22800',
        telefono: '646 123 4567',
        email,
        productos: [{ id: short.id, items: Math.ceil(600 / short.precio), sustitucion: 'no' }],
      },
      token,
    );

    const packer = await ownerPage(shop);
    packer.page.on('dialog', (d) => void d.accept());
    await packer.page.goto(`/admin/pedidos/${order.id}`);
    await packer.page.getByRole('button', { name: 'En preparación', exact: true }).click();
    await packer.page.getByRole('heading', { name: `Pedido #${order.id} En preparación`, exact: true }).waitFor();
    const subs = packer.page.locator('section', { has: packer.page.getByRole('heading', { name: 'Sustituciones' }) });
    await subs.getByLabel('Línea que falta').selectOption({ index: 1 });
    await subs.getByLabel('Piezas que faltan').fill('2');
    const first = subs.getByRole('radio').first();
    await first.check();
    const offered = ((await subs.locator('.subs-option').first().textContent()) ?? '').split('$')[0]!.trim();
    await subs.getByLabel('Cantidad del sustituto').fill('1');
    await subs.getByRole('button', { name: 'Enviar al cliente' }).click();
    await subs.getByText('Esperando respuesta').waitFor();
    await subs.getByRole('link', { name: 'Enviar por WhatsApp' }).first().waitFor();
    // «Enviado» waits for the answer.
    await packer.page.getByRole('button', { name: 'Enviado', exact: true }).click();
    await packer.page.getByText(`Espera la respuesta del cliente al sustituto de «${short.nombre}»`).first().waitFor();
    await screenshot(packer.page, 'substitution-packer-waiting-1280');

    const mail = lastMail(shop.server.dir, email, 'pedido-sustitucion')!;
    expect(mail).toContain(`nos faltaron 2 de «${short.nombre}»`);
    const link = new URL(/Aceptar: (\S+)/.exec(mail)![1]!);
    const problems = watchProblems(page);
    await page.goto(link.pathname + link.search);
    await waitForApp(page);
    await page.getByRole('heading', { name: `Sustituto para tu pedido #${order.id}` }).waitFor();
    await page.getByText(offered, { exact: false }).first().waitFor();
    await screenshot(page, 'substitution-shopper-390');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText(`Listo: enviaremos 1 × «${offered}».`).waitFor();
    await screenshot(page, 'substitution-shopper-accepted-390');
    // The same link again: said, with nothing to press.
    await page.reload();
    await waitForApp(page);
    await page.getByText('Aceptada por el cliente').waitFor();
    expect(await page.getByRole('button', { name: 'Aceptar' }).count()).toBe(0);
    expect(problems).toEqual([]);

    // The packer's screen reads the answer again by itself, and the order now has the substitute's line.
    await subs.getByText('Aceptada por el cliente').waitFor({ timeout: 15_000 });
    await packer.page.getByRole('cell', { name: new RegExp(`^${offered}`) }).first().waitFor();
    await screenshot(packer.page, 'substitution-packer-accepted-1280');

    await page.goto('/account');
    await waitForApp(page);
    const card = page.locator('.order', { has: page.getByText(`Pedido #${order.id}`, { exact: true }) });
    await card.getByText('Ver productos').click();
    await card.getByText(`1 × ${offered}`).waitFor();
    await screenshot(page, 'substitution-shopper-order-390');
    await packer.context.close();
    await context.close();
  });
});
