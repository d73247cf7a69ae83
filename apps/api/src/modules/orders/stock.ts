import { eq, sql } from 'drizzle-orm';
import { freeSlot } from '../delivery';
import type { Db, Tables } from '../../platform/db/database';

/**
 * A cancelled order's units go back on the shelf, and its place in its delivery window is freed, in the
 * caller's transaction (the one that cancels it, so both go back exactly once). True when a product that had run out is back: the catalogue must say so.
 * Taking stock is on the order path (order-writes.ts).
 */
export async function giveBackStock(tx: Db, t: Tables, orderId: number): Promise<boolean> {
  const lines = await tx.select({ productoId: t.pedidoLineas.productoId, items: t.pedidoLineas.items }).from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, orderId));
  let cameBack = false;
  for (const line of lines.sort((a, b) => a.productoId - b.productoId)) {
    const [now] = await tx
      .update(t.existencias)
      .set({ disponibles: sql`${t.existencias.disponibles} + ${line.items}` })
      .where(eq(t.existencias.productoId, line.productoId))
      .returning({ disponibles: t.existencias.disponibles });
    if (now && now.disponibles !== null && now.disponibles - line.items <= 0) cameBack = true;
  }
  const [order] = await tx.select({ zonaId: t.pedidos.zonaId, dia: t.pedidos.diaEntrega, ventana: t.pedidos.ventana }).from(t.pedidos).where(eq(t.pedidos.id, orderId));
  if (order) await freeSlot(tx, t, order);
  return cameBack;
}
