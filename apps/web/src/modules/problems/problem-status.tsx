import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';
import './problem-status.css';

/**
 * On a delivered order in /account: its reports' state, and «Reportar un problema» while the 48 hours last.
 * Every order of the list reads the same one query (the account's delivered orders at once).
 */
export function ProblemStatus({ pedidoId }: { pedidoId: number }) {
  const mine = trpc.problem.mine.useQuery(undefined, { staleTime: 0 });
  const order = mine.data?.find((o) => o.pedido_id === pedidoId);
  if (!order) return null;
  return (
    <div className="problem-status">
      {order.reportes.map((r) => (
        <p key={r.id} className={`problem-status__line problem__report--${r.estado}`}>
          {t('Reporte #{id}: {estado}', { id: r.id, estado: t(r.etiqueta) })}
        </p>
      ))}
      {order.puede_reportar && (
        <Link to="/reportar-problema" search={{ pedido: pedidoId } as never} className="btn btn--ghost btn--small">
          {t('Reportar un problema')}
        </Link>
      )}
    </div>
  );
}
