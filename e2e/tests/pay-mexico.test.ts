import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownerPage, signInAsOwner } from '../support/back-office';
import { DESKTOP, PHONE, newPage, screenshot } from '../support/browser';
import { lastMail } from '../support/outbox';
import { watchProblems } from '../support/problems';
import { guestAtCheckout, useShop } from '../support/shop';

// A shopper paying the way Mexico pays, on a phone (issue 33): an OXXO voucher, a SPEI transfer, or on
// delivery — and the owner who turns the methods on and, in test mode, marks a voucher paid.
const shop = useShop();

let ownerMade = false;
/** The owner's page: made through the one-time setup link the first time, signed in after. */
async function owner(viewport = DESKTOP) {
  if (!ownerMade) {
    ownerMade = true;
    return ownerPage(shop, viewport);
  }
  const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  await signInAsOwner(page);
  return { page, context, problems };
}

/** A guest's order placed with `method`; returns the order number the page shows. */
async function placeWith(page: Page, method: string, email: string): Promise<number> {
  await guestAtCheckout(page, 'Lupita Cliente', 'Calle Ébano 12', '664 555 0199');
  await page.getByLabel('Email').fill(email);
  const choice = page.getByRole('group', { name: 'Forma de pago' });
  await choice.getByRole('radio', { name: new RegExp(method) }).check();
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
  const number = await page.getByText(/^Pedido #\d+$/).first().textContent();
  return Number(number!.replace(/\D/g, ''));
}

describe('paying the way Mexico pays, on a phone', () => {
  it('offers the four methods with what happens next; OXXO gives a voucher that the owner’s simulated payment pays', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    const email = 'oxxo.cliente@ejemplo.mx';
    await guestAtCheckout(page, 'Lupita Cliente', 'Calle Ébano 12', '664 555 0199');
    const choice = page.getByRole('group', { name: 'Forma de pago' });
    for (const name of ['Tarjeta', 'Efectivo en OXXO', 'Transferencia SPEI', 'Pago al recibir']) await expect(choice.getByRole('radio', { name: new RegExp(name) }).count()).resolves.toBe(1);
    expect(await choice.getByRole('radio', { name: /Tarjeta/ }).isChecked()).toBe(true);
    await choice.getByRole('radio', { name: /Efectivo en OXXO/ }).check();
    await choice.scrollIntoViewIfNeeded();
    await screenshot(page, 'pay-choice-390');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();

    const reference = page.getByRole('status', { name: 'Referencia OXXO' });
    await reference.waitFor();
    const digits = (await reference.textContent())!.replace(/\s/g, '');
    expect(digits).toMatch(/^\d{18}$/);
    await expect(page.getByText(/^Vence: /).count()).resolves.toBe(1);
    // The voucher lasts to 23:59 of the eve, past the shop's 23:00 cut-off: paying then moves the delivery.
    const late = 'Si pagas después de las 11:00 p.m. del día anterior a la entrega, tu pedido se entrega el siguiente día con cupo.';
    await page.getByText(late).waitFor();
    await expect(page.getByRole('button', { name: 'Copiar la referencia OXXO' }).count()).resolves.toBe(1);
    await page.locator('.pay-instructions').scrollIntoViewIfNeeded();
    await screenshot(page, 'pay-oxxo-voucher-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'pay-oxxo-voucher-1280');
    await page.setViewportSize(PHONE);
    const id = Number((await page.getByText(/^Pedido #\d+$/).first().textContent())!.replace(/\D/g, ''));
    expect(lastMail(shop.server.dir, email, 'pedido-instrucciones')).toContain(digits);
    expect(lastMail(shop.server.dir, email, 'pedido-instrucciones')).toContain('Si pagas después de las 11:00 pm del día anterior a la entrega, tu pedido se entrega el siguiente día con cupo.');
    // The order is placed: the cart is empty now.
    await expect(page.evaluate(() => localStorage.getItem('cartProduct'))).resolves.toMatch(/^\[\]$|^null$/);

    // The owner, in test mode, marks the voucher paid; the shopper gets the confirmation.
    const boss = await owner();
    await boss.page.goto(`/admin/pedidos/${id}`);
    const box = boss.page.getByRole('region', { name: 'Pago' });
    expect(await box.locator('code').first().textContent()).toBe(digits);
    await screenshot(boss.page, 'admin-order-oxxo-1280');
    await boss.page.getByRole('button', { name: 'Simular pago recibido' }).click();
    await boss.page.getByText('Pago simulado: el pedido quedó pagado.').waitFor();
    await boss.page.getByRole('heading', { name: /Pedido #\d+ Pagado/ }).waitFor();
    expect(lastMail(shop.server.dir, email, 'pedido')).toContain(`Recibimos el pago de tu pedido #${id}`);
    expect(boss.problems).toEqual([]);
    await boss.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('SPEI shows the CLABE, bank and reference to copy', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    await placeWith(page, 'Transferencia SPEI', 'spei.cliente@ejemplo.mx');
    const clabe = page.getByRole('status', { name: 'CLABE' });
    await clabe.waitFor();
    expect((await clabe.textContent())!.replace(/\s/g, '')).toMatch(/^646180\d{12}$/);
    await expect(page.getByRole('button', { name: 'Copiar la CLABE' }).count()).resolves.toBe(1);
    await expect(page.getByText('STP', { exact: true }).count()).resolves.toBe(1);
    await screenshot(page, 'pay-spei-390');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pay on delivery is confirmed at once, «Por cobrar» in the back office', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    const id = await placeWith(page, 'Pago al recibir', 'contra.entrega@ejemplo.mx');
    await page.getByRole('heading', { name: '¡Pedido confirmado!' }).waitFor();
    await expect(page.getByText(/^Pagas \$[\d,.]+ al recibir tu pedido, en efectivo o con tarjeta \(terminal\)\.$/).count()).resolves.toBe(1);
    await expect(page.getByText('Total a pagar al recibir').count()).resolves.toBe(1);
    await screenshot(page, 'pay-on-delivery-390');
    expect(problems).toEqual([]);
    await context.close();

    const boss = await owner();
    await boss.page.goto('/admin/pedidos?pagina=1');
    const row = boss.page.getByRole('row').filter({ hasText: `#${id}` });
    await row.getByText('Por cobrar').waitFor();
    await screenshot(boss.page, 'admin-orders-por-cobrar-1280');
    expect(boss.problems).toEqual([]);
    await boss.context.close();
  });

  it('the owner turns a method off in Ajustes and the checkout stops offering it', async () => {
    const boss = await owner();
    await boss.page.goto('/admin/ajustes');
    const form = boss.page.getByRole('form', { name: 'Formas de pago' });
    await form.getByRole('checkbox', { name: 'Transferencia SPEI' }).uncheck();
    await form.getByRole('button', { name: 'Guardar formas de pago' }).click();
    await boss.page.getByText('Guardado: la tienda ya ofrece estas formas de pago.').waitFor();
    await screenshot(boss.page, 'admin-payment-settings-1280');
    await boss.context.close();

    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await guestAtCheckout(page, 'Lupita Cliente', 'Calle Ébano 12', '664 555 0199');
    const choice = page.getByRole('group', { name: 'Forma de pago' });
    await choice.getByRole('radio', { name: /Efectivo en OXXO/ }).waitFor();
    await expect(choice.getByRole('radio', { name: /Transferencia SPEI/ }).count()).resolves.toBe(0);
    await screenshot(page, 'pay-choice-1280');
    await context.close();
  });
});
