import { deliveryDayLabel } from '@huerta/contracts';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage, screenshot, screenshotsDir } from '../support/browser';
import { ownerPage, signInAsOwner } from '../support/back-office';
import { paidRestOrder, piecesOnSale, useShop } from '../support/shop';

// The owner's day (issue «the owner's day»): the evening's paid orders lead to tomorrow's pick list, the
// delivery zones and the audit log say things in words, and the long price table saves from where one edits.
const shop = useShop();

type Listed = { id: number; nombre: string; precio: number; agotado?: boolean };
const listed = async () => ((await (await fetch(`${shop.server.url}/api/productos`)).json()) as { data: Listed[] }).data;

/** A paid order delivered in Ensenada (its zone's minimum is $500): checkout gives it the first delivery day. */
async function paidOrderForDelivery(nombre: string) {
  // Sold by the piece: two of each reach the subtotal (the seed sells some by weight, priced per kilo).
  const products = await piecesOnSale(shop.server.url);
  const productos: { id: number; items: number }[] = [];
  let subtotal = 0;
  for (const p of products) {
    if (subtotal >= 700) break;
    productos.push({ id: p.id, items: 2 });
    subtotal += 2 * p.precio;
  }
  const body = { nombre, direccion: 'Calle Primera 1234, Ensenada', codigo_postal: '22800', telefono: '646 123 4567', email: 'cocina@hotelcoral.mx', productos };
  return paidRestOrder<{ id: number; dia_entrega: string }>(shop.server.url, body);
}


/** What the screen shows right now (the helper's screenshots are of the whole page). */
const viewportShot = (page: Page, name: string) => page.screenshot({ path: join(screenshotsDir, `${name}.png`) });

describe("the owner's day", () => {
  it('the dashboard names the next day with orders to prepare and opens its pick list', async () => {
    const { page, context, problems } = await ownerPage(shop, DESKTOP);
    const order = await paidOrderForDelivery('Hotel Coral');
    const day = deliveryDayLabel(order.dia_entrega);

    await page.goto('/admin/');
    const link = page.getByRole('link', { name: /Por preparar/ });
    await expect.poll(() => link.innerText()).toContain(`Ver lista de surtido del ${day}`);
    await screenshot(page, 'owner-day-dashboard-1280');
    await link.click();
    await page.getByRole('heading', { name: new RegExp(`Preparar pedidos del ${day}`) }).waitFor();
    await page.getByRole('article', { name: `Hoja de empaque del pedido ${order.id}` }).waitFor();
    await screenshot(page, 'owner-day-pick-list-1280');

    // Today (no orders for it): the empty list leads to the day with work.
    await page.goto(`/admin/preparar`);
    await page.getByText('No hay pedidos por preparar este día.').waitFor();
    await page.getByRole('navigation', { name: 'Días con pedidos por preparar' }).getByRole('link').first().waitFor();
    await screenshot(page, 'owner-day-pick-list-empty-1280');
    await page.getByRole('link', { name: new RegExp(`^Ver el ${day}`) }).click();
    await page.getByRole('article', { name: `Hoja de empaque del pedido ${order.id}` }).waitFor();

    await page.setViewportSize(PHONE);
    await page.goto('/admin/');
    await expect.poll(() => link.innerText()).toContain(day);
    await screenshot(page, 'owner-day-dashboard-390');
    await link.click();
    await page.getByRole('article', { name: `Hoja de empaque del pedido ${order.id}` }).waitFor();
    await screenshot(page, 'owner-day-pick-list-390');
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [viewport, keys] of [
    [DESKTOP, 'Control+s'],
    [PHONE, 'Meta+s'],
  ] as const) {
    it(`«Precios del día» at ${viewport.width} px: the save bar stays on screen, and ${keys} saves a price far down the table`, async () => {
      const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(String(e)));
      await signInAsOwner(page);
      await page.goto('/admin/precios');
      const rows = page.locator('.price-table tbody tr');
      await rows.first().waitFor();
      expect(await rows.count(), 'a table longer than the screen').toBeGreaterThan(20);
      // The last rows, one per run: a price the owner reaches only by scrolling.
      const row = viewport === DESKTOP ? rows.last() : rows.nth((await rows.count()) - 2);
      const input = row.getByRole('spinbutton', { name: /^Precio de / });
      const name = (await input.getAttribute('aria-label'))!.replace(/^Precio de /, '');
      const price = Number(await input.inputValue()) + (viewport === DESKTOP ? 3.25 : 1.5);
      await input.fill(String(price));

      const bar = page.getByRole('region', { name: 'Guardar precios' });
      await bar.getByText('1 producto con cambios sin guardar').waitFor();
      const onScreen = async () => {
        const box = (await bar.boundingBox())!;
        return box.y >= 0 && box.y + box.height <= viewport.height + 0.5;
      };
      for (const to of ['top', 'middle', 'bottom'] as const) {
        await page.evaluate((where) => {
          const end = document.documentElement.scrollHeight - innerHeight;
          window.scrollTo(0, where === 'top' ? 0 : where === 'middle' ? end / 2 : end);
        }, to);
        expect(await onScreen(), `the save bar on screen, scrolled to the ${to}`).toBe(true);
        if (to === 'middle') await viewportShot(page, `owner-day-price-bar-${viewport.width}`);
      }

      // The shortcut saves, and the browser's own «save page» never opens.
      await page.evaluate(() => window.addEventListener('keydown', (e) => ((window as unknown as { prevented: boolean }).prevented = e.defaultPrevented)));
      await input.focus();
      await page.keyboard.press(keys);
      await bar.getByText('1 producto actualizado.').waitFor();
      expect(await page.evaluate(() => (window as unknown as { prevented: boolean }).prevented)).toBe(true);
      await screenshot(page, `owner-day-price-day-${viewport.width}`);
      await page.reload();
      await expect.poll(() => page.getByLabel(`Precio de ${name}`, { exact: true }).inputValue()).toBe(String(price));
      expect((await listed()).find((p) => p.nombre === name)?.precio).toBe(price);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('«Entregas» and «Registro» speak plainly: the shop’s fee by its amount, a zone’s change field by field', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signInAsOwner(page);
    await page.goto('/admin/entregas');
    const tecate = page.getByRole('row', { name: /Tecate/ });
    await tecate.waitFor();
    const cells = await tecate.getByRole('cell').allInnerTexts();
    expect(cells.some((c) => /^\$[\d,]+\.\d\d\s*como la tienda$/.test(c.trim())), cells.join(' | ')).toBe(true);
    expect(cells.map((c) => c.trim())).not.toContain('tienda');
    await screenshot(page, 'owner-day-delivery-1280');

    // Tecate gets its own fee and one more delivery day.
    await tecate.getByRole('button', { name: 'Tecate' }).click();
    await page.getByLabel('Costo de envío (MXN)').fill('80');
    await page.getByRole('group', { name: 'Días de entrega' }).getByLabel('Lun').check();
    await page.getByRole('button', { name: 'Guardar zona' }).click();
    await expect.poll(() => tecate.getByRole('cell').nth(1).innerText()).toBe('$80.00');

    await page.goto('/admin/registro');
    const entry = page.getByRole('row', { name: /Editó la zona/ });
    await entry.waitFor();
    const change = await entry.getByRole('cell').last().innerText();
    expect(change).toContain('Costo de envío: Como la tienda → $80.00');
    expect(change).toContain('Días de entrega: mar, jue, sáb → lun, mar, jue, sáb');
    expect(change).not.toMatch(/diasEntrega|costo:|\d: \d/);
    // The price table's saves, in pesos.
    await page.getByRole('row', { name: /Precios del día/ }).first().getByText(/^Precio: \$[\d,]+\.\d\d → \$[\d,]+\.\d\d$/).waitFor();
    await screenshot(page, 'owner-day-audit-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'owner-day-audit-390');
    await page.goto('/admin/entregas');
    await tecate.waitFor();
    await screenshot(page, 'owner-day-delivery-390');
    await context.close();
  });
});
