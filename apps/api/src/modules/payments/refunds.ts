import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Database } from '../../platform/db/database';
import type { pedidos } from '../../schema/sqlite';
import { recordMoney } from './money-records';
import { addCredit } from '../accounts';
import { onlineCentavos } from './online-amounts';
import { differenceMethodOf } from './packed-difference';
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
 * Refunds a paid order at the provider in full, once: each payment from the intent that carried it (the
 * order's own, and a difference paid after a shopper's change or packing), each with its key per order so a
 * retry is the same refund, and the conditional update records them once (money records, one audit entry,
 * one nota de crédito for the total). False when the provider could not do it now: the order shows
 * «Reembolso pendiente» and the owner retries. Used for a cancelled paid order (back office) and for a payment
 * that arrived after its order was cancelled.
 */
export function createRefunds(deps: { database: Database; provider: PaymentProvider; invoicing?: RefundInvoicing }) {
  const { database, provider } = deps;
  const { db, t } = database;
  const o = t.pedidos;

  /**
   * What an intent carried (its payment or authorization record: a shopper's change before packing makes the
   * order's total differ from it) and what was already given back from it by a change (records naming it).
   */
  async function ledgerOf(order: OrderRow, intentId: string) {
    const rows = await db.select().from(t.movimientosDinero).where(eq(t.movimientosDinero.pedidoId, order.id));
    const paid = rows.find((r) => r.referencia === intentId && (r.tipo === 'pago' || r.tipo === 'autorizacion'));
    const givenBack = rows.filter((r) => r.tipo === 'reembolso' && givenBackFrom(r.detalle) === intentId).reduce((sum, r) => sum + r.centavos, 0);
    return { carried: paid?.centavos ?? null, givenBack };
  }

  return async function refund(order: OrderRow, staffId: number | null): Promise<boolean> {
    if (!order.paymentIntentId || !order.pagadoEn || order.reembolsadoEn) return true;
    // What was taken: the whole payment, a hold's capture, less what packing or a change already gave back.
    const held = order.metodoPago === 'tarjeta' && order.cobroCentavos !== null && order.capturadoEn === null;
    const main = await ledgerOf(order, order.paymentIntentId);
    const amount = held ? (main.carried ?? onlineCentavos(order)) : (order.capturadoCentavos ?? main.carried ?? onlineCentavos(order)) - (order.ajusteCentavos ?? 0) - main.givenBack;
    // A difference paid by its own intent goes back from that intent; one never paid is withdrawn.
    const difference = order.diferenciaIntentId && order.diferenciaPagadaEn ? (order.diferenciaCentavos ?? 0) - (await ledgerOf(order, order.diferenciaIntentId)).givenBack : 0;
    let refundId: string;
    let differenceRefundId: string | null = null;
    try {
      if (held) {
        // A hold never captured is released, not refunded: no money moved, the card's bank frees it.
        const after = await provider.cancelIntent(order.paymentIntentId);
        if (after?.status !== 'canceled') return false;
        refundId = `liberacion-${order.paymentIntentId}`;
      } else refundId = (await provider.refundIntent(order.paymentIntentId, amount, `reembolso-pedido-${order.id}`)).id;
      if (difference > 0) differenceRefundId = (await provider.refundIntent(order.diferenciaIntentId!, difference, `reembolso-diferencia-${order.id}`)).id;
      else if (order.diferenciaIntentId && !order.diferenciaPagadaEn) await provider.cancelIntent(order.diferenciaIntentId).catch(() => null);
    } catch {
      return false;
    }
    const total = amount + (differenceRefundId ? difference : 0);
    const recorded = await database.transaction(async (tx) => {
      const [done] = await tx
        .update(o)
        .set({ reembolsoId: refundId, reembolsadoEn: new Date().toISOString() })
        .where(and(eq(o.id, order.id), isNull(o.reembolsadoEn)))
        .returning({ id: o.id });
      if (done) {
        const base = { pedidoId: order.id, metodo: order.metodoPago, proveedor: order.proveedorPago, moneda: order.moneda };
        await recordMoney(tx, t, { ...base, tipo: held ? 'liberacion' : 'reembolso', referencia: refundId, centavos: amount });
        if (differenceRefundId) await recordMoney(tx, t, { ...base, metodo: differenceMethodOf(order), tipo: 'reembolso', referencia: differenceRefundId, centavos: difference });
        // The shop credit it spent comes back to the account.
        if (order.saldoAplicadoCentavos && order.usuarioId !== null) await addCredit(tx, t, { usuarioId: order.usuarioId, pedidoId: order.id, centavos: order.saldoAplicadoCentavos, motivo: 'devuelto' });
        await recordAudit(tx, t, [{ personalId: staffId, accion: 'reembolso', entidad: 'pedido', entidadId: order.id, despues: { reembolso: refundId, monto: total, ...(held ? { liberado: true } : {}), ...(differenceRefundId ? { diferencia: differenceRefundId } : {}) } }]);
      }
      return Boolean(done);
    });
    if (recorded) {
      // After the commit, once: what went back to the card (every intent's refund together) and the shop credit given back, each its own nota de crédito.
      deps.invoicing?.refunded({ pedidoId: order.id, clave: `reembolso-${refundId}`, centavos: total, descripcion: 'Reembolso del pedido' });
      if (order.saldoAplicadoCentavos && order.usuarioId !== null) deps.invoicing?.refunded({ pedidoId: order.id, clave: `saldo-${order.id}`, centavos: order.saldoAplicadoCentavos, descripcion: 'Saldo a favor devuelto' });
    }
    return true;
  };
}
export type Refund = ReturnType<typeof createRefunds>;

/** The intent a refund record says it gave money back from (`detalle` {"intent": …}, written by a shopper's change), if any. */
export function givenBackFrom(detalle: string | null): string | null {
  if (!detalle) return null;
  try {
    const parsed = JSON.parse(detalle) as { intent?: unknown };
    return typeof parsed.intent === 'string' ? parsed.intent : null;
  } catch {
    return null;
  }
}
