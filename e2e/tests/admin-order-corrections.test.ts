import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { deliveryDayLabel } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { ownerPage, signInAsOwner } from '../support/back-office';
import { DESKTOP, PHONE, newPage, screenshot } from '../support/browser';
import { outboxOf } from '../support/outbox';
import { paidRestOrder, piecesOnSale, useShop } from '../support/shop';

// The owner's day (item 5): «Entregado» before the delivery day asks first, a slip is undone, and every
// phone calls or opens WhatsApp.

const shop = useShop();
const PHONE_TEL = 'tel:+526461234567';
const PHONE_WA = 'https://wa.me/526461234567';

/** A paid order through the public API: one line the customer wants a call about if it runs out. */
async function paidOrder(email: string) {
  const base = shop.server.url;
  // Sold by the piece: nothing to weigh before «Enviado» (the seed sells some by weight).
  const products = await piecesOnSale(base);
  const body = { nombre: 'Hotel Coral', direccion: 'Blvd. Costero 100, Ensenada', telefono: '+52 (646) 123-4567', email, productos: [{ id: products[0]!.id, items: 2, sustitucion: 'llamar' }] };
  const made = await paidRestOrder(base, body);
  return { id: made.id, producto: products[0]!.nombre };
}

/** The delivery day the checkout stored for an order (here written in the server's database directly). */
function deliverOn(id: number, dia: string) {
  const db = new Database(join(shop.server.dir, 'huerta.db'), { fileMustExist: true });
  try {
    db.prepare('update pedidos set dia_entrega = ? where id = ?').run(dia, id);
  } finally {
    db.close();
  }
}

/** Presses a button that asks first, answers the question, and gives back what it asked. */
async function pressAndAnswer(page: Page, button: string, accept: boolean) {
  const question = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    }),
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  return question;
}

const stateIs = (page: Page, id: number, label: string) => page.getByRole('heading', { name: `Pedido #${id} ${label}`, exact: true }).waitFor();
const hrefOf = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first().getAttribute('href');

describe('correcting the state of an order', () => {
  it('asks before «Enviado» and «Entregado» ahead of the delivery day, undoes a slip, and e-mails the customer once per state', async () => {
    const { page, context, problems } = await ownerPage(shop, DESKTOP);

    const order = await paidOrder('coral-correcciones@hotelcoral.mx');
    // Three days ahead of any clock's today: the order is for later this week.
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    deliverOn(order.id, day);

    await page.goto(`/admin/pedidos/${order.id}`);
    await stateIs(page, order.id, 'Pagado');
    // Packing early is normal: no question.
    await page.getByRole('button', { name: 'En preparación', exact: true }).click();
    await stateIs(page, order.id, 'En preparación');

    // Sent three days early: the question names the day; «Cancelar» leaves the order as it was.
    expect(await pressAndAnswer(page, 'Enviado', false)).toBe(`El pedido #${order.id} es para el ${deliveryDayLabel(day)}; ¿marcarlo enviado hoy?`);
    await stateIs(page, order.id, 'En preparación');
    expect(await pressAndAnswer(page, 'Enviado', true)).toContain('¿marcarlo enviado hoy?');
    await stateIs(page, order.id, 'Enviado');
    expect(await pressAndAnswer(page, 'Entregado', true)).toBe(`El pedido #${order.id} es para el ${deliveryDayLabel(day)}; ¿marcarlo entregado hoy?`);
    await stateIs(page, order.id, 'Entregado');
    await screenshot(page, 'admin-order-undo-1280');
    await page.getByText(`Estado: Entregado (antes de su día, el ${deliveryDayLabel(day)}: confirmado)`).waitFor();

    // The slip undone at once, then the step before by hand: audited in the timeline.
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await page.getByText('1 pedido regresado a «Enviado».').waitFor();
    await stateIs(page, order.id, 'Enviado');
    await page.getByRole('button', { name: 'Regresar a «En preparación»' }).click();
    await stateIs(page, order.id, 'En preparación');
    const corrections = await page.locator('.timeline li', { hasText: '(corrección)' }).allInnerTexts();
    expect(corrections.map((li) => /Regresado a: [^(]+/.exec(li)?.[0].trim())).toEqual(['Regresado a: Enviado', 'Regresado a: En preparación']);

    // Forward again: the customer already has both e-mails and gets neither a second time.
    await pressAndAnswer(page, 'Enviado', true);
    await stateIs(page, order.id, 'Enviado');
    await pressAndAnswer(page, 'Entregado', true);
    await stateIs(page, order.id, 'Entregado');
    expect(outboxOf(shop.server).filter((m) => m.para === 'coral-correcciones@hotelcoral.mx').map((m) => m.tipo)).toEqual(['pedido', 'pedido-enviado', 'pedido-entregado']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('undoes a move of several orders from the list', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signInAsOwner(page);
    const [a, b] = [await paidOrder('lista-a@hotelcoral.mx'), await paidOrder('lista-b@hotelcoral.mx')];
    await page.goto('/admin/pedidos?pagina=1&estado=pagado');
    for (const o of [a, b]) await page.getByLabel(`Elegir el pedido ${o.id}`, { exact: true }).check();
    await page.getByRole('button', { name: 'En preparación' }).click();
    await page.getByText('2 pedidos actualizados.').waitFor();
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await page.getByText('2 pedidos regresados a «Pagado».').waitFor();
    await page.getByLabel(`Elegir el pedido ${a.id}`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Deshacer' }).count()).toBe(0);
    await context.close();
  });
});


describe('phones in the back office', () => {
  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`on the ${label}: every customer phone calls and opens WhatsApp, next to «Llamarme» too`, async () => {
      const w = viewport.width;
      const base = shop.server.url;
      const order = await paidOrder(`telefonos-${label}@hotelcoral.mx`);
      await fetch(`${base}/api/registrar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nombre: `Chef Telefono ${label}`, tel: '646-123-4567', usuario: `chef-${label}@laola.mx`, password: 'huerta-segura-1' }) });
      await fetch(`${base}/api/send-contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nombre: `Chef Mensaje ${label}`, correo: `mensaje-${label}@laola.mx`, telefono: '6461234567', mensaje: '¿Me pueden llamar para un pedido grande?' }) });
      const { page, context } = await newPage(shop.browser, base, viewport);
      await page.addInitScript(() => (window.print = () => undefined));
      await signInAsOwner(page);

      // The order: the phone under the customer, and beside the line that says «Llamarme».
      await page.goto(`/admin/pedidos/${order.id}`);
      const callMe = page.locator('.call-me');
      await callMe.waitFor();
      expect(await callMe.innerText()).toContain('Si se agota: Llamarme');
      expect(await callMe.getByRole('link', { name: '646 123 4567', exact: true }).getAttribute('href')).toBe(PHONE_TEL);
      expect(await callMe.getByRole('link', { name: 'WhatsApp 646 123 4567' }).getAttribute('href')).toBe(PHONE_WA);
      const customer = page.getByRole('region', { name: 'Cliente y entrega' });
      expect(await customer.getByRole('link', { name: '646 123 4567', exact: true }).getAttribute('href')).toBe(PHONE_TEL);
      expect(await customer.getByRole('link', { name: 'WhatsApp 646 123 4567' }).getAttribute('href')).toBe(PHONE_WA);
      // Moved, with «Deshacer» beside the result and «Regresar a «Pagado»» among the actions.
      await page.getByRole('button', { name: 'En preparación', exact: true }).click();
      await page.getByRole('button', { name: 'Deshacer' }).waitFor();
      await page.getByRole('button', { name: 'Regresar a «Pagado»' }).waitFor();
      await screenshot(page, `admin-order-phone-${w}`);

      // The list (on a phone's screen, under the customer's name).
      await page.goto(`/admin/pedidos?pagina=1&q=%23${order.id}`);
      const row = page.locator('tr', { has: page.getByRole('link', { name: `#${order.id}`, exact: true }) });
      await row.waitFor();
      expect(await row.getByRole('link', { name: '646 123 4567', exact: true }).getAttribute('href')).toBe(PHONE_TEL);
      expect(await row.getByRole('link', { name: 'WhatsApp 646 123 4567' }).getAttribute('href')).toBe(PHONE_WA);
      await screenshot(page, `admin-orders-${w}`);

      // The packing slip (on a phone the sections are behind «Menú»).
      const menu = page.getByRole('button', { name: 'Menú' });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Preparar' }).click();
      const slip = page.getByRole('article', { name: `Hoja de empaque del pedido ${order.id}` });
      await slip.waitFor();
      expect(await slip.getByRole('link', { name: '646 123 4567', exact: true }).first().getAttribute('href')).toBe(PHONE_TEL);
      expect(await slip.locator('.call-me').getByRole('link', { name: 'WhatsApp 646 123 4567' }).getAttribute('href')).toBe(PHONE_WA);
      await screenshot(page, `admin-pick-list-phones-${w}`);

      // The customer's page.
      await page.goto(`/admin/clientes?pagina=1&orden=ultimo&q=chef-${label}`);
      await page.getByRole('link', { name: `Chef Telefono ${label}` }).click();
      await page.getByRole('heading', { name: `Chef Telefono ${label}` }).waitFor();
      expect(await hrefOf(page, '646 123 4567')).toBe(PHONE_TEL);
      expect(await hrefOf(page, 'WhatsApp 646 123 4567')).toBe(PHONE_WA);
      await screenshot(page, `admin-customer-${w}`);

      // A message from the contact form.
      await page.goto('/admin/mensajes');
      await page.getByRole('button', { name: new RegExp(`Chef Mensaje ${label}`) }).click();
      await page.getByText('¿Me pueden llamar para un pedido grande?').waitFor();
      expect(await hrefOf(page, '646 123 4567')).toBe(PHONE_TEL);
      expect(await hrefOf(page, 'WhatsApp 646 123 4567')).toBe(PHONE_WA);
      await screenshot(page, `admin-messages-phone-${w}`);
      await context.close();
    });
  }
});
