import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDriver, driverPage, ownerPage } from '../support/back-office';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { lastMail } from '../support/outbox';
import { piecesOnSale, useShop } from '../support/shop';

// The driver's day at 390 px (issue 33): the owner gives a driver two orders to pay on delivery; the driver
// leaves, delivers one collecting cash (the change computed), cannot deliver the other; the owner sees the
// uncollected one flagged in the cash report and closes the day's cash.
const shop = useShop();

async function orderToPayOnDelivery(base: string, email: string): Promise<{ id: number; total: number }> {
  const config = (await (await fetch(`${base}/api/config`)).json()) as { data: { entregas: { zonas: { codigosPostales: string[] }[] } } };
  // Sold by the piece (the seed sells some by weight, priced per kilo): its items reach the minimum.
  const product = (await piecesOnSale(base)).find((p) => p.precio >= 40)!;
  const body = {
    nombre: email.startsWith('ana') ? 'Ana Restaurante' : 'Hotel Coral',
    direccion: 'Blvd. Costero 100, Zona Centro',
    telefono: '646 123 4567',
    email,
    codigo_postal: config.data.entregas.zonas[0]!.codigosPostales[0]!.slice(0, 5),
    // Ana's address in its parts, with how to find the door (the stop says it once).
    ...(email.startsWith('ana') ? { calle: 'Blvd. Costero 100', colonia: 'Zona Centro', referencias: 'Portón verde' } : {}),
    productos: [{ id: product.id, items: Math.ceil(600 / product.precio) }],
    metodo_pago: 'contra_entrega',
  };
  const made = (await (await fetch(`${base}/api/crear-pedido`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { pedido: { id: number; total: number } };
  return made.pedido;
}

/** Today on the shop's clock: the orders are set to be delivered today (as if placed yesterday). */
function deliverToday(dir: string, ids: number[]) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Tijuana' }).format(new Date());
  const db = new Database(join(dir, 'huerta.db'));
  try {
    db.prepare(`update pedidos set dia_entrega = ? where id in (${ids.map(() => '?').join(',')})`).run(today, ...ids);
  } finally {
    db.close();
  }
}

describe('the driver’s day on a phone', () => {
  it('delivers with cash and change, records one not delivered, and the owner closes the cash', async () => {
    const base = shop.server.url;
    const a = await orderToPayOnDelivery(base, 'ana@ejemplo.mx');
    const b = await orderToPayOnDelivery(base, 'coral@ejemplo.mx');
    deliverToday(shop.server.dir, [a.id, b.id]);

    const owner = await ownerPage(shop);
    await addDriver(owner.page, base);
    for (const id of [a.id, b.id]) {
      await owner.page.goto(`/admin/pedidos/${id}`);
      await owner.page.getByLabel('Repartidor').selectOption({ label: 'Beto Repartidor' });
      await owner.page.getByRole('button', { name: 'Asignar' }).click();
      await owner.page.getByText('1 pedido asignado a Beto Repartidor.').waitFor();
    }

    // The driver, on a phone: only their stops, and only the driver's pages.
    const { page, context, problems } = await driverPage(shop);
    const nav = page.getByRole('navigation', { name: 'Secciones' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Mi ruta', 'Mi cuenta']);
    const stops = page.getByRole('list', { name: 'Paradas' }).getByRole('listitem');
    expect(await stops.count()).toBe(2);
    const first = stops.filter({ hasText: 'Ana Restaurante' });
    expect(await first.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(encodeURIComponent(`Vamos en camino con tu pedido #${a.id}`));
    await first.getByText(/^Cobrar \$/).waitFor();
    await first.getByText('Referencias: Portón verde', { exact: true }).waitFor();
    expect((await first.innerText()).split('Portón verde')).toHaveLength(2);
    await screenshot(page, 'driver-day-390');

    await first.getByRole('button', { name: 'Salgo a entregar' }).click();
    await first.getByText('En camino: el cliente recibe un correo.').waitFor();
    await first.getByRole('button', { name: 'Entregado', exact: true }).click();
    const form = page.getByRole('form', { name: 'Entrega de Ana Restaurante' });
    await form.getByLabel('¿Quién recibió?').fill('Ana (cocina)');
    await form.getByRole('radio', { name: 'Efectivo' }).check();
    await form.getByLabel('Recibido (MXN)').fill('1000');
    const change = (1000 - a.total).toFixed(2);
    await form.getByText(`Cambio: $${change}`).waitFor();
    await screenshot(page, 'driver-deliver-cash-390');
    await form.getByRole('button', { name: 'Confirmar entrega' }).click();
    await page.getByText(`Entregado. Cambio a dar: $${change}`).waitFor();

    const second = stops.filter({ hasText: 'Hotel Coral' });
    await second.getByRole('button', { name: 'No entregado', exact: true }).click();
    const why = page.getByRole('form', { name: 'No entregado: Hotel Coral' });
    await why.getByRole('button', { name: 'No había nadie' }).click();
    await why.getByRole('button', { name: 'Guardar' }).click();
    await second.getByText('No entregado: No había nadie').waitFor();
    await screenshot(page, 'driver-day-done-390');
    expect(lastMail(shop.server.dir, 'ana@ejemplo.mx', 'pedido-entregado')).toContain(`Entregamos tu pedido #${a.id}`);
    // The rest of the back office is not a driver's.
    await page.goto('/admin/pedidos');
    await page.getByRole('heading', { name: /^Mi ruta de hoy/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    // The owner: the uncollected order flagged, the cash counted once — with a second tab left open on the same form.
    const tabs = [owner.page, await owner.context.newPage()];
    for (const tab of tabs) {
      await tab.goto('/admin/cortes');
      await tab.getByRole('region', { name: 'Beto Repartidor' }).getByRole('link', { name: `#${b.id}` }).waitFor();
    }
    const card = owner.page.getByRole('region', { name: 'Beto Repartidor' });
    await card.getByLabel('Efectivo contado (MXN)').fill(String(a.total));
    await card.getByRole('button', { name: 'Cerrar corte de Beto Repartidor' }).click();
    await owner.page.getByText(/^Corte de Beto Repartidor cerrado: contado \$[\d,.]+, diferencia \$0\.00\.$/).waitFor();
    await screenshot(owner.page, 'admin-cash-report-1280');

    // The other tab still shows the form: its close is refused, saying who closed the day and with what count.
    const stale = tabs[1]!;
    await stale.setViewportSize(PHONE);
    const staleCard = stale.getByRole('region', { name: 'Beto Repartidor' });
    await staleCard.getByLabel('Efectivo contado (MXN)').fill('1');
    await staleCard.getByRole('button', { name: 'Cerrar corte de Beto Repartidor' }).click();
    const counted = `$${a.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const refusal = staleCard.getByRole('alert');
    await refusal.waitFor();
    const refused = await refusal.textContent();
    expect(refused).toMatch(/^El corte de Beto Repartidor del .+ ya lo cerró Rosa Pérez: /);
    expect(refused).toContain(`: contado ${counted}, diferencia $0.00. Tu conteo de $1.00 no se guardó.`);
    // The close that stands is shown, and the form is gone.
    await staleCard.getByText(`Contado ${counted} por Rosa Pérez`, { exact: false }).waitFor();
    expect(await staleCard.getByLabel('Efectivo contado (MXN)').count()).toBe(0);
    await screenshot(stale, 'admin-cash-refused-390');
    await stale.setViewportSize(DESKTOP);
    await screenshot(stale, 'admin-cash-refused-1280');
    await stale.close();
    await owner.page.goto('/admin/');
    await owner.page.getByRole('progressbar', { name: 'Avance de Beto Repartidor' }).waitFor();
    expect(owner.problems).toEqual([]);
    await owner.context.close();
  });
});
