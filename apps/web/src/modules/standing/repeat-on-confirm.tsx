import type { Order } from '@huerta/contracts';
import { t } from '../../i18n/i18n';
import { useSession } from '../../lib/session';
import { RepeatOrder } from './standing-orders';

/** The cart just ordered made a standing order from its confirmation (issue 34): for a signed-in shopper's delivered order. */
export function RepeatOnConfirm({ pedido }: { pedido: Order }) {
  const { token } = useSession();
  if (!token || !pedido.dia_entrega) return null;
  return (
    <div className="confirm__repeat">
      <p className="muted">{t('¿Lo necesitas cada semana? Hazlo recurrente y llega solo, con su recordatorio un día antes.')}</p>
      <RepeatOrder order={pedido} />
    </div>
  );
}
