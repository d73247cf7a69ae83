import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownerPage } from '../support/back-office';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { piecesOnSale, useShop } from '../support/shop';

// The buyer's morning on a phone (issue 46, items 1–2): the owner adds a supplier and what it sells, opens
// «Qué comprar» for tomorrow, makes the purchase proposal, turns it into two supplier orders, edits a
// quantity and sends one by WhatsApp (a wa.me link with the order typed in). A supplier's name with quotes,
// «&», «$&» and «<b>» stays text on every page and in the message.
const shop = useShop();
const RANCHO = `Rancho "El Sol" & Hijos $& <b>`;

/** Tomorrow on the shop's clock (the clock is the test's input: the orders are moved to it, as if placed for it). */
const tomorrowInShop = () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Tijuana' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
};

async function payOnDelivery(base: string, productos: { id: number; items: number }[]): Promise<number> {
  const body = { nombre: 'Hotel Coral', direccion: 'Blvd. Costero 100, Zona Centro', telefono: '646 123 4567', email: 'compras@hotelcoral.mx', codigo_postal: '22800', productos, metodo_pago: 'contra_entrega' };
  const res = await fetch(`${base}/api/crear-pedido`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const made = (await res.json()) as { pedido?: { id: number } };
  if (!made.pedido) throw new Error(`crear-pedido: ${JSON.stringify(made)}`);
  return made.pedido.id;
}

function deliverOn(dir: string, day: string, ids: number[]) {
  const db = new Database(join(dir, 'huerta.db'));
  try {
    db.prepare(`update pedidos set dia_entrega = ? where id in (${ids.map(() => '?').join(',')})`).run(day, ...ids);
  } finally {
    db.close();
  }
}

/** Serious and critical axe violations, and whether the phone's page is wider than the phone. */
async function problemsOf(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  const found = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  return wide ? [...found, 'la página es más ancha que el teléfono'] : found;
}

/** The same page at the desk's width, for its picture, then back to the phone; checked for axe and overflow at 390. */
async function bothWidths(page: Page, name: string) {
  expect(await problemsOf(page), name).toEqual([]);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
}

describe('purchase orders from tomorrow’s demand, on a phone', () => {
  it('makes two supplier orders from «Qué comprar», edits one and sends it by WhatsApp', async () => {
    const base = shop.server.url;
    const [lettuce, other, lonely] = (await piecesOnSale(base)).filter((p) => p.precio >= 40);
    const tomorrow = tomorrowInShop();
    const items = Math.ceil(600 / lettuce!.precio);
    const ids = [await payOnDelivery(base, [{ id: lettuce!.id, items }, { id: other!.id, items: 3 }, { id: lonely!.id, items: 2 }]), await payOnDelivery(base, [{ id: lettuce!.id, items }])];
    deliverOn(shop.server.dir, tomorrow, ids);

    const { page, context, problems } = await ownerPage(shop, PHONE);
    // A supplier made on the phone, with the first product and its box.
    await page.goto('/admin/proveedores');
    await page.getByText('Nuevo proveedor').click();
    const form = page.getByRole('form', { name: 'Nuevo proveedor' });
    await form.getByLabel('Nombre').fill(RANCHO);
    await form.getByLabel('WhatsApp (si es otro)').fill('646 111 2233');
    await form.getByLabel('Correo').fill('ventas@ranchoelsol.mx');
    await form.getByRole('button', { name: 'Crear proveedor' }).click();
    await page.getByRole('heading', { name: RANCHO }).waitFor();
    const add = page.getByRole('form', { name: 'Agregar producto' });
    await add.getByLabel('Buscar producto').fill(lettuce!.nombre.slice(0, 6));
    await add.getByRole('combobox').selectOption({ label: lettuce!.nombre });
    await add.getByLabel('Empaque', { exact: true }).fill('caja de 12 piezas');
    await add.getByLabel('Piezas por empaque').fill('12');
    await add.getByLabel('Costo del empaque ($)').fill('150');
    await add.getByRole('button', { name: 'Agregar' }).click();
    await page.getByRole('rowheader', { name: new RegExp(lettuce!.nombre) }).waitFor();
    await bothWidths(page, 'buying-supplier');

    // The second supplier, as the owner's page would call it (the form is the same).
    const post = async (path: string, data: object) => {
      const res = await page.request.post(`${base}/admin/trpc/${path}`, { data, headers: { origin: base } });
      if (res.status() !== 200) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
      return ((await res.json()) as { result: { data: { id: number } } }).result.data;
    };
    const central = await post('suppliers.create', { nombre: 'Central de Abasto', telefono: '646 222 3344', diasEntrega: 0 });
    await post('suppliers.saveProduct', { proveedorId: central.id, productoId: other!.id, empaque: 'caja de 6 piezas', empaqueCantidad: 6, costoCentavos: 9_000 });
    await page.goto('/admin/proveedores');
    await page.getByRole('link', { name: RANCHO }).waitFor();
    await bothWidths(page, 'buying-suppliers');

    // «Qué comprar» for tomorrow → the proposal → two drafts.
    await page.goto('/admin/comprar');
    await page.getByLabel('Día', { exact: true }).fill(tomorrow);
    await page.getByRole('button', { name: '1 día' }).click();
    await page.getByRole('rowheader', { name: lettuce!.nombre, exact: true }).waitFor();
    await page.getByRole('link', { name: 'Hacer órdenes de compra' }).click();
    await page.getByRole('heading', { name: 'Hacer órdenes de compra' }).waitFor();
    const ranchGroup = page.getByRole('region', { name: RANCHO });
    // 2 × items lettuces + 10 % margin, in boxes of 12.
    const boxes = Math.ceil((2 * items + Math.ceil((2 * items * 10) / 100)) / 12);
    await expect.poll(() => ranchGroup.getByLabel(`Paquetes de ${lettuce!.nombre} (${RANCHO})`).inputValue()).toBe(String(boxes));
    await page.getByRole('region', { name: 'Central de Abasto' }).getByLabel(`Paquetes de ${other!.nombre} (Central de Abasto)`).waitFor();
    // Wanted, and sold by no supplier yet: listed apart, with the way to add one.
    const none = page.getByRole('region', { name: 'Sin proveedor' });
    expect(await none.getByRole('listitem').allInnerTexts()).toEqual([`${lonely!.nombre}: faltan 3 pzas Agregar a un proveedor`]);
    await bothWidths(page, 'buying-proposal');
    await page.getByRole('button', { name: /^Crear órdenes/ }).click();
    await page.getByText('Se crearon 2 órdenes de compra en borrador.').waitFor();
    await page.getByRole('link', { name: /Central de Abasto/ }).waitFor();
    await bothWidths(page, 'buying-orders');

    // The ranch's draft: one box more, saved, sent by WhatsApp.
    await page.getByRole('link', { name: new RegExp(`Rancho "El Sol"`) }).click();
    await page.getByRole('heading', { name: /^Orden de compra #\d+/ }).waitFor();
    await page.getByRole('link', { name: RANCHO }).waitFor();
    await page.getByLabel(`Paquetes de ${lettuce!.nombre}`).fill(String(boxes + 1));
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await page.getByText('Borrador guardado.').waitFor();
    await bothWidths(page, 'buying-draft');
    // Printed, the sheet is the supplier's: the shop, what to bring and when — no costs.
    await page.emulateMedia({ media: 'print' });
    const head = page.locator('.order-sheet-head');
    await expect.poll(() => head.isVisible()).toBe(true);
    expect(await head.innerText()).toContain(`pedido para ${RANCHO}`);
    expect(await page.getByRole('columnheader', { name: 'Costo' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/\$\s?\d/);
    await screenshot(page, 'buying-print-390');
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
    const open = page.getByRole('link', { name: 'Abrir WhatsApp con la orden' });
    const href = (await open.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/526461112233?text=')).toBe(true);
    const text = new URL(href).searchParams.get('text')!;
    expect(text).toContain(`Hola ${RANCHO}, le enviamos nuestro pedido de `);
    expect(text).toContain(`• ${boxes + 1} × caja de 12 piezas — ${lettuce!.nombre} (${(boxes + 1) * 12} pzas)`);
    await page.locator('.state', { hasText: 'Enviada' }).waitFor();
    await bothWidths(page, 'buying-sent');

    await page.goto('/admin/compras');
    await page.getByRole('button', { name: 'Enviada' }).click();
    await expect.poll(() => page.getByRole('link', { name: /Orden|#/ }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
    // axe on six screens at two widths takes its time on a busy machine.
  }, 150_000);
});
