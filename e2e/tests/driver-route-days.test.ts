import Database from 'better-sqlite3';
import { join } from 'node:path';
import { addDays, deliveryDayLabel } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { addDriver, driverPage, ownerPage } from '../support/back-office';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { paidRestOrder, piecesOnSale, useShop } from '../support/shop';

// The route of another day (issue 43): the owner looks at a driver's route for tomorrow before and after
// assigning; the driver looks at tomorrow's stops the evening before, from the keyboard too, and cannot mark
// them yet. «Tomorrow» is the day after the server's own today, read from the page it answers: any weekday.
const shop = useShop();

/** Sets an order's delivery day straight in the shop's database (as if placed for that day). */
function deliverOn(dir: string, id: number, dia: string) {
  const db = new Database(join(dir, 'huerta.db'));
  try {
    db.prepare('update pedidos set dia_entrega = ? where id = ?').run(dia, id);
  } finally {
    db.close();
  }
}

describe('the route of another day', () => {
  it('the owner sees a driver’s route for tomorrow before assigning; the driver sees it the evening before, not to mark yet', async () => {
    const base = shop.server.url;
    const config = (await (await fetch(`${base}/api/config`)).json()) as { data: { entregas: { zonas: { codigosPostales: string[] }[] } } };
    const product = (await piecesOnSale(base)).find((p) => p.precio >= 40)!;
    const order = await paidRestOrder(base, {
      nombre: 'Casa Olivo',
      direccion: 'x',
      calle: 'Calle Ébano 12',
      colonia: 'Zona Centro',
      codigo_postal: config.data.entregas.zonas[0]!.codigosPostales[0]!.slice(0, 5),
      referencias: 'Portón verde',
      telefono: '646 123 4567',
      email: 'olivo@ejemplo.mx',
      productos: [{ id: product.id, items: Math.ceil(600 / product.precio) }],
    });

    const owner = await ownerPage(shop);
    await addDriver(owner.page, base);

    // The owner's route page: the first driver's route of the server's today; the day after, one link away.
    await owner.page.goto('/admin/ruta');
    await owner.page.getByRole('heading', { name: /^Ruta de Beto Repartidor de hoy/ }).waitFor();
    const days = owner.page.getByRole('navigation', { name: 'Día de la ruta' });
    const today = await days.getByLabel('Día').inputValue();
    const tomorrow = addDays(today, 1);
    deliverOn(shop.server.dir, order.id, tomorrow);
    await days.getByRole('link', { name: /^Día siguiente: / }).click();
    await owner.page.getByRole('heading', { name: /^Ruta de Beto Repartidor de mañana/ }).waitFor();
    expect(new URL(owner.page.url()).searchParams.get('dia')).toBe(tomorrow);
    await owner.page.getByText(`Beto Repartidor no tiene entregas asignadas el ${deliveryDayLabel(tomorrow)}.`).waitFor();

    // Assigned, it is on the driver's route of tomorrow: to look at, nothing to mark.
    await owner.page.goto(`/admin/pedidos/${order.id}`);
    await owner.page.getByLabel('Repartidor').selectOption({ label: 'Beto Repartidor' });
    await owner.page.getByRole('button', { name: 'Asignar' }).click();
    await owner.page.getByText('1 pedido asignado a Beto Repartidor.').waitFor();
    await owner.page.goto(`/admin/ruta?dia=${tomorrow}`);
    const seen = owner.page.getByRole('list', { name: 'Paradas' }).getByRole('listitem');
    await seen.filter({ hasText: 'Casa Olivo' }).waitFor();
    await owner.page.getByText('Solo para consultar: las entregas las marca Beto Repartidor desde su ruta, el día de cada una.').waitFor();
    expect(await seen.getByRole('button').count()).toBe(0);
    await screenshot(owner.page, 'admin-route-tomorrow-1280');
    await owner.page.setViewportSize(PHONE);
    await screenshot(owner.page, 'admin-route-tomorrow-390');
    await owner.page.setViewportSize(DESKTOP);
    // A day that is not one in the address: the server's today.
    await owner.page.goto('/admin/ruta?dia=2026-02-30');
    await owner.page.getByRole('heading', { name: /^Ruta de Beto Repartidor de hoy/ }).waitFor();
    expect(owner.problems).toEqual([]);
    await owner.context.close();

    // The driver, the evening before: today's route is empty; J shows tomorrow's, T comes back.
    const { page, context, problems } = await driverPage(shop);
    await page.getByText('No tienes entregas asignadas hoy.').waitFor();
    await page.keyboard.press('j');
    await page.getByRole('heading', { name: /^Mi ruta de mañana/ }).waitFor();
    // No day link is the page shown now (the one back to today included).
    const dayLinks = page.getByRole('navigation', { name: 'Día de la ruta' }).getByRole('link');
    expect(await dayLinks.evaluateAll((links) => links.filter((a) => a.hasAttribute('aria-current')).length)).toBe(0);
    const stop = page.getByRole('list', { name: 'Paradas' }).getByRole('listitem').filter({ hasText: 'Casa Olivo' });
    await stop.getByText('Referencias: Portón verde', { exact: true }).waitFor();
    await page.getByText(`Se entregan el ${deliveryDayLabel(tomorrow)}: hoy puedes verlas y ordenarlas; se marcan ese día.`).waitFor();
    // Looked at and put in order, not marked: no «Salgo a entregar», «Entregado» or «No entregado», no «on the way» message.
    for (const name of ['Salgo a entregar', 'Entregado', 'No entregado']) expect(await stop.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    expect(await stop.getByRole('link', { name: 'WhatsApp' }).count()).toBe(0);
    await stop.getByRole('link', { name: 'Cómo llegar' }).waitFor();
    await stop.getByRole('button', { name: 'Subir la parada de Casa Olivo' }).waitFor();
    await screenshot(page, 'driver-route-tomorrow-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'driver-route-tomorrow-1280');
    // Another driver's route is not a driver's to see: the address's driver is ignored, the route is their own.
    await page.goto(`/admin/ruta?dia=${tomorrow}&repartidor=1`);
    await page.getByRole('heading', { name: /^Mi ruta de mañana/ }).waitFor();
    await page.keyboard.press('t');
    await page.getByRole('heading', { name: /^Mi ruta de hoy/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('dia')).toBeNull();
    expect(await dayLinks.evaluateAll((links) => links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent))).toEqual(['Hoy']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
