import Database from 'better-sqlite3';
import { join } from 'node:path';
import { formatMXN, netSaleCentavos } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { ownerPage } from '../support/back-office';
import { PHONE, screenshot } from '../support/browser';
import { piecesOnSale, useShop } from '../support/shop';

// The buyer's day end to end, on the owner's phone (issue 46): tomorrow's demand becomes two supplier
// orders; one is sent by WhatsApp, arrives in part and is received with its lot and best-before date; waste
// is recorded from that lot; an order sold afterwards leaves from that lot at the cost the receipt set, and
// «Reportes» shows the day's margin and waste. Each screen's details are tested on its own
// (purchase-orders, receiving, margins-report): this one follows the same goods through all of them.
const shop = useShop();

/** The shop's today plus `days` (its zone, the server's clock: the dates follow the day the test runs). */
function shopDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Tijuana' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function sql<T>(run: (db: Database.Database) => T): T {
  const db = new Database(join(shop.server.dir, 'huerta.db'), { fileMustExist: true });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

async function payOnDelivery(productos: { id: number; items: number }[], dia: string): Promise<number> {
  const body = { nombre: 'Hotel Coral', direccion: 'Blvd. Costero 100, Zona Centro', telefono: '646 123 4567', email: 'compras@hotelcoral.mx', codigo_postal: '22800', productos, metodo_pago: 'contra_entrega' };
  const res = await fetch(`${shop.server.url}/api/crear-pedido`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const made = (await res.json()) as { pedido?: { id: number } };
  if (!made.pedido) throw new Error(`crear-pedido: ${JSON.stringify(made)}`);
  sql((db) => db.prepare('update pedidos set dia_entrega = ? where id = ?').run(dia, made.pedido!.id));
  return made.pedido.id;
}

describe('the buyer’s day, on the owner’s phone', () => {
  it('turns tomorrow’s demand into two supplier orders, receives one in part with a lot, records waste, and reads the day’s margin', async () => {
    const base = shop.server.url;
    const [lettuce, other] = (await piecesOnSale(base)).filter((p) => p.precio >= 40 && p.precio <= 100);
    // Each order reaches the delivery minimum; tomorrow wants twice as many.
    const items = Math.ceil(600 / lettuce!.precio);
    await payOnDelivery([{ id: lettuce!.id, items: 2 * items }, { id: other!.id, items: 3 }], shopDay(1));
    await payOnDelivery([{ id: lettuce!.id, items: 2 * items }], shopDay(1));

    const { page, context, problems } = await ownerPage(shop, PHONE);
    const call = async <T,>(path: string, data: object): Promise<T> => {
      const res = await page.request.post(`${base}/admin/trpc/${path}`, { data, headers: { origin: base } });
      if (res.status() !== 200) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
      return ((await res.json()) as { result: { data: T } }).result.data;
    };
    // Who sells what (their screens are another test's): a ranch's boxes of 12 lettuces at $150, the
    // Central's boxes of 6 at $90.
    const ranch = await call<{ id: number }>('suppliers.create', { nombre: 'Rancho San Vicente', whatsapp: '646 111 2233', diasEntrega: 1 });
    await call('suppliers.saveProduct', { proveedorId: ranch.id, productoId: lettuce!.id, empaque: 'caja de 12 piezas', empaqueCantidad: 12, costoCentavos: 15_000, preferido: true });
    const central = await call<{ id: number }>('suppliers.create', { nombre: 'Central de Abasto', telefono: '646 222 3344', diasEntrega: 0 });
    await call('suppliers.saveProduct', { proveedorId: central.id, productoId: other!.id, empaque: 'caja de 6 piezas', empaqueCantidad: 6, costoCentavos: 9_000, preferido: true });

    // 5 a.m.: «Qué comprar» for tomorrow → the proposal → one draft per supplier.
    await page.goto('/admin/comprar');
    await page.getByLabel('Día', { exact: true }).fill(shopDay(1));
    await page.getByRole('button', { name: '1 día' }).click();
    await page.getByRole('rowheader', { name: lettuce!.nombre, exact: true }).waitFor();
    await page.getByRole('link', { name: 'Hacer órdenes de compra' }).click();
    // What tomorrow wants + 10 %, in boxes of 12.
    const boxes = Math.ceil((4 * items + Math.ceil((4 * items * 10) / 100)) / 12);
    const field = page.getByRole('region', { name: 'Rancho San Vicente' }).getByLabel(`Paquetes de ${lettuce!.nombre} (Rancho San Vicente)`);
    await expect.poll(() => field.inputValue()).toBe(String(boxes));
    await page.getByRole('button', { name: /^Crear órdenes/ }).click();
    await page.getByText('Se crearon 2 órdenes de compra en borrador.').waitFor();
    await screenshot(page, 'buyer-day-orders-390');

    // The ranch's order goes by WhatsApp.
    await page.getByRole('link', { name: /Rancho San Vicente/ }).click();
    const heading = page.getByRole('heading', { name: /^Orden de compra #\d+/ });
    const orderId = Number(/#(\d+)/.exec(await heading.innerText())![1]);
    await page.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
    expect(await page.getByRole('link', { name: 'Abrir WhatsApp con la orden' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/526461112233\?text=/);

    // At the dock: one box short ($150 a box, $12.50 a lettuce), lot and best-before date typed in.
    const ordered = boxes * 12;
    const came = ordered - 12;
    await page.goto('/admin/recibir');
    await page.getByLabel('Orden de compra').selectOption(String(orderId));
    const line = page.getByRole('form', { name: `Recibir ${lettuce!.nombre}` });
    await line.getByText(`Pedido ${ordered} pzas · faltan ${ordered} pzas`).waitFor();
    await line.getByLabel('Llegó (pzas)').fill(String(came));
    await line.getByLabel('Lote').fill('SV-2811');
    await line.getByLabel('Caduca').fill(shopDay(2));
    await line.getByLabel('Llegó (pzas)').press('Enter');
    await page.getByRole('status').getByText(`«${lettuce!.nombre}»: ${came} pzas recibidos (faltan 12 pzas de ${ordered} pzas).`).waitFor();
    await screenshot(page, 'buyer-day-received-390');

    // Two lettuces were crushed in the box: waste from that lot, reached from «Vence pronto».
    await page.goto('/admin/vence-pronto');
    const lotRow = page.locator('table.expiring-table').getByRole('row').filter({ hasText: 'SV-2811' });
    await lotRow.getByRole('link', { name: 'Merma' }).click();
    await page.getByLabel('Cantidad (pzas)').fill('2');
    await page.getByRole('button', { name: 'Dañado' }).click();
    await page.getByRole('button', { name: 'Dar de baja' }).click();
    await page.getByRole('status').getByText(`Merma: 2 pzas de «${lettuce!.nombre}» (Dañado), $25.00. Quedan ${came - 2} pzas en el lote.`).waitFor();

    // Sold afterwards and sent today: the line keeps the receipt's cost ($12.50 a lettuce) and leaves from the lot.
    const sold = await payOnDelivery([{ id: lettuce!.id, items }], shopDay(0));
    await call('orders.move', { ids: [sold], estado: 'enviado', confirmar: true });
    const { net, lot } = sql((db) => {
      const l = db.prepare('select total_linea_centavos t, tasa_iva iva, costo_centavos c from pedido_lineas where pedido_id = ?').get(sold) as { t: number; iva: number; c: number };
      expect(l.c).toBe(items * 1250);
      return { net: netSaleCentavos(l.t, l.iva), lot: db.prepare("select restante from lotes where codigo = 'SV-2811'").get() as { restante: number } };
    });
    expect(lot.restante).toBe(came - 2 - items);

    // «Reportes»: today's margin is that sale less its cost; the waste is the two lettuces' $25.00.
    await page.goto('/admin/reportes');
    const tile = page.locator('.tile', { hasText: 'Margen bruto' });
    await expect.poll(() => tile.innerText()).toContain(formatMXN(net - items * 1250));
    await expect.poll(() => page.locator('.tile', { hasText: 'Merma' }).innerText()).toContain('$25.00');
    await page.locator('section[aria-labelledby="serie-title"] .recharts-bar-rectangle').first().waitFor();
    await screenshot(page, 'buyer-day-report-390');
    expect(problems).toEqual([]);
    await context.close();
  }, 150_000);
});
