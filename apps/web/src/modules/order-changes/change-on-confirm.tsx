import { t } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';

/**
 * A guest's order page (the checkout's confirmation, issue 47): «Modificar pedido» with the signed link of the
 * order's e-mail, asked of the server with the payment's client secret; shown only while the order can change.
 */
export function ChangeOnConfirm({ pedido, pago }: { pedido: number; pago: string }) {
  const link = trpc.orderChange.link.useQuery({ pedido_id: pedido, pago }, { retry: false, staleTime: Infinity, refetchOnWindowFocus: false });
  const enlace = link.data?.enlace;
  if (!enlace) return null;
  return (
    <p className="muted">
      {t('¿Olvidaste algo? Puedes cambiar tu pedido hasta la hora de corte.')}{' '}
      {/* The e-mail's address as it is (the page reads its query itself). */}
      <a href={`/pedido/modificar?pedido=${pedido}&enlace=${encodeURIComponent(enlace)}`}>{t('Modificar pedido')}</a>
    </p>
  );
}
