import { toCentavos, type Staff } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import type { OrdersService } from './orders';
import type { PackedDifference, TestProvider } from '../payments';
import type { pedidos } from '../../schema/sqlite';

type OrderRow = typeof pedidos.$inferSelect;
import { recordAudit } from '../../platform/audit';

/**
 * «Simular pago recibido» — test mode only (absent, 404, with Stripe keys: there only Stripe's signed
 * events move money). Pays an order's OXXO voucher, or `monto` pesos of its SPEI transfer (what is
 * missing when absent), through the same paths a provider's event takes: paid once, or partly funded — or the
 * voucher or transfer of a changed order's difference.
 */
/** A paid order whose difference (a shopper's change, issue 47) waits on its own OXXO voucher or SPEI transfer. */
export const owesVoucher = (o: Pick<OrderRow, 'pagadoEn' | 'diferenciaIntentId' | 'diferenciaPagadaEn' | 'diferenciaMetodo' | 'estado'>) =>
  o.pagadoEn !== null && o.estado !== 'cancelado' && o.diferenciaIntentId !== null && o.diferenciaPagadaEn === null && (o.diferenciaMetodo === 'oxxo' || o.diferenciaMetodo === 'spei');

export function createSimulatedPayments(deps: { database: Database; testPayments: TestProvider | null; orders: OrdersService; difference: () => PackedDifference }) {
  const { db, t } = deps.database;
  return async (input: { id: number; monto?: number | undefined }, by: Staff) => {
    if (!deps.testPayments) throw notFound('Ruta no encontrada.');
    const [order] = await db.select().from(t.pedidos).where(eq(t.pedidos.id, input.id));
    if (!order) throw notFound('Pedido no encontrado.');
    if (order.metodoPago !== 'oxxo' && order.metodoPago !== 'spei') throw conflict('Solo se simula el pago de una ficha OXXO o una transferencia SPEI.');
    // A paid order changed to more (issue 47) owes its difference by a voucher or transfer of its own: that is what arrives.
    if (owesVoucher(order)) {
      const intent = await deps.testPayments.receive(order.diferenciaIntentId!, input.monto === undefined ? undefined : toCentavos(input.monto));
      if (!intent) throw notFound('Pago no encontrado.');
      await recordAudit(db, t, [{ personalId: by.id, accion: 'simular_pago', entidad: 'pedido', entidadId: order.id, despues: { recibido: input.monto ?? null, estado: intent.status, diferencia: true } }]);
      if (intent.status === 'succeeded') await deps.difference().markPaid(order, intent);
      return { estado: intent.status, pendiente: intent.amountRemaining ?? 0 };
    }
    if (!order.paymentIntentId) throw conflict('Este pedido aún no tiene ficha ni transferencia.');
    const intent = await deps.testPayments.receive(order.paymentIntentId, input.monto === undefined ? undefined : toCentavos(input.monto));
    if (!intent) throw notFound('Pago no encontrado.');
    await recordAudit(db, t, [{ personalId: by.id, accion: 'simular_pago', entidad: 'pedido', entidadId: order.id, despues: { recibido: input.monto ?? null, estado: intent.status } }]);
    if (intent.status === 'succeeded') await deps.orders.markPaid(order.id, intent);
    else if (intent.amountRemaining !== undefined) await deps.orders.recordFunding(order.id, intent.amountRemaining);
    return { estado: intent.status, pendiente: intent.amountRemaining ?? 0 };
  };
}
