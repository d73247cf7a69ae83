import { addDays, calendarOf, dayOnPayment, shopMoment } from '@huerta/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tables } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { DeliveryData } from '../catalog';
import type { pedidos } from '../../schema/sqlite';
import { freeSlot, takeSlot } from '../delivery';

type OrderRow = typeof pedidos.$inferSelect;

/**
 * An order paid after its delivery day's cut-off (a voucher paid late, a transfer that arrived in the
 * night) is only scheduled now: it moves to the first day an order placed at this moment would get,
 * with room in its window, in the payment's transaction. Returns the new day, or null when it keeps its
 * own (paid in time, no day, or no day with room left: the owner arranges that one — it stays as it was).
 */
export async function moveToPaidDay(tx: Db, t: Tables, order: OrderRow, delivery: DeliveryData, timeZone: string, paidAt = new Date()): Promise<string | null> {
  if (!order.diaEntrega || !order.zonaId || !order.ventana) return null;
  const zone = delivery.zones.find((z) => z.id === order.zonaId);
  if (!zone) return null;
  const calendar = calendarOf(delivery.calendar);
  const at = shopMoment(paidAt, timeZone);
  if (dayOnPayment(order.diaEntrega, at, zone, calendar) === order.diaEntrega) return null;
  const c = t.cuposEntrega;
  const used = await tx
    .select({ dia: c.dia, usados: c.usados })
    .from(c)
    .where(and(eq(c.zonaId, zone.id), eq(c.ventana, order.ventana), inArray(c.dia, [order.diaEntrega, ...Array.from({ length: 14 }, (_, i) => addDays(at.day, i + 1))])));
  const full = new Set(used.filter((u) => u.usados >= zone.capacidad).map((u) => u.dia));
  const dia = dayOnPayment(order.diaEntrega, at, zone, calendar, (d) => full.has(d));
  if (!dia) return null;
  try {
    await takeSlot(tx, t, { zonaId: zone.id, dia, ventana: order.ventana, capacidad: zone.capacidad, full: new AppError(409, 'Lleno') });
  } catch {
    return null; // filled meanwhile: it keeps its day, as above
  }
  await freeSlot(tx, t, { zonaId: order.zonaId, dia: order.diaEntrega, ventana: order.ventana });
  await tx.update(t.pedidos).set({ diaEntrega: dia }).where(eq(t.pedidos.id, order.id));
  return dia;
}
