import { Link } from '@tanstack/react-router';
import type { Order } from '@huerta/contracts';
import { toCentavos } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
import { rich } from '../../routes/-components/rich';
import { SuccessIcon } from '../../routes/-components/page-icons';
import { ConfirmSummary } from '../../routes/-components/confirm-summary';
import { slotLabel } from '../delivery/delivery-labels';
import '../../routes/-components/confirm.css';
import { RepeatOnConfirm } from '../standing/repeat-on-confirm';

/** An order to pay on delivery, accepted: nothing to pay now, what to have ready when the box arrives. */
export function OnDeliveryConfirmed({ pedido, email }: { pedido: Order; email: string }) {
  const weighed = pedido.lineas.some((l) => l.gramos !== null);
  return (
    <div className="card-surface confirm__card">
      <SuccessIcon className="confirm__icon" />
      <h1 className="page-title">{t('¡Pedido confirmado!')}</h1>
      <p className="confirm__order">{t('Pedido #{id}', { id: pedido.id })}</p>
      {pedido.dia_entrega && <p className="confirm__delivery">{rich(t('Entrega: <0>{entrega}</0>', { entrega: slotLabel(pedido.dia_entrega, pedido.ventana) }), <strong />)}</p>}
      <p className="msg msg--ok">
        {/* Sold by weight: the total is an estimate; what was packed is what is paid or owed. */}
        {pedido.pago.credito
          ? weighed
            ? t('Queda a cuenta de tu negocio lo que pese tu pedido al empacarlo (estimado {monto}), a pagar a más tardar el {vence}.', { monto: money(toCentavos(pedido.total)), vence: pedido.pago.credito.vence })
            : t('Queda a cuenta de tu negocio: {monto}, a pagar a más tardar el {vence}.', { monto: money(toCentavos(pedido.total)), vence: pedido.pago.credito.vence })
          : weighed
            ? t('Al recibir tu pedido pagas lo que pese al empacarlo (estimado {monto}), en efectivo o con tarjeta (terminal).', { monto: money(toCentavos(pedido.total)) })
            : t('Pagas {monto} al recibir tu pedido, en efectivo o con tarjeta (terminal).', { monto: money(toCentavos(pedido.total)) })}
      </p>
      <p className="muted">{rich(t('Te enviamos la confirmación a <0>{email}</0>.', { email }), <strong className="confirm__email" />)}</p>
      <ConfirmSummary pedido={pedido} />
      <RepeatOnConfirm pedido={pedido} />
      <Link to="/tienda" className="btn btn--primary">
        {t('Seguir Comprando')}
      </Link>
    </div>
  );
}
