import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { formatMXN, netSaleCentavos } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { ownerPage } from '../support/back-office';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { paidRestOrder, piecesOnSale, useShop } from '../support/shop';

// What each sale earns (issue 46): the owner opens «Reportes» and reads the week's margin — the chart and the
// table beside it — on a laptop and on a phone; the order's page says its margin. The browser's clock is New
// Year's Eve 2026, and the orders are put on that week's delivery days, whatever day the test runs.
const shop = useShop();
const NOW = new Date('2026-12-31T10:00:00-08:00');

function sql<T>(run: (db: Database.Database) => T): T {
  const db = new Database(join(shop.server.dir, 'huerta.db'), { fileMustExist: true });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

type Line = { total_linea_centavos: number; total_final_centavos: number | null; tasa_iva: number; costo_centavos: number | null };

/** Two delivered orders of two products with known costs, on Tuesday the 29th and Thursday the 31st, and some waste. */
async function seedWeek() {
  const [a, b] = await piecesOnSale(shop.server.url);
  sql((db) => {
    db.prepare('update existencias set costo_centavos = ? where producto_id = ?').run(Math.round(a!.precio * 60), a!.id);
    db.prepare('update existencias set costo_centavos = ? where producto_id = ?').run(Math.round(b!.precio * 45), b!.id);
  });
  const order = (email: string, productos: { id: number; items: number }[]) => paidRestOrder(shop.server.url, { nombre: 'Cocina Coral', direccion: 'Blvd. Costero 100, Ensenada', telefono: '646 123 4567', email, productos });
  const tuesday = await order('martes@hotelcoral.mx', [{ id: a!.id, items: 4 }, { id: b!.id, items: 2 }]);
  const thursday = await order('jueves@hotelcoral.mx', [{ id: a!.id, items: 3 }]);
  return sql((db) => {
    db.prepare("update pedidos set estado = 'entregado', dia_entrega = '2026-12-29' where id = ?").run(tuesday.id);
    db.prepare("update pedidos set estado = 'enviado', dia_entrega = '2026-12-31' where id = ?").run(thursday.id);
    const lot = db
      .prepare("insert into lotes (clave, producto_id, cantidad, restante, unidad, costo_centavos, vence, recibido) values ('lote-e2e-1', ?, 20, 18, 'pza', 20000, '2027-01-08', '2026-12-30T15:00:00.000Z')")
      .run(a!.id).lastInsertRowid;
    db.prepare("insert into mermas (clave, lote_id, producto_id, cantidad, motivo, costo_centavos, creada) values ('merma-e2e-1', ?, ?, 2, 'dañado', 2000, '2026-12-31T17:00:00.000Z')").run(lot, a!.id);
    const margin = (id: number) =>
      (db.prepare('select total_linea_centavos, total_final_centavos, tasa_iva, costo_centavos from pedido_lineas where pedido_id = ?').all(id) as Line[]).reduce(
        (n, l) => n + netSaleCentavos(l.total_final_centavos ?? l.total_linea_centavos, l.tasa_iva) - l.costo_centavos!,
        0,
      );
    return { tuesday: { id: tuesday.id, margen: margin(tuesday.id) }, thursday: { id: thursday.id, margen: margin(thursday.id) } };
  });
}

describe('«Reportes»', () => {
  it('the owner reads the week’s margin chart and its table at 1280 and 390 px, and an order’s margin on its page', async () => {
    const week = await seedWeek();
    const { page, context, problems } = await ownerPage(shop, DESKTOP);
    await page.clock.setFixedTime(NOW);
    await page.goto('/admin/');
    await page.getByRole('link', { name: /Margen de la semana/ }).waitFor();
    await screenshot(page, 'margins-dashboard-1280');

    await page.getByRole('navigation').getByRole('link', { name: 'Reportes' }).click();
    await page.getByRole('heading', { name: 'Reportes', level: 1 }).waitFor();
    const total = formatMXN(week.tuesday.margen + week.thursday.margen);
    const tile = page.locator('.tile', { hasText: 'Margen bruto' });
    await expect.poll(() => tile.innerText()).toContain(total);
    await expect.poll(() => page.locator('.tile', { hasText: 'Merma' }).innerText()).toContain('$20.00');
    // The table beside the chart: Tuesday's and Thursday's margins, the other days at zero.
    const table = page.getByRole('table', { name: 'Ventas, costo, margen y merma por día' });
    const row = (day: string) => table.getByRole('row', { name: new RegExp(`^${day}`) });
    await expect.poll(() => row('mar 29/12').innerText()).toContain(formatMXN(week.tuesday.margen));
    await expect.poll(() => row('jue 31/12').innerText()).toContain(formatMXN(week.thursday.margen));
    expect(await row('lun 28/12').innerText()).toContain('$0.00');
    // The chart is drawn (Recharts, loaded with this page), its bars there.
    const chart = page.locator('section[aria-labelledby="serie-title"] .recharts-surface');
    await chart.first().waitFor();
    expect(await page.locator('section[aria-labelledby="serie-title"] .recharts-bar-rectangle').count()).toBeGreaterThan(0);
    const csv = page.getByRole('link', { name: 'Descargar CSV ventas, costo, margen y merma por día' });
    expect(await csv.getAttribute('href')).toBe('/admin/exportar/margenes.csv?tabla=periodo&desde=2026-12-28&dias=7&agrupar=dia');
    await screenshot(page, 'margins-report-1280');
    // Printed: the period said, no buttons or links, the tables whole.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByText('Del 2026-12-28 al 2027-01-03').isVisible()).toBe(true);
    expect(await csv.isVisible()).toBe(false);
    await screenshot(page, 'margins-report-print');
    await page.emulateMedia({ media: 'screen' });
    // Charts hidden from screen readers, tables named: nothing serious for axe.
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect.poll(() => tile.innerText()).toContain(total);
    await expect.poll(() => row('jue 31/12').innerText()).toContain(formatMXN(week.thursday.margen));
    await chart.first().waitFor();
    await screenshot(page, 'margins-report-390');

    // Four weeks, by week: the week of Monday the 28th holds both.
    await page.getByRole('button', { name: 'Últimas 4 semanas' }).click();
    const weeks = page.getByRole('table', { name: 'Ventas, costo, margen y merma por semana' });
    await expect.poll(() => weeks.getByRole('row', { name: /^sem\. 28\/12/ }).innerText()).toContain(total);

    await page.goto(`/admin/pedidos/${week.tuesday.id}`);
    const margin = page.getByRole('region', { name: 'Margen' });
    await expect.poll(() => margin.innerText()).toContain(formatMXN(week.tuesday.margen));
    await screenshot(page, 'margins-order-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'margins-order-1280');
    await page.setViewportSize(PHONE);
    await page.goto('/admin/');
    await page.getByRole('link', { name: /Margen de la semana/ }).waitFor();
    await screenshot(page, 'margins-dashboard-390');
    expect(problems).toEqual([]);
    await context.close();
  });
});
