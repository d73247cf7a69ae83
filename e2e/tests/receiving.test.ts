import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerPage } from '../support/back-office';
import { PHONE, atBothWidths } from '../support/browser';
import { useShop } from '../support/shop';

// Receiving at the dock (issue 46): on a phone, the owner receives a purchase order sent to a farm IN PART,
// with a lot code and a best-before date, sees it in «Vence pronto» (one click to a promotion), and records
// waste from that lot — refused, naming the lot, when it is more than the lot holds.
const shop = useShop();

/** The shop's today (its zone, the server's default), plus `days`: the test's dates follow the clock it runs on. */
function shopDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Tijuana', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A purchase order sent by WhatsApp to «Rancho El Mirador»: 10 kg of a product sold by weight and 24 pieces of
 * one sold by the piece, written in the shop's SQLite file (the purchase order screens are another test's).
 */
function sentOrder(dir: string) {
  const db = new Database(join(dir, 'huerta.db'), { fileMustExist: true });
  try {
    const weighed = db.prepare("select id, nombre from productos where venta_modo = 'peso' and archivado_en is null order by id limit 1").get() as { id: number; nombre: string };
    const piece = db.prepare('select id, nombre from productos where venta_modo is null and archivado_en is null order by id limit 1').get() as { id: number; nombre: string };
    const supplier = db.prepare("insert into proveedores (nombre, dias_entrega) values ('Rancho El Mirador', 1) returning id").get() as { id: number };
    const order = db.prepare("insert into ordenes_compra (proveedor_id, estado, llegada, enviada_por, enviada_en) values (?, 'enviada', ?, 'whatsapp', ?) returning id").get(supplier.id, shopDay(0), new Date().toISOString()) as { id: number };
    const line = db.prepare('insert into orden_compra_lineas (orden_id, producto_id, paquetes, cantidad, costo_paquete_centavos) values (?, ?, ?, ?, ?)');
    line.run(order.id, weighed.id, 1, 10_000, 30_000);
    line.run(order.id, piece.id, 2, 24, 2_400);
    return { id: order.id, weighed, piece };
  } finally {
    db.close();
  }
}


describe('receiving at the dock, on a phone', () => {
  it('receives a sent purchase order in part with a lot and its best-before date, finds it in «Vence pronto», and records waste from it', async () => {
    const po = sentOrder(shop.server.dir);
    const { page, context, problems } = await ownerPage(shop, PHONE);
    const vence = shopDay(2);

    // «Compras» → «Recibir», from the phone's menu is another test's: the address is the menu's.
    await page.goto('/admin/recibir');
    await page.getByRole('heading', { name: 'Recibir' }).waitFor();
    await page.getByLabel('Orden de compra').selectOption(String(po.id));
    const line = page.getByRole('form', { name: `Recibir ${po.weighed.nombre}` });
    await line.getByText('Pedido 10 kg · faltan 10 kg').waitFor();
    // The first line is ready to type into; six of the ten kilos came: the difference is said as it is typed,
    // the cost left blank is the order's.
    const formOfFocus = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.closest('form')?.getAttribute('aria-label'));
    expect(await formOfFocus()).toBe(`Recibir ${po.weighed.nombre}`);
    await page.keyboard.type('6');
    await line.getByText('Faltan 4 kg contra la orden · costo según la orden: $180.00').waitFor();
    await line.getByLabel('Lote').fill('JIT-0412');
    await line.getByLabel('Caduca').fill(vence);
    await line.getByLabel('Llegó (kg)').press('Enter');
    await page.getByRole('status').getByText(`«${po.weighed.nombre}»: 6 kg recibidos (faltan 4 kg de 10 kg).`).waitFor();
    await line.getByText('Pedido 10 kg · recibido 6 kg · faltan 4 kg').waitFor();
    // Enter moved to the next line's quantity, as a scale's Enter expects.
    expect(await formOfFocus()).toBe(`Recibir ${po.piece.nombre}`);
    await page.getByLabel('Orden de compra').locator('option', { hasText: 'Recibida en parte' }).waitFor({ state: 'attached' });
    await atBothWidths(page, 'receiving-recibir');

    // Bought at the market, without an order: the product, no supplier, what it cost.
    await page.getByLabel('Orden de compra').selectOption('mercado');
    const market = page.getByRole('form', { name: 'Recibir sin orden' });
    await market.getByLabel('Producto').selectOption(String(po.piece.id));
    await market.getByLabel('Llegó (pzas)').fill('12');
    await market.getByLabel('Costo real ($)').fill('96.50');
    await market.getByLabel('Caduca').fill(shopDay(4));
    await market.getByLabel('Llegó (pzas)').press('Enter');
    await page.getByRole('status').getByText(`«${po.piece.nombre}»: 12 pzas recibidos.`).waitFor();
    await atBothWidths(page, 'receiving-mercado');

    // «Vence pronto»: the lot, what is left and its cost; «Promoción» opens the form for that product.
    await page.goto('/admin/vence-pronto');
    const row = page.locator('table.expiring-table').getByRole('row').filter({ hasText: 'JIT-0412' });
    await row.waitFor();
    // What is left, what it cost, and per kilo.
    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain('6 kg $180.00 $30.00 por kg');
    await atBothWidths(page, 'receiving-vence-pronto');
    await row.getByRole('link', { name: 'Promoción' }).click();
    await page.getByRole('heading', { name: 'Nueva promoción' }).waitFor();
    // Chosen once the product list has loaded.
    await expect.poll(() => page.getByLabel('Producto').inputValue()).toBe(String(po.weighed.id));
    expect(await page.getByLabel('Título').inputValue()).toBe(`${po.weighed.nombre} en oferta`);
    await page.goBack();

    // «Merma» from that lot: more than it holds is refused naming the lot; 1.5 kg «Vencido» is recorded.
    await row.getByRole('link', { name: 'Merma' }).click();
    await page.getByRole('heading', { name: 'Merma', exact: true }).waitFor();
    await page.getByLabel('Cantidad (kg)').fill('7');
    await page.getByRole('button', { name: 'Dar de baja' }).click();
    await page.getByRole('alert').getByText(`El lote JIT-0412 de ${po.weighed.nombre} tiene 6 kg; no se pueden dar de baja 7 kg.`).waitFor();
    await page.getByLabel('Cantidad (kg)').fill('1.5');
    await page.getByRole('button', { name: 'Vencido' }).click();
    await page.getByLabel('Nota (opcional)').fill('Golpeado en la caja');
    await page.getByRole('button', { name: 'Dar de baja' }).click();
    await page.getByRole('status').getByText(`Merma: 1.5 kg de «${po.weighed.nombre}» (Vencido), $45.00. Quedan 4.5 kg en el lote.`).waitFor();
    await page.locator('table.waste-table').getByRole('row').filter({ hasText: 'Golpeado en la caja' }).getByText('$45.00', { exact: true }).waitFor();
    await atBothWidths(page, 'receiving-merma');

    // Nothing overflows the phone's width on these screens.
    for (const [path, table] of [['/admin/vence-pronto', 'table.expiring-table'], ['/admin/merma', 'table.waste-table'], [`/admin/recibir?orden=${po.id}`, 'form[data-receive]']] as const) {
      await page.goto(path);
      await page.locator(table).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
