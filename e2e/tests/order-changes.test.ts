import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownerPage, signInAsOwner } from '../support/back-office';
import { DESKTOP, PHONE, atBothWidths, newPage, screenshot } from '../support/browser';
import { lastMail } from '../support/outbox';
import { watchProblems } from '../support/problems';
import { paidRestOrder, piecesOnSale, register, uniqueEmail, useShop, waitForApp } from '../support/shop';

// «Modificar pedido» (issue 47) on a phone: a shopper who forgot the tortillas opens their card-paid order from
// /account, adds three (any product sold by the piece), sees the server's new total, saves, and pays the
// difference by card; the owner's order page says what changed.
const shop = useShop();

/** The owner's back office: created from the one-time setup link the first time, signed in after that. */
let ownerMade = false;
async function owner() {
  if (!ownerMade) {
    ownerMade = true;
    return ownerPage(shop);
  }
  const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
  await signInAsOwner(page);
  return { page, context };
}

async function payWithTestCard(page: Page) {
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await page.getByLabel('Vencimiento').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pagar' }).click();
}

describe('changing an order until its cut-off', () => {
  it('adds tortillas to a card-paid order on a phone and pays the difference', async () => {
    const email = uniqueEmail('cambio');
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    await register(page, { nombre: 'Lucía Olvidadiza', email, password: 'una-clave-larga-1' });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const [basket, tortillas] = (await piecesOnSale(shop.server.url)).filter((p) => p.precio >= 15);
    const order = await paidRestOrder(shop.server.url, {
      nombre: 'Lucía Olvidadiza',
      direccion: 'Av. López Mateos 100, Centro',
      calle: 'Av. López Mateos 100',
      colonia: 'Centro',
      codigo_postal: '22800',
      telefono: '646 123 4567',
      email,
      productos: [{ id: basket!.id, items: Math.ceil(600 / basket!.precio) }],
    }, token);
    // The order e-mail offers the change too (its signed link).
    expect(lastMail(shop.server.dir, email, 'pedido')).toMatch(/\/pedido\/modificar\?pedido=\d+&enlace=/);

    await page.goto('/account');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Modificar pedido' }).first().click();
    await page.getByRole('heading', { name: `Modificar pedido #${order.id}` }).waitFor();
    await page.getByText(/^Puedes cambiarlo hasta las 23:00 del /).waitFor();
    await page.getByRole('searchbox').fill(tortillas!.nombre.slice(0, 5));
    await page.getByRole('button', { name: `Agregar ${tortillas!.nombre}` }).click();
    await page.getByRole('button', { name: `Uno más de ${tortillas!.nombre}` }).click();
    await page.getByRole('button', { name: `Uno más de ${tortillas!.nombre}` }).click();
    await expect.poll(() => page.getByLabel(`Cantidad de ${tortillas!.nombre}`).inputValue()).toBe('3');
    const difference = (Math.round(tortillas!.precio * 100) * 3) / 100;
    const pesos = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await page.getByText(`Pagas la diferencia (${pesos(difference)}) con tarjeta al guardar.`).waitFor();
    await atBothWidths(page, 'order-change');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText(`¡Listo! Guardamos los cambios de tu pedido. Paga la diferencia (${pesos(difference)}) para completarlo.`).waitFor();
    await page.getByRole('link', { name: 'Pagar la diferencia' }).click();
    await page.getByRole('heading', { name: `Paga la diferencia de tu pedido #${order.id}` }).waitFor();
    await screenshot(page, 'order-change-pay-390');
    await payWithTestCard(page);
    await page.getByRole('heading', { name: '¡Listo! Recibimos la diferencia' }).waitFor();
    expect(lastMail(shop.server.dir, email, 'pedido-cambiado')).toContain(`${tortillas!.nombre} × 3`);
    expect(problems).toEqual([]);
    await context.close();

    const office = await owner();
    await office.page.goto(`/admin/pedidos/${order.id}`);
    await office.page.getByRole('heading', { name: new RegExp(`^Pedido #${order.id}`) }).first().waitFor();
    // The timeline: what changed and the money, then the difference paid.
    await office.page.getByText(`Cambio del cliente: ${tortillas!.nombre} 0 → 3`, { exact: false }).waitFor();
    await office.page.getByText('Diferencia pagada por el cliente', { exact: false }).first().waitFor();
    await screenshot(office.page, 'order-change-admin-1280');
    await office.context.close();
  });

  it('adds tortillas to an order paid at OXXO: a new voucher for the difference, opened from its link, paid at the store', async () => {
    const email = uniqueEmail('cambio.oxxo');
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    await register(page, { nombre: 'Ramón Efectivo', email, password: 'una-clave-larga-1' });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const [basket, tortillas] = (await piecesOnSale(shop.server.url)).filter((p) => p.precio >= 15);
    const created = (await fetch(`${shop.server.url}/api/crear-pedido`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ nombre: 'Ramón Efectivo', direccion: 'Calle Primera 200, Centro', calle: 'Calle Primera 200', colonia: 'Centro', codigo_postal: '22800', telefono: '646 765 4321', email, metodo_pago: 'oxxo', productos: [{ id: basket!.id, items: Math.ceil(600 / basket!.precio) }] }),
    }).then((r) => r.json())) as { pedido: { id: number } };
    const id = created.pedido.id;
    // The shop receives the voucher's payment (test mode's «Simular pago recibido», as Stripe's event would).
    const office = await owner();
    const simulate = async (said: string) => {
      await office.page.goto(`/admin/pedidos/${id}`);
      await office.page.getByRole('button', { name: 'Simular pago recibido' }).click();
      await office.page.getByText(said).first().waitFor();
    };
    await simulate('Pago simulado: el pedido quedó pagado.');

    await page.goto(`/pedido/modificar?pedido=${id}`);
    await waitForApp(page);
    await page.getByRole('heading', { name: `Modificar pedido #${id}` }).waitFor();
    await page.getByRole('searchbox').fill(tortillas!.nombre.slice(0, 5));
    await page.getByRole('button', { name: `Agregar ${tortillas!.nombre}` }).click();
    const pesos = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const difference = pesos(Math.round(tortillas!.precio * 100) / 100);
    await page.getByText(`Te damos una ficha OXXO por la diferencia (${difference}).`).waitFor();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText(`¡Listo! Guardamos los cambios de tu pedido. Te damos una ficha OXXO por la diferencia (${difference}).`).waitFor();
    const link = await page.getByRole('link', { name: 'Pagar la diferencia' }).getAttribute('href');
    // Opened directly, as from the e-mail: the voucher's reference and amount, no card form.
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Paga en efectivo en OXXO' }).waitFor();
    const reference = (await page.getByRole('status', { name: 'Referencia OXXO' }).textContent())!.replace(/\s/g, '');
    expect(lastMail(shop.server.dir, email, 'pedido-cambiado')).toContain(reference);
    await page.getByText(`Monto a pagar: ${difference}`).waitFor();
    expect(await page.getByLabel('Número de tarjeta').count()).toBe(0);
    await atBothWidths(page, 'order-change-oxxo-difference');

    await simulate('Pago simulado: el pedido quedó pagado.');
    await office.page.getByText('Diferencia pagada por el cliente', { exact: false }).first().waitFor();
    await screenshot(office.page, 'order-change-oxxo-admin-1280');
    await page.reload();
    await page.getByText('Ya recibimos este pago. ¡Gracias!').waitFor();
    expect(problems).toEqual([]);
    await context.close();
    await office.context.close();
  });
});
