import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage, screenshot } from '../support/browser';
import { watchProblems } from '../support/problems';
import { paidRestOrder, piecesOnSale, register, uniqueEmail, useShop, waitForApp } from '../support/shop';

// Standing orders (issue 34) on a phone: a shopper makes a past order weekly from /account, sees it with its
// next day, opens the reminder's «Omitir esta semana» link and skips that day with one click (opening the link
// alone skips nothing), then pauses the plan.
const shop = useShop();

/** The reminder's links as the server signs them (modules/standing/standing-orders.ts, standing-edits.ts), from the shop's own secret file. */
function reminderLink(kind: 'omitir' | 'modificar', plan: number, dia: string) {
  const secret = Buffer.from(readFileSync(join(shop.server.dir, 'huerta.db.jwt-secret'), 'utf8').trim(), 'utf8').toString('base64');
  const firma = createHmac('sha256', secret).update(`${kind}:${plan}:${dia}`).digest('base64url').slice(0, 32);
  return `/recurrente/${kind}?plan=${plan}&dia=${dia}&firma=${firma}`;
}

/** A registered shopper with a paid past order to Ensenada, on /account. */
async function shopperWithOrder(tag: string, deliberate: RegExp | null = null) {
  const email = uniqueEmail(tag);
  const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
  const problems = watchProblems(page, deliberate);
  await register(page, { nombre: 'Chef Ana', email, password: 'una-clave-larga-1' });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // A past order of the account, with its day and address (placed and paid as any client would).
  // Sold by the piece (the seed sells some by weight, priced per kilo): its items reach the minimum.
  const products = (await piecesOnSale(shop.server.url)).filter((p) => p.precio >= 40);
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
  return { page, context, problems, token, order };
}
const plansOf = async (token: string | null) => (await (await fetch(`${shop.server.url}/trpc/account.standingOrders`, { headers: { authorization: `Bearer ${token}` } })).json()).result.data as { id: number; proximo: string; productos: { items: number }[]; metodo_pago: string; dias_semana: number[] }[];

describe('a standing order', () => {
  it('is made from a past order, its week skipped from the reminder link with a click, then paused', async () => {
    const { page, context, problems, token, order } = await shopperWithOrder('recurrente');
    await page.getByLabel(`Frecuencia del pedido #${order.id}`).selectOption('semanal');
    await page.getByRole('button', { name: `Hacer recurrente el pedido #${order.id}` }).click();
    await page.getByText(/^Listo: tu pedido se repite cada semana, desde el \d{4}-\d{2}-\d{2}\.$/).waitFor();
    const plan = page.locator('.standing__plan').first();
    await plan.getByText(/próximo: /).waitFor();
    await page.locator('#recurrentes').scrollIntoViewIfNeeded();
    await screenshot(page, 'account-standing-orders-390');

    const { id, proximo } = (await plansOf(token))[0]!;
    await page.goto(reminderLink('omitir', id, proximo));
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

  it('is paid by a card saved with consent, changed in /account, and changed once from the reminder’s «Modificar» link without signing in', async () => {
    const { page, context, problems, token, order } = await shopperWithOrder('tarjeta', /updateStandingByLink|status of 409/);
    await page.getByRole('button', { name: `Hacer recurrente el pedido #${order.id}` }).click();
    await page.getByText(/^Listo: tu pedido se repite cada semana/).waitFor();
    // The card: nothing to type until the authorization is ticked.
    await page.getByRole('button', { name: 'Guardar una tarjeta' }).click();
    expect(await page.getByLabel('Número de tarjeta').count()).toBe(0);
    await page.getByLabel(/Autorizo que se cobre a esta tarjeta/).check();
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Vencimiento').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Guardar tarjeta' }).click();
    await page.getByText('Tarjeta Visa terminada en 4242 guardada para tus pedidos recurrentes.').waitFor();
    await page.getByText('Visa terminada en 4242', { exact: true }).waitFor();
    // The plan switched to it, and a quantity changed.
    const plan = page.locator('.standing__plan').first();
    await plan.getByRole('button', { name: 'Modificar' }).click();
    await plan.getByLabel('Forma de pago').selectOption('tarjeta');
    // A second delivery day of the zone's.
    await plan.getByRole('group', { name: 'Días de entrega' }).getByRole('checkbox', { checked: false }).first().check();
    const quantity = plan.getByLabel(/^Cantidad de /);
    const before = Number(await quantity.inputValue());
    await quantity.fill(String(before + 1));
    await plan.locator('.standing-editor').scrollIntoViewIfNeeded();
    await screenshot(page, 'standing-editor-390');
    // The editor fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await plan.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Cambios guardados: se aplican desde el próximo pedido.').waitFor();
    await plan.getByText(/con tu tarjeta guardada/).waitFor();
    await page.locator('#recurrentes').scrollIntoViewIfNeeded();
    await screenshot(page, 'standing-saved-card-390');
    const [saved] = await plansOf(token);
    expect(saved).toMatchObject({ metodo_pago: 'tarjeta', productos: [{ items: before + 1 }] });
    expect(saved!.dias_semana).toHaveLength(2);

    // The reminder's «Modificar», opened signed out: one change saved, then the link is spent.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(reminderLink('modificar', saved!.id, saved!.proximo));
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Modificar pedido recurrente' }).waitFor();
    expect(await page.getByLabel('Forma de pago').count()).toBe(0);
    await page.getByLabel(/^Cantidad de /).fill(String(before + 3));
    await screenshot(page, 'standing-modify-link-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Cambios guardados: se aplican desde el próximo pedido.').waitFor();
    expect((await plansOf(token))[0]!.productos[0]!.items).toBe(before + 3);
    await page.reload();
    await waitForApp(page);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Este enlace ya se usó: entra a tu cuenta para hacer más cambios.').waitFor();
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'standing-modify-link-1280');
    // The account at a desktop's width: the plan, its editor and the saved card.
    await page.evaluate((jwt) => localStorage.setItem('token', jwt!), token);
    await page.goto('/account');
    await waitForApp(page);
    await page.locator('.standing__plan').first().getByRole('button', { name: 'Modificar' }).click();
    await page.locator('#recurrentes').scrollIntoViewIfNeeded();
    await screenshot(page, 'standing-editor-1280');
    expect((await plansOf(token))[0]!.productos[0]!.items).toBe(before + 3);
    // The spent link's refusal is the one answer expected to be an error.
    expect(problems.filter((p) => !p.includes('account.updateStandingByLink'))).toEqual([]);
    await context.close();
  });
});
