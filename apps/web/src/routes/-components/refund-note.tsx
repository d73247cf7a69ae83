import type { Order } from '@huerta/contracts';
import { formatMXN, toCentavos } from '@huerta/contracts/rules';
import { longDate } from '../../lib/dates';

/** A cancelled paid order's refund: how much, when it was made, and when it reaches the card. */
export function RefundNote({ reembolso }: { reembolso: NonNullable<Order['reembolso']> }) {
  const monto = formatMXN(toCentavos(reembolso.monto));
  if (reembolso.estado === 'en_proceso' || !reembolso.fecha || !reembolso.llega_desde || !reembolso.llega_hasta) {
    return (
      <p className="order__refund">
        <strong>Reembolso en proceso: {monto}</strong> a la tarjeta con la que pagaste. Te avisamos por correo cuando quede hecho.
      </p>
    );
  }
  return (
    <p className="order__refund">
      <strong>Reembolsado: {monto}</strong> el {longDate(reembolso.fecha)} a la tarjeta con la que pagaste. Según tu banco, se verá en tu estado de cuenta entre
      el {longDate(reembolso.llega_desde)} y el {longDate(reembolso.llega_hasta)}.
    </p>
  );
}
