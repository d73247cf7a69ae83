import { and, count, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrderState } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { shopDayOf } from '../../platform/days';

/** States whose orders are still to be packed. */
export const TO_PREPARE: OrderState[] = ['pagado', 'preparando'];

export interface WorkDay {
  dia: string;
  pedidos: number;
}

/**
 * The shop days with orders to pack, earliest first, each with how many — by the pick list's own rule: an
 * order's delivery day, or for one without (placed before zones, or through REST without a postal code)
 * the day it was placed. Orders are paid until the evening's cut-off for the next day, so «today» is
 * often empty while tomorrow is full: the dashboard and the pick list point at the day the work is on.
 */
export async function daysWithWork(database: Database): Promise<WorkDay[]> {
  const { db, t } = database;
  const o = t.pedidos;
  // Per UTC hour for the orders without a day, then to their shop day here (whole-hour zones only, as
  // the dashboard's chart): a handful of rows either way, through the (estado, creado) index.
  const hour = sql<string>`substr(${o.creado}, 1, 13)`;
  const [byDay, byHour] = await Promise.all([
    db
      .select({ dia: o.diaEntrega, n: count() })
      .from(o)
      .where(and(inArray(o.estado, TO_PREPARE), isNotNull(o.diaEntrega)))
      .groupBy(o.diaEntrega),
    db
      .select({ hora: hour, n: count() })
      .from(o)
      .where(and(inArray(o.estado, TO_PREPARE), isNull(o.diaEntrega)))
      .groupBy(hour),
  ]);
  const days = new Map<string, number>();
  const add = (dia: string, n: number) => days.set(dia, (days.get(dia) ?? 0) + Number(n));
  for (const r of byDay) add(r.dia!, r.n);
  for (const r of byHour) add(shopDayOf(new Date(`${r.hora}:00:00.000Z`)), r.n);
  return [...days].map(([dia, pedidos]) => ({ dia, pedidos })).sort((a, b) => (a.dia < b.dia ? -1 : a.dia > b.dia ? 1 : 0));
}

/**
 * Where the packing stands on `today`: the next day with work (today included) and the orders whose day
 * has passed unpacked, counted from their earliest day.
 */
export function workAhead(days: readonly WorkDay[], today: string) {
  const next = days.find((d) => d.dia >= today) ?? null;
  const late = days.filter((d) => d.dia < today);
  return {
    siguiente: next,
    atrasados: late.length ? { pedidos: late.reduce((n, d) => n + d.pedidos, 0), desde: late[0]!.dia } : null,
  };
}
