import { lotUnitOf } from '@huerta/contracts';
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tables } from '../../platform/db/database';

/**
 * What one packed line takes from the shelf, in its lot unit: pieces are its items; by weight (`peso`) the
 * grams weighed at packing, else the grams ordered (steps × grams of a step).
 */
function packedOf(line: { items: number; ventaModo: string | null; gramosPorItem: number | null; gramosPesados: number | null }) {
  const unit = lotUnitOf(line.ventaModo);
  return { unit, cantidad: unit === 'g' ? (line.gramosPesados ?? (line.gramosPorItem ?? 0) * line.items) : line.items };
}

/**
 * An order leaves the shop (issue 46): each line takes what was packed from its product's lots, the one
 * that expires first first (then the oldest lot), recorded in `linea_lotes`. A lot already past its date
 * (`vence` before `today`) comes last: it should be written off as waste, not sent, so it is drawn only when
 * nothing fresher covers the line (the records are then behind the shelf, and the order leaves all the same). In the caller's transaction (the
 * order's move to «enviado», or «entregado»), so the move and the lots go together or not at all.
 *
 * Idempotent: an order that already has lots drawn is not drawn again (moved «enviado» → «entregado», or back
 * and forth after a correction that kept them). A product without lots draws nothing, and what the lots
 * cannot cover is simply not drawn: the sellable counter (`existencias.disponibles`) was taken when the order
 * was placed, lots are only where the goods came from — a shop that counts stock by hand still sends orders.
 *
 * Each lot is taken with a conditional update (`restante >= what is taken`): two orders leaving at the same
 * moment never take the same kilo twice; the loser reads the lots again.
 */
export async function drawForOrder(tx: Db, t: Tables, orderId: number, today: string): Promise<void> {
  const lines = await tx.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, orderId)).orderBy(t.pedidoLineas.id);
  if (lines.length === 0) return;
  const [drawn] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(t.lineaLotes)
    .where(inArray(t.lineaLotes.lineaId, lines.map((l) => l.id)));
  if (Number(drawn?.n ?? 0) > 0) return;
  // In product order, as the order path takes stock: two orders leaving together lock lots in the same order.
  for (const line of [...lines].sort((a, b) => a.productoId - b.productoId || a.id - b.id)) {
    const { unit, cantidad } = packedOf(line);
    let need = cantidad;
    while (need > 0) {
      const lots = await tx
        .select({ id: t.lotes.id, restante: t.lotes.restante })
        .from(t.lotes)
        .where(and(eq(t.lotes.productoId, line.productoId), eq(t.lotes.unidad, unit), gt(t.lotes.restante, 0)))
        .orderBy(sql`case when ${t.lotes.vence} < ${today} then 1 else 0 end`, asc(t.lotes.vence), asc(t.lotes.id))
        .limit(10);
      if (lots.length === 0) break; // nothing (more) in lots: the rest is not drawn
      for (const lot of lots) {
        const take = Math.min(need, lot.restante);
        const [taken] = await tx
          .update(t.lotes)
          .set({ restante: sql`${t.lotes.restante} - ${take}` })
          .where(and(eq(t.lotes.id, lot.id), gte(t.lotes.restante, take)))
          .returning({ id: t.lotes.id });
        // Another order took from it meanwhile: read the lots again.
        if (!taken) break;
        await tx
          .insert(t.lineaLotes)
          .values({ lineaId: line.id, loteId: lot.id, cantidad: take })
          .onConflictDoUpdate({ target: [t.lineaLotes.lineaId, t.lineaLotes.loteId], set: { cantidad: sql`${t.lineaLotes.cantidad} + ${take}` } });
        need -= take;
        if (need === 0) break;
      }
    }
  }
}

/**
 * The order came back (a correction from «enviado» to «en preparación», or a cancellation after it was drawn):
 * what its lines took goes back to the same lots, and the record of it is removed, in the caller's transaction.
 */
export async function giveBackForOrder(tx: Db, t: Tables, orderId: number): Promise<void> {
  const drawn = await tx
    .select({ lineaId: t.lineaLotes.lineaId, loteId: t.lineaLotes.loteId, cantidad: t.lineaLotes.cantidad })
    .from(t.lineaLotes)
    .innerJoin(t.pedidoLineas, eq(t.pedidoLineas.id, t.lineaLotes.lineaId))
    .where(eq(t.pedidoLineas.pedidoId, orderId));
  for (const d of drawn.sort((a, b) => a.loteId - b.loteId)) {
    await tx.update(t.lotes).set({ restante: sql`${t.lotes.restante} + ${d.cantidad}` }).where(eq(t.lotes.id, d.loteId));
    await tx.delete(t.lineaLotes).where(and(eq(t.lineaLotes.lineaId, d.lineaId), eq(t.lineaLotes.loteId, d.loteId)));
  }
}
