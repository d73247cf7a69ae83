import { addDays, deliveryDayLabel } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, orderRow, outbox } from '../../test/orders-helpers';

// The route of another day (issue 43): the owner looks at a driver's route for tomorrow before assigning,
// the driver at tomorrow's stops the evening before. Every day here is counted from the server's own «today»
// (its answer), so the file passes on any day of the year: a Friday, a Saturday night, New Year's Eve.
const { app } = await createTestApp();
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.43.13');
const owner = await admin.addStaff('duena@huertabaja.mx', 'dueño');
const driver = await admin.addStaff('beto@huertabaja.mx', 'repartidor', 'Beto Repartidor');
await admin.addStaff('luis@huertabaja.mx', 'repartidor', 'Luis Repartidor');
const product = await listedProduct(app, false);
const cp = ((await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0].codigosPostales[0] as string).slice(0, 5);

type Day = { dia: string; hoy: string; propia: boolean; repartidor: { id: number; nombre: string }; paradas: { id: number; estado: string }[] };
const call = (cookie: string, path: string, input?: unknown) => admin.call(path, input, { cookie });
const dayOf = async (cookie: string, input?: object) => {
  const res = await call(cookie, 'route.day', input);
  expect(res.status, res.message).toBe(200);
  return res.data as Day;
};
const idOf = async (email: string) => (await db.select().from(t.personal).where(eq(t.personal.email, email)))[0]!.id;

let n = 0;
/** A paid order to deliver on `dia`, given to `driverEmail`; its id. */
async function stopOn(dia: string, driverEmail: string) {
  const made = (await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, email: `dia${++n}@example.mx`, codigo_postal: cp, productos: [{ id: product.id, items: 12 }] }, remoteAddress: `10.43.14.${n}` })).json();
  await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: made.data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' }, remoteAddress: `10.43.15.${n}` });
  const id = made.pedido.id as number;
  await db.update(t.pedidos).set({ diaEntrega: dia }).where(eq(t.pedidos.id, id));
  expect((await call(owner, 'drivers.assign', { ids: [id], repartidorId: await idOf(driverEmail) })).status).toBe(200);
  return id;
}

// The server's today, in the shop's time zone: the route without a day.
const { dia: today, hoy } = await dayOf(driver);
const tomorrow = addDays(today, 1);
const yesterday = addDays(today, -1);

describe('the route of a chosen day', () => {
  it('is today’s without a day, as the server counts today in the shop’s time zone', () => {
    expect(hoy).toBe(today);
    expect(today).toBe(app.services.today());
  });

  it('shows the driver tomorrow’s stops the evening before: looked at and put in order, not marked before their day', async () => {
    const [a, b] = [await stopOn(tomorrow, 'beto@huertabaja.mx'), await stopOn(tomorrow, 'beto@huertabaja.mx')];
    const theirs = await stopOn(tomorrow, 'luis@huertabaja.mx');
    const day = await dayOf(driver, { dia: tomorrow });
    expect(day).toMatchObject({ dia: tomorrow, hoy: today, propia: true, repartidor: { nombre: 'Beto Repartidor' } });
    expect(day.paradas.map((p) => p.id).sort()).toEqual([a, b].sort());
    expect((await dayOf(driver)).paradas.map((p) => p.id)).not.toContain(a);

    // The evening before, the driver plans the order of tomorrow's stops.
    expect((await call(driver, 'route.reorder', { ids: [b, a] })).status).toBe(200);
    expect((await dayOf(driver, { dia: tomorrow })).paradas.map((p) => p.id)).toEqual([b, a]);

    // Nothing is marked before its day: no move, no attempt, no e-mail to the customer.
    const before = (await outbox(app)).length;
    const early = `Esta parada es del ${deliveryDayLabel(tomorrow)}: se marca ese día.`;
    for (const [path, input] of [['route.leave', { id: a }], ['route.deliver', { id: a, recibio: 'Ana' }], ['route.fail', { id: a, motivo: 'No había nadie' }]] as const) {
      const res = await call(driver, path, input);
      expect([res.status, res.message], path).toEqual([409, early]);
    }
    expect((await orderRow(app, a)).estado).toBe('pagado');
    expect(await db.select().from(t.intentosEntrega).where(eq(t.intentosEntrega.pedidoId, a))).toEqual([]);
    expect((await outbox(app)).length).toBe(before);

    // Someone else's stop stays someone else's, on any day.
    expect((await call(driver, 'route.leave', { id: theirs })).status).toBe(404);
    expect((await call(driver, 'route.reorder', { ids: [theirs] })).status).toBe(404);
  });

  it('lets a driver see only their own route, and the owner any driver’s, to look at', async () => {
    const id = await stopOn(tomorrow, 'luis@huertabaja.mx');
    const luis = await idOf('luis@huertabaja.mx');
    const refused = await call(driver, 'route.day', { dia: tomorrow, repartidorId: luis });
    expect([refused.status, refused.message]).toEqual([403, 'Solo puedes ver tu propia ruta.']);

    const seen = await dayOf(owner, { dia: tomorrow, repartidorId: luis });
    expect(seen).toMatchObject({ dia: tomorrow, propia: false, repartidor: { id: luis, nombre: 'Luis Repartidor' } });
    expect(seen.paradas.map((p) => p.id)).toContain(id);
    // Looking is not driving: the owner marks nothing on the driver's route.
    expect((await call(owner, 'route.deliver', { id, recibio: 'Ana' })).status).toBe(404);
    expect((await call(owner, 'route.day', { repartidorId: 999_999 })).status).toBe(404);
  });

  it('keeps a past day’s route to look at, and refuses a day that is not one', async () => {
    const id = await stopOn(yesterday, 'beto@huertabaja.mx');
    expect((await dayOf(driver, { dia: yesterday })).paradas.map((p) => p.id)).toContain(id);
    const late = await call(driver, 'route.deliver', { id, recibio: 'Ana' });
    expect([late.status, late.message]).toEqual([409, `Esta parada era del ${deliveryDayLabel(yesterday)}: ya no se marca desde la ruta.`]);
    expect((await call(driver, 'route.reorder', { ids: [id] })).message).toBe('Esa ruta ya pasó: su orden ya no cambia.');
    for (const dia of ['mañana', '2026-02-30', '2026-13-01']) expect((await call(driver, 'route.day', { dia })).status, dia).toBe(400);
  });
});
