import { deliveryDayLabel } from '@huerta/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, orderRow, outbox } from '../../test/orders-helpers';

// The driver's day through the back office's API as its pages call it: the owner assigns orders, the
// driver (role «repartidor») sees only their stops of today, leaves, delivers, collects, or fails; the
// owner reads the cash report and reconciles it once.
const { app } = await createTestApp();
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.35.1');
const owner = await admin.addStaff('duena@huertabaja.mx', 'dueño');
const driver = await admin.addStaff('beto@huertabaja.mx', 'repartidor', 'Beto Repartidor');
const other = await admin.addStaff('luis@huertabaja.mx', 'repartidor', 'Luis Repartidor');
const product = await listedProduct(app, false);
const zone = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] };
const cp = zone.codigosPostales[0]!.slice(0, 5);
const today = app.services.today();

let address = 0;
/** An order for today (as if placed yesterday), paid by card or to pay on delivery; its id and total. */
async function orderForToday(metodo_pago: 'tarjeta' | 'contra_entrega', email = customer.email, parts: object = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, email, codigo_postal: cp, ...parts, productos: [{ id: product.id, items: 12 }], metodo_pago }, remoteAddress: `10.35.2.${++address}` });
  const body = res.json();
  if (metodo_pago === 'tarjeta') await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: body.data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' }, remoteAddress: `10.35.3.${address}` });
  await db.update(t.pedidos).set({ diaEntrega: today }).where(eq(t.pedidos.id, body.pedido.id));
  return { id: body.pedido.id as number, total: body.pedido.total as number };
}
const call = (cookie: string, path: string, input?: unknown) => admin.call(path, input, { cookie });
const driverId = async (email: string) => (await db.select().from(t.personal).where(eq(t.personal.email, email)))[0]!.id;

describe('the driver’s day', () => {
  it('shows a driver only their own stops of today, in their order, with maps, call and WhatsApp links', async () => {
    const a = await orderForToday('tarjeta');
    const b = await orderForToday('contra_entrega');
    const c = await orderForToday('tarjeta');
    const beto = await driverId('beto@huertabaja.mx');
    expect((await call(owner, 'drivers.assign', { ids: [a.id, b.id], repartidorId: beto })).status).toBe(200);
    expect((await call(owner, 'drivers.assign', { ids: [c.id], repartidorId: await driverId('luis@huertabaja.mx') })).status).toBe(200);

    const day = (await call(driver, 'route.day')).data as { paradas: { id: number; porCobrar: number | null; whatsapp: string | null; mapa: string; llamar: string | null }[] };
    expect(day.paradas.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    const cod = day.paradas.find((p) => p.id === b.id)!;
    expect(cod.porCobrar).toBe(b.total);
    expect(day.paradas.find((p) => p.id === a.id)!.porCobrar).toBeNull();
    expect(decodeURIComponent(cod.whatsapp!)).toContain(`Vamos en camino con tu pedido #${b.id}`);
    expect(cod.llamar).toBe('tel:+526461234567');
    expect(cod.mapa).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);

    expect((await call(driver, 'route.reorder', { ids: [b.id, a.id] })).status).toBe(200);
    expect(((await call(driver, 'route.day')).data as { paradas: { id: number }[] }).paradas.map((p) => p.id)).toEqual([b.id, a.id]);
    // Someone else's stop: neither reordered nor touched.
    expect((await call(driver, 'route.reorder', { ids: [c.id, a.id, b.id] })).status).toBe(404);
    expect((await call(driver, 'route.leave', { id: c.id })).status).toBe(404);
  });

  it('says a stop’s address once: the street with its postal code, and its references apart', async () => {
    const { id } = await orderForToday('tarjeta', 'porton@example.mx', { calle: 'Av. Reforma 123', colonia: 'Zona Centro', referencias: 'Portón verde' });
    await call(owner, 'drivers.assign', { ids: [id], repartidorId: await driverId('beto@huertabaja.mx') });
    const day = (await call(driver, 'route.day')).data as { paradas: { id: number; direccion: string; referencias: string | null; mapa: string }[] };
    const stop = day.paradas.find((p) => p.id === id)!;
    expect(stop.direccion).toBe(`Av. Reforma 123, Zona Centro, C.P. ${cp}`);
    expect(stop.referencias).toBe('Portón verde');
    // The map looks for the street, not for the door's description.
    expect(decodeURIComponent(stop.mapa)).toContain(`query=Av. Reforma 123, Zona Centro, C.P. ${cp}`);
    expect(decodeURIComponent(stop.mapa)).not.toContain('Portón');
  });

  it('keeps a driver out of the rest of the back office', async () => {
    for (const path of ['orders.list', 'dashboard', 'customers.list', 'drivers.cashReport']) {
      const input = path === 'orders.list' ? { pagina: 1 } : path === 'customers.list' ? {} : path === 'drivers.cashReport' ? { dia: today } : undefined;
      expect((await call(driver, path, input)).status, path).toBe(403);
    }
    expect((await call(driver, 'auth.me')).status).toBe(200);
    const csv = await app.inject({ url: '/admin/exportar/productos.csv', headers: { cookie: driver } });
    expect(csv.statusCode).toBe(403);
  });

  it('delivers a paid stop: leaving and arriving each e-mail the customer once', async () => {
    const { id } = await orderForToday('tarjeta', 'pagado@example.mx');
    await call(owner, 'drivers.assign', { ids: [id], repartidorId: await driverId('beto@huertabaja.mx') });
    expect((await call(driver, 'route.leave', { id })).status).toBe(200);
    expect((await orderRow(app, id)).estado).toBe('enviado');
    // A paid order has nothing to collect.
    expect((await call(driver, 'route.deliver', { id, recibio: 'Ana', cobro: { metodo: 'efectivo', recibido: 100 } })).message).toBe('Este pedido ya está pagado: no hay nada que cobrar.');
    expect((await call(driver, 'route.deliver', { id, recibio: 'Ana (recepción)' })).status).toBe(200);
    expect((await call(driver, 'route.deliver', { id, recibio: 'Ana (recepción)' })).status).toBe(200);
    expect((await orderRow(app, id)).estado).toBe('entregado');
    const mails = (await outbox(app)).filter((m) => m.para === 'pagado@example.mx').map((m) => m.tipo);
    expect(mails.filter((k) => k === 'pedido-enviado')).toHaveLength(1);
    expect(mails.filter((k) => k === 'pedido-entregado')).toHaveLength(1);
  });

  it('collects pay on delivery: the amount is the order’s, the change is computed, a double tap records it once', async () => {
    const { id, total } = await orderForToday('contra_entrega', 'efectivo@example.mx');
    await call(owner, 'drivers.assign', { ids: [id], repartidorId: await driverId('beto@huertabaja.mx') });
    expect((await call(driver, 'route.deliver', { id, recibio: 'Don Pepe' })).message).toMatch(/^Este pedido es por cobrar: registra el cobro de \$/);
    expect((await call(driver, 'route.deliver', { id, recibio: 'Don Pepe', cobro: { metodo: 'efectivo', recibido: total - 1 } })).message).toMatch(/^Faltan \$1\.00/);
    expect((await call(driver, 'route.deliver', { id, recibio: 'Don Pepe', cobro: { metodo: 'terminal', recibido: total + 1 } })).message).toMatch(/^Con terminal se cobra exactamente/);
    expect((await orderRow(app, id)).estado).toBe('preparando');

    const paid = await Promise.all([1, 2].map(() => call(driver, 'route.deliver', { id, recibio: 'Don Pepe', cobro: { metodo: 'efectivo', recibido: 1000 } })));
    expect(paid.some((r) => r.status === 200 && (r.data as { cambio: number }).cambio === Math.round((1000 - total) * 100) / 100)).toBe(true);
    const money = await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, id));
    expect(money).toHaveLength(1);
    expect(money[0]).toMatchObject({ tipo: 'cobro', metodo: 'efectivo', centavos: Math.round(total * 100), personalId: await driverId('beto@huertabaja.mx') });
    expect(JSON.parse(money[0]!.detalle!)).toEqual({ recibido: 100_000, cambio: 100_000 - Math.round(total * 100) });
    expect((await orderRow(app, id)).estado).toBe('entregado');
  });

  it('records a stop not delivered, flags its uncollected money in the cash report, and reconciles the day once', async () => {
    const { id, total } = await orderForToday('contra_entrega', 'nadie@example.mx');
    await call(owner, 'drivers.assign', { ids: [id], repartidorId: await driverId('beto@huertabaja.mx') });
    expect((await call(driver, 'route.fail', { id, motivo: 'No había nadie' })).status).toBe(200);
    const day = (await call(driver, 'route.day')).data as { paradas: { id: number; intento: { resultado: string; motivo: string } | null }[] };
    expect(day.paradas.find((p) => p.id === id)!.intento).toMatchObject({ resultado: 'no_entregado', motivo: 'No había nadie' });

    const report = (await call(owner, 'drivers.cashReport', { dia: today })).data as { repartidor: { nombre: string }; efectivo: number; sinCobrar: { id: number; total: number; motivo: string | null }[]; corte: unknown }[];
    const beto = report.find((r) => r.repartidor.nombre === 'Beto Repartidor')!;
    expect(beto.sinCobrar).toContainEqual({ id, nombre: customer.nombre, total, motivo: 'No había nadie' });
    expect(beto.efectivo).toBeGreaterThan(0);
    const repartidorId = await driverId('beto@huertabaja.mx');
    const counted = await call(owner, 'drivers.reconcile', { repartidorId, dia: today, contado: beto.efectivo - 10, nota: 'Faltaron 10' });
    expect(counted.data).toEqual({ esperado: beto.efectivo, contado: beto.efectivo - 10, diferencia: -10 });
    expect((await call(owner, 'drivers.reconcile', { repartidorId, dia: today, contado: beto.efectivo })).message).toMatch(/^El corte de Beto Repartidor del .+ ya lo cerró Rosa Dueña: contado \$[\d,.]+, diferencia -\$10\.00\. Tu conteo de \$[\d,.]+ no se guardó\.$/);
    const after = (await call(owner, 'drivers.cashReport', { dia: today })).data as { repartidor: { nombre: string }; corte: { diferencia: number; quien: string } | null }[];
    expect(after.find((r) => r.repartidor.nombre === 'Beto Repartidor')!.corte).toMatchObject({ diferencia: -10, quien: 'Rosa Dueña' });
    // The dashboard's progress: counts only, for any staff member.
    const progress = (await call(owner, 'drivers.progress')).data as { repartidor: { nombre: string }; entregadas: number; noEntregadas: number }[];
    expect(progress.find((p) => p.repartidor.nombre === 'Beto Repartidor')).toMatchObject({ noEntregadas: 1 });
    expect(progress.find((p) => p.repartidor.nombre === 'Beto Repartidor')!.entregadas).toBeGreaterThanOrEqual(2);
    expect(other).toBeTruthy();
  });

  it('refuses a second close of the same day (another open tab), saying who closed it and with what count, and changes nothing', async () => {
    const luis = await driverId('luis@huertabaja.mx');
    const [a, b] = await Promise.all([500, 480].map((contado) => call(owner, 'drivers.reconcile', { repartidorId: luis, dia: today, contado })));
    const [won, lost] = a!.status === 200 ? [a!, b!] : [b!, a!];
    expect([won.status, lost.status]).toEqual([200, 409]);
    const first = (won.data as { contado: number }).contado;
    const second = first === 500 ? 480 : 500;
    expect(lost.message).toBe(`El corte de Luis Repartidor del ${deliveryDayLabel(today)} ya lo cerró Rosa Dueña: contado $${first}.00, diferencia +$${first}.00. Tu conteo de $${second}.00 no se guardó.`);
    const rows = await db.select().from(t.cortesCaja).where(and(eq(t.cortesCaja.repartidorId, luis), eq(t.cortesCaja.dia, today)));
    expect(rows.map((r) => r.contadoCentavos)).toEqual([first * 100]);
    const audited = await db.select().from(t.auditoria).where(and(eq(t.auditoria.accion, 'corte_de_caja'), eq(t.auditoria.entidadId, String(luis))));
    expect(audited).toHaveLength(1);
    // Later, from a tab that still shows the form: the same refusal, and still the first count.
    expect((await call(owner, 'drivers.reconcile', { repartidorId: luis, dia: today, contado: 1 })).message).toBe(
      `El corte de Luis Repartidor del ${deliveryDayLabel(today)} ya lo cerró Rosa Dueña: contado $${first}.00, diferencia +$${first}.00. Tu conteo de $1.00 no se guardó.`,
    );
    const report = (await call(owner, 'drivers.cashReport', { dia: today })).data as { repartidor: { id: number }; corte: { contado: number; quien: string } | null }[];
    expect(report.find((r) => r.repartidor.id === luis)!.corte).toMatchObject({ contado: first, quien: 'Rosa Dueña' });
  });
});
