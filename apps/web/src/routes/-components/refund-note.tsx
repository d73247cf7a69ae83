import type { Order } from '@huerta/contracts';
import { toCentavos } from '@huerta/contracts/rules';
import { money } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { longDate } from '../../lib/dates';
import { rich } from './rich';

/** A cancelled paid order's refund: how much, when it was made, and when it reaches the card. */
export function RefundNote({ reembolso }: { reembolso: NonNullable<Order['reembolso']> }) {
  const monto = money(toCentavos(reembolso.monto));
  if (reembolso.estado === 'en_proceso' || !reembolso.fecha || !reembolso.llega_desde || !reembolso.llega_hasta) {
    return (
      <p className="order__refund">
        {rich(t('<0>Reembolso en proceso: {monto}</0> a la tarjeta con la que pagaste. Te avisamos por correo cuando quede hecho.', { monto }), <strong />)}
      </p>
    );
  }
  return (
    <p className="order__refund">
      {rich(
        t('<0>Reembolsado: {monto}</0> el {fecha} a la tarjeta con la que pagaste. Según tu banco, se verá en tu estado de cuenta entre el {desde} y el {hasta}.', {
          monto,
          fecha: longDate(reembolso.fecha),
          desde: longDate(reembolso.llega_desde),
          hasta: longDate(reembolso.llega_hasta),
        }),
        <strong />,
      )}
    </p>
  );
}
