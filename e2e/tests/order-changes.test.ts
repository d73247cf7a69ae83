import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownerPage } from '../support/back-office';
import { PHONE, atBothWidths, newPage, screenshot } from '../support/browser';
import { lastMail } from '../support/outbox';
import { watchProblems } from '../support/problems';
import { paidRestOrder, piecesOnSale, register, uniqueEmail, useShop, waitForApp } from '../support/shop';

// «Modificar pedido» (issue 47) on a phone: a shopper who forgot the tortillas opens their card-paid order from
// /account, adds three (any product sold by the piece), sees the server's new total, saves, and pays the
// difference by card; the owner's order page says what changed.
const shop = useShop();

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

    const owner = await ownerPage(shop);
    await owner.page.goto(`/admin/pedidos/${order.id}`);
    await owner.page.getByRole('heading', { name: new RegExp(`^Pedido #${order.id}`) }).first().waitFor();
    // The timeline: what changed and the money, then the difference paid.
    await owner.page.getByText(`Cambio del cliente: ${tortillas!.nombre} 0 → 3`, { exact: false }).waitFor();
    await owner.page.getByText('Diferencia pagada por el cliente', { exact: false }).first().waitFor();
    await screenshot(owner.page, 'order-change-admin-1280');
    await owner.context.close();
  });
});
