import { and, eq, gte, lte, ne, or } from 'drizzle-orm';
import { CART_REMINDER_DELAY_MS, USUAL_WEEKS, WEEKLY_REMINDER_MINUTE, addDays, mondayOf, shopMoment, weeklyReminderDue, type Product } from '@huerta/contracts';
import type { Now } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { periodicJob } from '../../platform/jobs';
import type { CatalogService } from '../catalog';
import { nextDayOf } from '../standing';
import type { createReminderMails } from './reminder-mails';
import type { ReminderPrefsService } from './reminders';

/**
 * The reminders' job: every process runs it on a timer, one at a time across the cluster (periodicJob), and
 * each reminder's row (`recordatorios_enviados`, keyed by the cart or the week's day) is written before its
 * e-mail — two runs at once, or a retried one, send it once.
 */
export function createReminderJob(deps: {
  database: Database;
  catalog: Pick<CatalogService, 'productsById' | 'priceLists'>;
  prefs: Pick<ReminderPrefsService, 'latestOrderId'>;
  mails: ReturnType<typeof createReminderMails>;
  timezone: string;
  now: Now;
  log: { error(obj: object, msg: string): void };
}) {
  const { db, t } = deps.database;
  const A = t.avisos;
  const C = t.carritosGuardados;
  const U = t.usuarios;

  /** Written first: false when another run (or process) already took this reminder. */
  const claim = async (clave: string, usuarioId: number, tipo: string) => (await db.insert(t.recordatoriosEnviados).values({ clave, usuarioId, tipo }).onConflictDoNothing().returning()).length === 1;

  const account = (u: { id: number; email: string; nombreCompleto: string; idioma: string }) => ({ id: u.id, email: u.email, nombre: u.nombreCompleto, idioma: u.idioma });

  async function carts(now: Date) {
    const quiet = new Date(now.getTime() - CART_REMINDER_DELAY_MS).toISOString();
    const due = await db
      .select({ cart: C, user: U })
      .from(C)
      .innerJoin(A, eq(A.usuarioId, C.usuarioId))
      .innerJoin(U, eq(U.id, C.usuarioId))
      .where(and(eq(A.carrito, 1), lte(C.cambiado, quiet)));
    let sent = 0;
    for (const { cart, user } of due) {
      const saved = JSON.parse(cart.lineas) as { id: number; items: number }[];
      if (saved.length === 0) continue;
      // An order since the cart began: nothing left behind.
      if ((await deps.prefs.latestOrderId(user.id)) > cart.ultimoPedidoId) continue;
      // Today's prices: the account's business list when it buys at one, the shop's otherwise.
      const lista = (await deps.catalog.priceLists()).byUser[user.id]?.lista ?? null;
      const listed = await deps.catalog.productsById(lista);
      const lines = saved.flatMap((l) => (listed.has(l.id) ? [{ product: listed.get(l.id)! as Product, items: l.items }] : []));
      if (lines.length === 0) continue;
      if (!(await claim(`carrito:${user.id}:${cart.desde}`, user.id, 'carrito'))) continue;
      await deps.mails.cart(account(user), lines);
      sent += 1;
    }
    return sent;
  }

  async function weekly(now: Date) {
    const at = shopMoment(now, deps.timezone);
    if (at.minute < WEEKLY_REMINDER_MINUTE) return 0;
    const from = addDays(mondayOf(addDays(at.day, -1)), -7 * USUAL_WEEKS);
    const P = t.pedidos;
    const accounts = await db.select({ user: U }).from(A).innerJoin(U, eq(U.id, A.usuarioId)).where(eq(A.semanal, 1));
    let sent = 0;
    for (const { user } of accounts) {
      const orders = await db
        .select({ dia: P.diaEntrega, creado: P.creado })
        .from(P)
        .where(and(eq(P.usuarioId, user.id), ne(P.estado, 'cancelado'), or(gte(P.diaEntrega, from), gte(P.creado, from))));
      // The delivery day; an order without one counts on the day it was placed (shop time).
      const orderDays = orders.map((o) => o.dia ?? shopMoment(new Date(o.creado), deps.timezone).day);
      const { due, day } = weeklyReminderDue({ today: at.day, minute: at.minute, orderDays });
      if (!due) continue;
      // A standing order delivering that day makes the order itself: no reminder.
      const plans = await db.select().from(t.pedidosRecurrentes).where(and(eq(t.pedidosRecurrentes.usuarioId, user.id), eq(t.pedidosRecurrentes.estado, 'activo')));
      if (plans.some((plan) => nextDayOf(plan, day) === day)) continue;
      if (!(await claim(`semanal:${user.id}:${day}`, user.id, 'semanal'))) continue;
      await deps.mails.weekly(account(user), day);
      sent += 1;
    }
    return sent;
  }

  /** Every reminder due at `now`, sent once. */
  async function runDue(now = deps.now()) {
    return { carrito: await carts(now), semanal: await weekly(now) };
  }

  const job = periodicJob({ database: deps.database, log: deps.log }, { name: 'recordatorios', everyMs: 5 * 60_000, failure: 'error al enviar recordatorios', run: () => runDue() });
  return { runDue, start: job.start, stop: job.stop };
}
