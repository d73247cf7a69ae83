import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tables } from '../../platform/db/database';
import type { AppError } from '../../platform/errors';

/** A place in a zone's delivery window, taken in the order's transaction; `full` is the refusal. */
export type Slot = { zonaId: number; dia: string; ventana: string; capacidad: number; full: AppError };

/** One more order in a zone's window of a day, unless it is full (one conditional upsert: no overbooking at once). */
export async function takeSlot(tx: Db, t: Tables, slot: Slot) {
  const c = t.cuposEntrega;
  const taken = await tx
    .insert(c)
    .values({ zonaId: slot.zonaId, dia: slot.dia, ventana: slot.ventana, usados: 1 })
    .onConflictDoUpdate({ target: [c.zonaId, c.dia, c.ventana], set: { usados: sql`${c.usados} + 1` }, setWhere: sql`${c.usados} < ${slot.capacidad}` })
    .returning({ usados: c.usados });
  if (taken.length === 0) throw slot.full;
}

/** An order's place in its window given back (cancelled, or moved to another day). */
export async function freeSlot(tx: Db, t: Tables, at: { zonaId: number | null; dia: string | null; ventana: string | null }) {
  if (!at.zonaId || !at.dia || !at.ventana) return;
  const c = t.cuposEntrega;
  await tx
    .update(c)
    .set({ usados: sql`${c.usados} - 1` })
    .where(and(eq(c.zonaId, at.zonaId), eq(c.dia, at.dia), eq(c.ventana, at.ventana), gt(c.usados, 0)));
}
