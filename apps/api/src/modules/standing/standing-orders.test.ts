import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addDays, weekdayOf } from '@huerta/contracts';
import { STAFF_PASSWORD, adminClient } from '../../test/admin-helpers';
import { testEngine } from '../../test/engine';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, outbox } from '../../test/orders-helpers';

// Standing orders (issue 34) with a fixed clock: a restaurant on account repeats a past order every week;
// generation runs as the timer would (twice a day) across four weeks and a daylight-saving change, makes one
// order per delivery day 2 days before its cut-off, replays rather than duplicates after a crash in the middle,
// makes one order when two processes race, skips a closed day and holds one below the minimum, telling the
// customer; paused, it makes nothing.
vi.useFakeTimers({ toFake: ['Date'] });
// Monday 1 March 2027, 10:00 in Tijuana (UTC−8); DST starts Sunday 14 March.
vi.setSystemTime(new Date('2027-03-01T18:00:00Z'));
afterAll(() => vi.useRealTimers());

const { app: a } = await createTestApp();
const b: FastifyInstance = testEngine === 'postgres' ? (await createTestApp({ DATABASE_URL: a.services.config.databaseUrl })).app : a;
const { db, t } = dataOf(a);
const admin = adminClient(a, '10.44.1');
const owner = await admin.addStaff('duena.recurrente@huertabaja.mx', 'dueño');
let address = 0;
const from = () => `10.44.2.${(++address % 250) + 1}`;
const reg = await a.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Chef Ana', usuario: 'compras@cocina.mx', password: 'clave-segura-1' }, remoteAddress: from() });
const auth = `Bearer ${reg.json().data.jwt}`;
await admin.call('businesses.create', { email: 'compras@cocina.mx', giro: 'restaurante', razon_social: 'Cocina Baja', rfc: 'CBA190101AB1', contacto: 'Ana' }, { cookie: owner });
const negocio = (await db.select().from(t.negocios))[0]!.id;
await admin.call('businesses.setCredit', { id: negocio, plazo_dias: 30, limite: 100_000 }, { cookie: owner });
// A product on sale without an end date (the clock runs into 2027), sold by the piece, its stock not counted.
const [product] = await db.select().from(t.productos).where(and(isNull(t.productos.fechaVigFin), isNull(t.productos.ventaModo)));
await db.update(t.existencias).set({ disponibles: null }).where(eq(t.existencias.productoId, product!.id));
// Its average cost known (issue 46): every generated order's line keeps it, as any order's does.
await db.delete(t.existencias).where(eq(t.existencias.productoId, product!.id));
await db.insert(t.existencias).values({ productoId: product!.id, disponibles: null, costoCentavos: 4321 });
a.services.catalog.invalidate();
const items = Math.ceil(60_000 / product!.precioCentavos); // above Ensenada's $500 minimum
/** A tRPC call as the restaurant, signed in at the clock's time (a session lasts 7 days; the clock runs for weeks). */
const call = async (path: string, input?: unknown) => {
  const login = await a.inject({ method: 'POST', url: '/api/login', payload: { usuario: 'compras@cocina.mx', password: 'clave-segura-1' }, remoteAddress: from() });
  const authorization = `Bearer ${login.json().data.jwt}`;
  const res =
    input === undefined
      ? await a.inject({ url: `/trpc/${path}`, headers: { authorization }, remoteAddress: from() })
      : await a.inject({ method: 'POST', url: `/trpc/${path}`, headers: { authorization, 'content-type': 'application/json' }, payload: input as object, remoteAddress: from() });
  return res.json().result?.data ?? res.json();
};
const first = await a.inject({
  method: 'POST',
  url: '/api/crear-pedido',
  payload: { ...customer, email: 'compras@cocina.mx', calle: 'Av. López Mateos 100', colonia: 'Centro', codigo_postal: '22800', productos: [{ id: product!.id, items }], metodo_pago: 'credito' },
  headers: { authorization: auth },
  remoteAddress: from(),
});
const pastOrder = first.json().pedido as { id: number; dia_entrega: string };
const at = (iso: string) => vi.setSystemTime(new Date(iso));
const generated = async () => db.select().from(t.ocurrenciasRecurrentes).orderBy(t.ocurrenciasRecurrentes.dia);
const standingOrders = async () => (await db.select().from(t.pedidos).where(eq(t.pedidos.negocioId, negocio))).filter((o) => o.id !== pastOrder.id);

describe('standing orders', () => {
  it('a past order repeats every week: one order per delivery day, made 2 days before its cut-off, across a DST change', async () => {
    expect(first.statusCode, first.body).toBe(201);
    const made = await call('account.createStandingOrder', { pedido_id: pastOrder.id, frecuencia: 'semanal' });
    // From the week after the order it repeats: never a second order for that order's own day.
    expect(made.message).toBe(`Listo: tu pedido se repite cada semana, desde el ${addDays(pastOrder.dia_entrega, 7)}.`);
    // The timer, twice a day for four weeks (10:00 and 20:00 in Tijuana; UTC−8, then UTC−7 from 14 March).
    for (let day = 1; day <= 28; day++) {
      for (const hour of [18, 4]) {
        const date = new Date(Date.UTC(2027, 2, day + (hour === 4 ? 1 : 0), hour));
        vi.setSystemTime(date);
        await a.services.standingOrders.generateDue(date);
      }
    }
    const rows = await generated();
    const weekday = weekdayOf(pastOrder.dia_entrega);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.estado === 'creado' && weekdayOf(r.dia) === weekday)).toBe(true);
    expect(new Set(rows.map((r) => r.dia)).size).toBe(rows.length);
    const orders = await standingOrders();
    expect(orders.map((o) => o.diaEntrega).sort()).toEqual(rows.map((r) => r.dia));
    expect(orders.every((o) => o.metodoPago === 'credito' && o.estado === 'preparando')).toBe(true);
    const lines = await db.select().from(t.pedidoLineas).where(inArray(t.pedidoLineas.pedidoId, orders.map((o) => o.id)));
    expect(lines.map((l) => [l.costoUnitarioCentavos, l.costoCentavos])).toEqual(orders.map(() => [4321, 4321 * items]));
    const list = await call('account.standingOrders');
    expect(list[0]).toMatchObject({ frecuencia: 'semanal', estado: 'activo', dia_semana: weekday, productos: [{ id: product!.id, items }] });
  });

  it('a crash between the order and its record replays the same order; two processes racing make one', async () => {
    const [last] = (await generated()).slice(-1);
    await db.delete(t.ocurrenciasRecurrentes).where(and(eq(t.ocurrenciasRecurrentes.planId, last!.planId), eq(t.ocurrenciasRecurrentes.dia, last!.dia)));
    const before = (await standingOrders()).length;
    await a.services.standingOrders.generateDue(new Date());
    expect((await standingOrders()).length).toBe(before);
    expect((await generated()).find((r) => r.dia === last!.dia)).toMatchObject({ estado: 'creado', pedidoId: last!.pedidoId });
    // The next week's occurrence, due now for both processes at once.
    at('2027-04-02T17:00:00Z');
    await Promise.all([a.services.standingOrders.generateDue(new Date()), b.services.standingOrders.generateDue(new Date()), a.services.standingOrders.generateDue(new Date())]);
    const rows = await generated();
    const orders = await standingOrders();
    expect(orders.length).toBe(rows.filter((r) => r.estado === 'creado').length);
    expect(new Set(orders.map((o) => o.diaEntrega)).size).toBe(orders.length);
  });

  it('a day before generation the reminder comes, once; its «Omitir esta semana» skips that day only, once, and a forged or spent link does nothing', async () => {
    const next = (await call('account.standingOrders'))[0].proximo as string;
    const remind = new Date(Date.parse(`${next}T07:00:00Z`) - 3 * 86_400_000); // 3 days before (a day before generation)
    vi.setSystemTime(remind);
    await a.services.standingOrders.generateDue(remind);
    await b.services.standingOrders.generateDue(remind);
    const reminders = (await outbox(a)).filter((m) => m.tipo === 'recurrente-recordatorio' && m.texto.includes(next));
    expect(reminders).toHaveLength(1);
    const link = new URL(/Omitir esta semana: (\S+)/.exec(reminders[0]!.texto)![1]!);
    const input = { plan: Number(link.searchParams.get('plan')), dia: link.searchParams.get('dia')!, firma: link.searchParams.get('firma')! };
    const skip = (body: object) => a.inject({ method: 'POST', url: '/trpc/account.skipStandingOrder', payload: body, headers: { 'content-type': 'application/json' }, remoteAddress: from() });
    expect((await skip({ ...input, dia: addDays(next, 7) })).json().error.message).toBe('El enlace no es válido.');
    expect((await skip({ ...input, firma: 'a'.repeat(32) })).json().error.message).toBe('El enlace no es válido.');
    expect((await skip(input)).json().result.data.message).toBe(`Listo: omitimos tu pedido del ${next}. El siguiente sigue programado.`);
    expect((await skip(input)).json().result.data.message).toBe(`El pedido del ${next} ya está omitido.`);
    const due = new Date(remind.getTime() + 86_400_000);
    vi.setSystemTime(due);
    await a.services.standingOrders.generateDue(due);
    expect((await generated()).find((r) => r.dia === next)).toMatchObject({ estado: 'omitido', motivo: 'omitido por el cliente', pedidoId: null });
  });

  it('a closed day is skipped and a day below the minimum held, each told once; paused, nothing is made', async () => {
    const plan = (await db.select().from(t.pedidosRecurrentes))[0]!;
    const next = (await call('account.standingOrders'))[0].proximo as string;
    // Weeks later by the clock: the owner signs in again.
    const boss = (await admin.call('auth.login', { email: 'duena.recurrente@huertabaja.mx', password: STAFF_PASSWORD })).cookie!;
    // «Qué comprar» counts the next occurrence before it is generated, marked as a standing order.
    const demand = (await admin.call('demand', { desde: next, dias: 1 }, { cookie: boss })).data as { productos: { productoId: number; porDia: Record<string, { items: number; recurrentes: number }> }[] };
    expect(demand.productos.find((p) => p.productoId === product!.id)!.porDia[next]).toMatchObject({ items, recurrentes: 1 });
    const calendar = (await admin.call('delivery.calendar', undefined, { cookie: boss })).data as object;
    expect((await admin.call('delivery.updateCalendar', { ...calendar, cerrados: [next] }, { cookie: boss })).status).toBe(200);
    const due = new Date(Date.parse(`${next}T07:00:00Z`) - 2 * 86_400_000); // 2 days before: past its generation time
    vi.setSystemTime(due);
    await a.services.standingOrders.generateDue(due);
    await a.services.standingOrders.generateDue(due);
    expect((await generated()).find((r) => r.dia === next)).toMatchObject({ estado: 'omitido', motivo: 'ese día no hay entregas en tu zona.' });
    // Ensenada's minimum raised over the order: the next one is held, and said.
    await db.update(t.zonasEntrega).set({ minimoCentavos: 10_000_000 }).where(eq(t.zonasEntrega.nombre, 'Ensenada'));
    a.services.catalog.invalidate();
    const week = new Date(due.getTime() + 7 * 86_400_000);
    vi.setSystemTime(week);
    await a.services.standingOrders.generateDue(week);
    const held = (await generated()).at(-1)!;
    expect(held).toMatchObject({ estado: 'retenido' });
    expect(held.motivo).toContain('El pedido mínimo para entregar en Ensenada');
    expect((await outbox(a)).filter((m) => m.tipo === 'recurrente-retenido').length).toBe(2);
    // Paused: a week later nothing new.
    expect((await call('account.setStandingOrder', { id: plan.id, estado: 'pausado' })).message).toBe('Pedido recurrente en pausa.');
    const count = (await generated()).length;
    const later = new Date(week.getTime() + 7 * 86_400_000);
    vi.setSystemTime(later);
    await a.services.standingOrders.generateDue(later);
    expect((await generated()).length).toBe(count);
  });
});
