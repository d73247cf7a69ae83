import { and, eq, like, min } from 'drizzle-orm';
import type { Db, Tables } from '../../platform/db/database';

/**
 * When an order was delivered: its move to «entregado» as the audit log recorded it (the back office's
 * move and the driver's «Entregado» both go through orders' `move`, which writes that entry in the same
 * transaction), else the driver's delivery attempt. Null: no record of a delivery.
 */
export async function deliveredAt(db: Db, t: Tables, pedidoId: number): Promise<string | null> {
  const a = t.auditoria;
  const [moved] = await db
    .select({ at: min(a.creado) })
    .from(a)
    .where(and(eq(a.entidad, 'pedido'), eq(a.entidadId, String(pedidoId)), eq(a.accion, 'cambiar_estado'), like(a.despues, '%"estado":"entregado"%')));
  if (moved?.at) return moved.at;
  const i = t.intentosEntrega;
  const [tried] = await db.select({ at: min(i.creado) }).from(i).where(and(eq(i.pedidoId, pedidoId), eq(i.resultado, 'entregado')));
  return tried?.at ?? null;
}
