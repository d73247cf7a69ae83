import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Database } from '../../platform/db/database';
import type { pedidos } from '../../schema/sqlite';
import { recordMoney } from './money-records';
import { addCredit } from '../accounts';
import { onlineCentavos } from './online-amounts';
import type { PaymentProvider } from './providers/provider';

type OrderRow = typeof pedidos.$inferSelect;

/**
 * Told of money given back on an order once it is recorded (services.ts gives the facturas module's notas
 * de crédito: an order whose ingreso was stamped gets an egreso for exactly that amount). Never awaited.
 */
export interface RefundInvoicing {
  refunded(r: { pedidoId: number; clave: string; centavos: number; descripcion?: string }): void;
}

/**
 * Refunds a paid order at the provider in full, once: the key per order makes a retry the same refund,
 * and the conditional update records it once (with its money record and audit entry). False when the
 * provider could not do it now: the order shows «Reembolso pendiente» and the owner retries. Used for a
 * cancelled paid order (back office) and for a payment that arrived after its order was cancelled.
 */
export function createRefunds(deps: { database: Database; provider: PaymentProvider; invoicing?: RefundInvoicing }) {
  const { database, provider } = deps;
  const { t } = database;
  const o = t.pedidos;
  return async function refund(order: OrderRow, staffId: number | null): Promise<boolean> {
    if (!order.paymentIntentId || !order.pagadoEn || order.reembolsadoEn) return true;
    // What was taken: the whole payment, a hold's capture, less what packing already gave back.
    const held = order.metodoPago === 'tarjeta' && order.cobroCentavos !== null && order.capturadoEn === null;
    const amount = held ? onlineCentavos(order) : (order.capturadoCentavos ?? onlineCentavos(order)) - (order.ajusteCentavos ?? 0);
    let refundId: string;
    try {
      if (held) {
        // A hold never captured is released, not refunded: no money moved, the card's bank frees it.
        const after = await provider.cancelIntent(order.paymentIntentId);
        if (after?.status !== 'canceled') return false;
        refundId = `liberacion-${order.paymentIntentId}`;
      } else refundId = (await provider.refundIntent(order.paymentIntentId, amount, `reembolso-pedido-${order.id}`)).id;
    } catch {
      return false;
    }
    const recorded = await database.transaction(async (tx) => {
      const [done] = await tx
        .update(o)
        .set({ reembolsoId: refundId, reembolsadoEn: new Date().toISOString() })
        .where(and(eq(o.id, order.id), isNull(o.reembolsadoEn)))
        .returning({ id: o.id });
      if (done) {
        await recordMoney(tx, t, { pedidoId: order.id, tipo: held ? 'liberacion' : 'reembolso', metodo: order.metodoPago, proveedor: order.proveedorPago, referencia: refundId, centavos: amount, moneda: order.moneda });
        // The shop credit it spent comes back to the account.
        if (order.saldoAplicadoCentavos && order.usuarioId !== null) await addCredit(tx, t, { usuarioId: order.usuarioId, pedidoId: order.id, centavos: order.saldoAplicadoCentavos, motivo: 'devuelto' });
        await recordAudit(tx, t, [{ personalId: staffId, accion: 'reembolso', entidad: 'pedido', entidadId: order.id, despues: { reembolso: refundId, monto: amount, ...(held ? { liberado: true } : {}) } }]);
      }
      return Boolean(done);
    });
    if (recorded) {
      // After the commit, once: what went back to the card and the shop credit given back, each its own nota de crédito.
      deps.invoicing?.refunded({ pedidoId: order.id, clave: `reembolso-${refundId}`, centavos: amount, descripcion: 'Reembolso del pedido' });
      if (order.saldoAplicadoCentavos && order.usuarioId !== null) deps.invoicing?.refunded({ pedidoId: order.id, clave: `saldo-${order.id}`, centavos: order.saldoAplicadoCentavos, descripcion: 'Saldo a favor devuelto' });
    }
    return true;
  };
}
export type Refund = ReturnType<typeof createRefunds>;
