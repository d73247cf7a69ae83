import { and, eq } from 'drizzle-orm';
import { deliveryDayLabel } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, outbox } from '../../test/orders-helpers';

// The owner's day (issue, item 5): an order marked «Entregado» before its delivery day asks first, and a
// mistaken state can be set back without e-mailing the customer twice.

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { call, addStaff } = adminClient(app, '10.31.0');
const { db, t } = dataOf(app);
const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
const employee = await addStaff('beto@huertabaja.mx', 'empleado');

/** The shop's today plus some days, as AAAA-MM-DD. */
const dayFromToday = (days: number) => new Date(Date.parse(`${app.services.today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let made = 0;
/**
 * A paid order (to deliver on `dia`, when given), moved by the owner through `through`. Written straight
 * to the database as the checkout stores it: these rules are the back office's, whatever the order holds.
 */
async function paidOrder(dia: string | null, through: ('preparando' | 'enviado' | 'entregado')[] = []) {
  const [row] = await db
    .insert(t.pedidos)
    .values({ ...customer, email: `correcciones${++made}@example.mx`, estado: 'pagado', subtotalCentavos: 45_900, envioCentavos: 0, totalCentavos: 45_900, proveedorPago: 'prueba', pagadoEn: new Date().toISOString(), diaEntrega: dia })
    .returning({ id: t.pedidos.id });
  const id = row!.id;
  for (const estado of through) expect((await call('orders.move', { ids: [id], estado, confirmar: true }, { cookie: owner })).status, estado).toBe(200);
  return id;
}

const stateOf = async (id: number) => (await db.select({ estado: t.pedidos.estado }).from(t.pedidos).where(eq(t.pedidos.id, id)))[0]!.estado;
const mailsOf = async (id: number) => (await outbox(app)).filter((m) => m.asunto.includes(`#${id} `)).map((m) => m.tipo);
const auditOf = async (id: number, accion: string) =>
  (await db.select().from(t.auditoria).where(and(eq(t.auditoria.entidad, 'pedido'), eq(t.auditoria.entidadId, String(id)), eq(t.auditoria.accion, accion)))).map((a) => ({
    personalId: a.personalId,
    antes: JSON.parse(a.antes ?? 'null') as unknown,
    despues: JSON.parse(a.despues ?? 'null') as unknown,
  }));
const timelineOf = async (id: number) => ((await call('orders.get', { id }, { cookie: owner })).data as { historial: { que: string; quien: string }[] }).historial;

describe('an unusual move needs a confirmation', () => {
  it('refuses «Entregado» or «Enviado» before the delivery day unless confirmed, naming the day; the confirmed move is logged as such', async () => {
    const thursday = dayFromToday(2);
    const id = await paidOrder(thursday, ['preparando']);

    const sent = await call('orders.move', { ids: [id], estado: 'enviado' }, { cookie: employee });
    expect(sent).toMatchObject({ status: 409, message: `El pedido #${id} es para el ${deliveryDayLabel(thursday)}: confirma para marcarlo enviado antes de su día.` });
    expect(await stateOf(id)).toBe('preparando');
    expect(await mailsOf(id)).toEqual([]);

    expect((await call('orders.move', { ids: [id], estado: 'enviado', confirmar: true }, { cookie: employee })).data).toEqual({ movidos: [id], rechazados: [], avisos: [] });
    expect(await call('orders.move', { ids: [id], estado: 'entregado', confirmar: false }, { cookie: employee })).toMatchObject({
      status: 409,
      message: `El pedido #${id} es para el ${deliveryDayLabel(thursday)}: confirma para marcarlo entregado antes de su día.`,
    });
    expect((await call('orders.move', { ids: [id], estado: 'entregado', confirmar: true }, { cookie: employee })).status).toBe(200);
    expect(await mailsOf(id)).toEqual(['pedido-enviado', 'pedido-entregado']);
    expect((await auditOf(id, 'cambiar_estado')).at(-1)).toEqual({ personalId: expect.any(Number), antes: { estado: 'enviado' }, despues: { estado: 'entregado', antesDeSuDia: thursday } });
    expect((await timelineOf(id)).at(-1)).toMatchObject({ que: `Estado: Entregado (antes de su día, el ${deliveryDayLabel(thursday)}: confirmado)`, quien: 'Beto Empacador' });
  });

  it('moves without asking on or after the delivery day, or when the order has none; several at once refuse only the early ones', async () => {
    const today = await paidOrder(dayFromToday(0), ['preparando']);
    const late = await paidOrder(dayFromToday(-1), ['preparando']);
    const none = await paidOrder(null, ['preparando']);
    const early = await paidOrder(dayFromToday(3), ['preparando']);
    // «Preparando» early is what the pick list is for: no question.
    expect((await call('orders.move', { ids: [await paidOrder(dayFromToday(3))], estado: 'preparando' }, { cookie: employee })).status).toBe(200);

    const bulk = (await call('orders.move', { ids: [today, late, none, early], estado: 'enviado' }, { cookie: employee })).data;
    expect(bulk).toEqual({ movidos: [today, late, none], rechazados: [{ id: early, motivo: `El pedido #${early} es para el ${deliveryDayLabel(dayFromToday(3))}: confirma para marcarlo enviado antes de su día.` }], avisos: [] });
    expect(await stateOf(early)).toBe('preparando');
  });

  it('still refuses skipping a state, confirmed or not', async () => {
    const id = await paidOrder(null);
    for (const confirmar of [false, true]) {
      expect(await call('orders.move', { ids: [id], estado: 'enviado', confirmar }, { cookie: owner })).toMatchObject({ status: 409, message: 'Un pedido «Pagado» no puede pasar a «Enviado».' });
    }
    expect(await stateOf(id)).toBe('pagado');
  });
});

describe('setting a mistaken state back', () => {
  it('lets staff set an order back one state, audited and shown in the timeline, without e-mailing the customer', async () => {
    const id = await paidOrder(null, ['preparando', 'enviado', 'entregado']);
    const me = (await call('auth.me', undefined, { cookie: employee })).data as { id: number };
    expect(await mailsOf(id)).toEqual(['pedido-enviado', 'pedido-entregado']);

    expect((await call('orders.revert', { ids: [id], desde: 'entregado' }, { cookie: employee })).data).toEqual({ movidos: [id], rechazados: [], avisos: [] });
    expect(await stateOf(id)).toBe('enviado');
    expect(await auditOf(id, 'regresar_estado')).toEqual([{ personalId: me.id, antes: { estado: 'entregado' }, despues: { estado: 'enviado' } }]);
    expect((await timelineOf(id)).at(-1)).toMatchObject({ que: 'Regresado a: Enviado (corrección)', quien: 'Beto Empacador' });
    expect(await mailsOf(id)).toEqual(['pedido-enviado', 'pedido-entregado']);

    // A second «Deshacer» on the same page does not set it back twice.
    expect(await call('orders.revert', { ids: [id], desde: 'entregado' }, { cookie: employee })).toMatchObject({
      status: 409,
      message: 'El pedido ya no está «Entregado» (ahora: «Enviado»). Recarga para ver su estado.',
    });
    expect(await stateOf(id)).toBe('enviado');
  });

  it('moving forward again after a correction does not send the same e-mail a second time', async () => {
    const id = await paidOrder(null, ['preparando', 'enviado', 'entregado']);
    await call('orders.revert', { ids: [id], desde: 'entregado' }, { cookie: owner });
    await call('orders.revert', { ids: [id], desde: 'enviado' }, { cookie: owner });
    expect(await stateOf(id)).toBe('preparando');
    for (const estado of ['enviado', 'entregado'] as const) expect((await call('orders.move', { ids: [id], estado }, { cookie: owner })).status).toBe(200);
    expect(await stateOf(id)).toBe('entregado');
    expect(await mailsOf(id)).toEqual(['pedido-enviado', 'pedido-entregado']);
    expect((await timelineOf(id)).map((h) => h.que).slice(2)).toEqual([
      'Estado: En preparación',
      'Estado: Enviado',
      'Estado: Entregado',
      'Regresado a: Enviado (corrección)',
      'Regresado a: En preparación (corrección)',
      'Estado: Enviado',
      'Estado: Entregado',
    ]);
  });

  it('sets several back at once (the list\'s «Deshacer»), once when two press it together, and never a cancelled or paid order', async () => {
    const a = await paidOrder(null, ['preparando']);
    const b = await paidOrder(null, ['preparando']);
    const both = await Promise.all([1, 2].map(() => call('orders.revert', { ids: [a, b], desde: 'preparando' }, { cookie: employee })));
    const moved = both.flatMap((r) => (r.data as { movidos: number[] } | undefined)?.movidos ?? []);
    expect(moved.sort()).toEqual([a, b].sort());
    expect([await stateOf(a), await stateOf(b)]).toEqual(['pagado', 'pagado']);
    expect((await auditOf(a, 'regresar_estado')).length + (await auditOf(b, 'regresar_estado')).length).toBe(2);

    // «Pagado» is the payment's and a cancellation is final (refunded, units back on the shelf).
    expect(await call('orders.revert', { ids: [a], desde: 'preparando' }, { cookie: employee })).toMatchObject({ status: 409, message: expect.stringContaining('ya no está «En preparación» (ahora: «Pagado»)') });
    expect((await call('orders.revert', { ids: [a], desde: 'pagado' }, { cookie: employee })).status).toBe(400);
    await call('orders.move', { ids: [b], estado: 'cancelado' }, { cookie: owner });
    expect((await call('orders.revert', { ids: [b], desde: 'cancelado' }, { cookie: owner })).status).toBe(400);
    expect(await stateOf(b)).toBe('cancelado');
  });
});
