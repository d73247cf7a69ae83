import type { pedidos } from '../../schema/sqlite';

type OrderRow = typeof pedidos.$inferSelect;

/**
 * An order's online amounts (issue 35), in one place: what its intent is for, what packing charges, what was
 * taken, and how what was left over came back. Every payment, capture, refund, e-mail and view reads these.
 */

/** Stripe's smallest charge in pesos (MXN 10): credit never brings an online payment below it. */
export const MIN_ONLINE_CENTAVOS = 1000;

/**
 * What an order is paid online: the total, or with weighed lines the estimate plus the margin
 * (`cobro_centavos`), less the shop credit spent on it. The one amount its intent and payment record are for.
 */
export const onlineCentavos = (o: Pick<OrderRow, 'cobroCentavos' | 'totalCentavos' | 'saldoAplicadoCentavos'>) => (o.cobroCentavos ?? o.totalCentavos) - (o.saldoAplicadoCentavos ?? 0);

/** What the packed order is charged online: its final total (its estimate until weighed) less the credit spent. */
export const finalOnlineCentavos = (o: Pick<OrderRow, 'totalFinalCentavos' | 'totalCentavos' | 'saldoAplicadoCentavos'>) => (o.totalFinalCentavos ?? o.totalCentavos) - (o.saldoAplicadoCentavos ?? 0);

/** What was held or paid online before packing: the capture (a hold taken early), or the hold or payment. */
export const takenCentavos = (o: Pick<OrderRow, 'capturadoCentavos' | 'cobroCentavos' | 'totalCentavos' | 'saldoAplicadoCentavos'>) => o.capturadoCentavos ?? onlineCentavos(o);

/** The difference paid by its link (packed-difference.ts), once paid. */
export const differencePaid = (o: Pick<OrderRow, 'diferenciaPagadaEn' | 'diferenciaCentavos'>) => (o.diferenciaPagadaEn ? (o.diferenciaCentavos ?? 0) : 0);

/** What the packed order may be charged online without asking the shopper again. */
export const coveredCentavos = (o: OrderRow) => takenCentavos(o) + differencePaid(o);

/**
 * How the money left over after packing came back: never taken from a hold captured at packing («liberado»),
 * kept as the shopper's credit («saldo»), or refunded.
 */
export function leftoverWay(o: OrderRow): 'liberado' | 'saldo' | 'reembolso' {
  if (o.metodoPago === 'tarjeta' && o.capturadoCentavos !== null && o.capturadoCentavos + (o.ajusteCentavos ?? 0) === onlineCentavos(o)) return 'liberado';
  return o.sobrante === 'saldo' && o.metodoPago !== 'tarjeta' ? 'saldo' : 'reembolso';
}
