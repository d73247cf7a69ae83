import { toPesos, type OrderPayment, type OrderMethod } from '@huerta/contracts';
import type { pedidos } from '../../schema/sqlite';
import type { PaymentInstructions } from '../payments';
import { finalOnlineCentavos, leftoverWay } from '../payments';

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
    metodo: o.metodoPago as OrderMethod,
    oxxo: given.oxxo ?? null,
    spei: given.spei ?? null,
    pendiente: unpaid && o.pendienteCentavos !== null ? toPesos(o.pendienteCentavos) : null,
    por_cobrar: o.metodoPago === 'contra_entrega' && !o.pagadoEn && o.estado !== 'cancelado' ? toPesos(o.totalFinalCentavos ?? o.totalCentavos) : null,
    vence: unpaid ? o.pagoVence : null,
    saldo_aplicado: o.saldoAplicadoCentavos ? toPesos(o.saldoAplicadoCentavos) : null,
    ...packedOf(o),
    // On account (issue 34): its due day and what is still owed on it (as packed, less what was recorded paid).
    credito: o.creditoVence ? { vence: o.creditoVence, pendiente: toPesos(Math.max(0, (o.totalFinalCentavos ?? o.totalCentavos) - (o.creditoPagadoCentavos ?? 0))) } : null,
  };
}

/** Sold by weight, paid online: what was held or paid up front, what packing charged, and what came back. */
function packedOf(o: OrderRow): Pick<OrderPayment, 'retenido' | 'cobrado' | 'devuelto'> {
  if (o.cobroCentavos === null) return { retenido: null, cobrado: null, devuelto: null };
  const back = o.ajusteCentavos ?? 0;
  return {
    retenido: toPesos(o.cobroCentavos),
    // Once settled, what was charged online is the packed total less the credit spent (a difference paid by link included).
    cobrado: o.ajustadoEn ? toPesos(finalOnlineCentavos(o)) : null,
    devuelto: o.ajustadoEn && back > 0 ? { monto: toPesos(back), como: leftoverWay(o) } : null,
  };
}
