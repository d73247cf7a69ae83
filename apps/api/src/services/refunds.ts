import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../admin/audit';
import type { Database } from '../db/database';
import type { pedidos } from '../db/schema';
import { recordMoney } from './money-records';
import type { PaymentProvider } from './payments/provider';

type OrderRow = typeof pedidos.$inferSelect;

/**
 * Refunds a paid order at the provider in full, once: the key per order makes a retry the same refund,
 * and the conditional update records it once (with its money record and audit entry). False when the
 * provider could not do it now: the order shows «Reembolso pendiente» and the owner retries. Used for a
 * cancelled paid order (back office) and for a payment that arrived after its order was cancelled.
 */
export function createRefunds(deps: { database: Database; provider: PaymentProvider }) {
  const { database, provider } = deps;
  const { t } = database;
  const o = t.pedidos;
  return async function refund(order: OrderRow, staffId: number | null): Promise<boolean> {
    if (!order.paymentIntentId || !order.pagadoEn || order.reembolsadoEn) return true;
    let refundId: string;
    try {
      refundId = (await provider.refundIntent(order.paymentIntentId, order.totalCentavos, `reembolso-pedido-${order.id}`)).id;
    } catch {
      return false;
    }
    await database.transaction(async (tx) => {
      const [done] = await tx
        .update(o)
        .set({ reembolsoId: refundId, reembolsadoEn: new Date().toISOString() })
        .where(and(eq(o.id, order.id), isNull(o.reembolsadoEn)))
        .returning({ id: o.id });
      if (done) {
        await recordMoney(tx, t, { pedidoId: order.id, tipo: 'reembolso', metodo: order.metodoPago, proveedor: order.proveedorPago, referencia: refundId, centavos: order.totalCentavos, moneda: order.moneda });
        await recordAudit(tx, t, [{ personalId: staffId, accion: 'reembolso', entidad: 'pedido', entidadId: order.id, despues: { reembolso: refundId, monto: order.totalCentavos } }]);
      }
    });
    return true;
  };
}
export type Refund = ReturnType<typeof createRefunds>;
