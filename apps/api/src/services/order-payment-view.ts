import { toPesos, type OrderPayment, type PaymentMethod } from '@huerta/contracts';
import type { pedidos } from '../db/schema';
import type { PaymentInstructions } from './payments/provider';

type OrderRow = typeof pedidos.$inferSelect;

/** The stored instructions of a voucher or transfer (JSON), or none. */
export const instructionsOf = (o: Pick<OrderRow, 'pagoInstrucciones'>): PaymentInstructions => (o.pagoInstrucciones ? (JSON.parse(o.pagoInstrucciones) as PaymentInstructions) : {});

/**
 * How an order is paid, as its shopper and a REST client see it: the voucher or transfer to pay while it
 * is unpaid (kept afterwards, as a receipt), what a transfer still lacks, and what the driver collects.
 */
export function paymentOf(o: OrderRow): OrderPayment {
  const given = instructionsOf(o);
  const unpaid = o.estado === 'pendiente_pago';
  return {
    metodo: o.metodoPago as PaymentMethod,
    oxxo: given.oxxo ?? null,
    spei: given.spei ?? null,
    pendiente: unpaid && o.pendienteCentavos !== null ? toPesos(o.pendienteCentavos) : null,
    por_cobrar: o.metodoPago === 'contra_entrega' && !o.pagadoEn && o.estado !== 'cancelado' ? toPesos(o.totalFinalCentavos ?? o.totalCentavos) : null,
    vence: unpaid ? o.pagoVence : null,
  };
}
