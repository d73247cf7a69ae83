import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE, newPage, screenshot } from '../support/browser';
import { watchProblems } from '../support/problems';
import { paidRestOrder, register, uniqueEmail, useShop, waitForApp } from '../support/shop';

// Standing orders (issue 34) on a phone: a shopper makes a past order weekly from /account, sees it with its
// next day, opens the reminder's «Omitir esta semana» link and skips that day with one click (opening the link
// alone skips nothing), then pauses the plan.
const shop = useShop();

/** The reminder's link as the server signs it (services/standing-orders.ts), from the shop's own secret file. */
function skipLink(plan: number, dia: string) {
  const secret = Buffer.from(readFileSync(join(shop.server.dir, 'huerta.db.jwt-secret'), 'utf8').trim(), 'utf8').toString('base64');
  const firma = createHmac('sha256', secret).update(`omitir:${plan}:${dia}`).digest('base64url').slice(0, 32);
  return `/recurrente/omitir?plan=${plan}&dia=${dia}&firma=${firma}`;
}

describe('a standing order', () => {
  it('is made from a past order, its week skipped from the reminder link with a click, then paused', async () => {
    const email = uniqueEmail('recurrente');
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const problems = watchProblems(page);
    await register(page, { nombre: 'Chef Ana', email, password: 'una-clave-larga-1' });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // A past order of the account, with its day and address (placed and paid as any client would).
    const products = ((await (await fetch(`${shop.server.url}/api/productos`)).json()).data as { id: number; precio: number; agotado?: boolean }[]).filter((p) => !p.agotado && p.precio >= 40);
    const order = await paidRestOrder(shop.server.url, {
      nombre: 'Chef Ana',
      direccion: 'Av. López Mateos 100, Centro',
      calle: 'Av. López Mateos 100',
      colonia: 'Centro',
      codigo_postal: '22800',
      telefono: '646 123 4567',
      email,
      productos: [{ id: products[0]!.id, items: Math.ceil(600 / products[0]!.precio) }],
    }, token);
    await page.goto('/account');
    await waitForApp(page);
    await page.getByLabel(`Frecuencia del pedido #${order.id}`).selectOption('semanal');
    await page.getByRole('button', { name: `Hacer recurrente el pedido #${order.id}` }).click();
    await page.getByText(/^Listo: tu pedido se repite cada semana, desde el \d{4}-\d{2}-\d{2}\.$/).waitFor();
    const plan = page.locator('.standing__plan').first();
    await plan.getByText(/próximo: /).waitFor();
    await page.locator('#recurrentes').scrollIntoViewIfNeeded();
    await screenshot(page, 'account-standing-orders-390');

    const list = (await (await fetch(`${shop.server.url}/trpc/account.standingOrders`, { headers: { authorization: `Bearer ${token}` } })).json()).result.data as { id: number; proximo: string }[];
    const { id, proximo } = list[0]!;
    await page.goto(skipLink(id, proximo));
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Omitir esta semana' }).waitFor();
    await page.getByRole('button', { name: 'Omitir esta semana' }).click();
    await page.getByText(`Listo: omitimos tu pedido del ${proximo}. El siguiente sigue programado.`).waitFor();
    await screenshot(page, 'standing-skip-390');

    await page.goto('/account');
    await waitForApp(page);
    await plan.getByText(`${proximo}: omitido`).waitFor();
    await plan.getByRole('button', { name: 'Pausar' }).click();
    await page.getByText('Pedido recurrente en pausa.').waitFor();
    await plan.getByText('en pausa', { exact: false }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
