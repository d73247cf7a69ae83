import Database from 'better-sqlite3';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE, atBothWidths, newPage } from '../support/browser';
import { watchProblems } from '../support/problems';
import { register, uniqueEmail, useShop, waitForApp } from '../support/shop';

// Reminders people asked for (issue 47) on a phone: a shopper turns on «Recordarme mi carrito si lo dejo» in
// /account (off until then), the cart they fill is saved on the server as it changes; the e-mail's
// unsubscribe page changes nothing when opened, and its button turns the reminder off — /account shows it off.
const shop = useShop();

/** The unsubscribe link as the server signs it (modules/reminders/reminder-links.ts), from the shop's own secret file. */
function unsubscribeLink(tipo: 'carrito' | 'semanal', u: number) {
  const secret = Buffer.from(readFileSync(join(shop.server.dir, 'huerta.db.jwt-secret'), 'utf8').trim(), 'utf8').toString('base64');
  const firma = createHmac('sha256', secret).update(`aviso-baja:${tipo}:${u}`).digest('base64url').slice(0, 32);
  return `/avisos/baja?u=${u}&tipo=${tipo}&firma=${firma}`;
}

/** One row of the shop's SQLite file, read-only. */
function read<T>(sql: string, ...args: unknown[]): T | undefined {
  const db = new Database(join(shop.server.dir, 'huerta.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...args) as T | undefined;
  } finally {
    db.close();
  }
}

describe('e-mail reminders', () => {
  it('are turned on in /account, keep the cart on the server, and are turned off from the e-mail’s page with its button', async () => {
    const email = uniqueEmail('avisos');
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    // The forged link below is refused on purpose (reminders.checkLink answers 400).
    const problems = watchProblems(page, /reminders\.checkLink/);
    await register(page, { nombre: 'Lucía Avisos', email, password: 'una-clave-larga-1' });
    const u = read<{ id: number }>('select id from usuarios where email = ?', email)!.id;

    // Off until the shopper says yes.
    await page.getByRole('heading', { name: 'Avisos por correo' }).waitFor();
    const cartSwitch = page.getByRole('checkbox', { name: /Recordarme mi carrito si lo dejo/ });
    const weeklySwitch = page.getByRole('checkbox', { name: /Recordarme hacer mi pedido de la semana/ });
    expect(await cartSwitch.isChecked()).toBe(false);
    expect(await weeklySwitch.isChecked()).toBe(false);
    await cartSwitch.check();
    await page.getByText('Guardamos tus avisos.').waitFor();
    expect(await cartSwitch.isChecked()).toBe(true);
    await page.locator('#avisos').scrollIntoViewIfNeeded();
    await atBothWidths(page, 'account-reminders');

    // The cart, filled in the shop, is saved on the server (ids and quantities) a moment after it changes.
    await page.goto('/tienda');
    await waitForApp(page);
    const catalog = page.locator('#catalogo');
    await catalog.getByRole('button', { name: 'Agregar al carrito' }).first().click();
    await page.getByRole('dialog', { name: 'Carrito de compras' }).waitFor({ state: 'visible' });
    const inCart = await page.evaluate(() => (JSON.parse(localStorage.getItem('cartProduct') ?? '[]') as { id: number; items: number }[]).map((l) => ({ id: l.id, items: l.items })));
    expect(inCart).toHaveLength(1);
    await expect.poll(() => read<{ lineas: string }>('select lineas from carritos_guardados where usuario_id = ?', u)?.lineas, { timeout: 10_000 }).toBe(JSON.stringify(inCart));

    // The e-mail's unsubscribe page: opening it changes nothing.
    await page.goto(unsubscribeLink('carrito', u));
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Darte de baja de un aviso' }).waitFor();
    await page.getByRole('button', { name: 'Darme de baja' }).waitFor();
    expect(read<{ carrito: number }>('select carrito from avisos where usuario_id = ?', u)!.carrito).toBe(1);
    await atBothWidths(page, 'reminder-unsubscribe');
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await page.getByText('Listo: ya no te recordaremos tu carrito.').waitFor();
    expect(read<{ carrito: number }>('select carrito from avisos where usuario_id = ?', u)!.carrito).toBe(0);
    await atBothWidths(page, 'reminder-unsubscribed');

    // A forged link says so and changes nothing.
    await page.goto(unsubscribeLink('carrito', u).replace(/firma=./, 'firma=X'));
    await waitForApp(page);
    await page.getByText('El enlace no es válido.').waitFor();
    expect(await page.getByRole('button', { name: 'Darme de baja' }).count()).toBe(0);

    // /account shows the switch off.
    await page.goto('/account');
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Avisos por correo' }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: /Recordarme mi carrito si lo dejo/ }).isChecked()).toBe(false);
    // Only the forged link's refusal (an answer the page shows, the 4xx the watcher lists).
    expect(problems).toEqual([expect.stringMatching(/^400: \S+\/trpc\/reminders\.checkLink\?/)]);
    await context.close();
  });
});
