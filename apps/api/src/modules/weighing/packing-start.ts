import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tables } from '../../platform/db/database';

/**
 * Marks that packing started on an order (issue 47), once: whatever packing does first (moved to «preparando»,
 * a line weighed, a substitute proposed) sets `empacando_en` with this conditional update in its own
 * transaction. It also takes the order's row lock: a shopper's change racing it (modules/order-changes) either
 * committed before — packing then sees the changed lines — or finds it set and writes nothing.
 */
export async function startPacking(tx: Db, t: Tables, pedidoId: number, at: string): Promise<void> {
  await tx
    .update(t.pedidos)
    .set({ empacandoEn: at })
    .where(and(eq(t.pedidos.id, pedidoId), isNull(t.pedidos.empacandoEn)));
}
