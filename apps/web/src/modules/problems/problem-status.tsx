import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';
import './problems.css';

/** On a delivered order in /account: its reports' state, and «Reportar un problema» while the 48 hours last. */
export function ProblemStatus({ pedidoId }: { pedidoId: number }) {
  const view = trpc.problem.view.useQuery({ pedido_id: pedidoId }, { staleTime: 0 });
  if (!view.data) return null;
  const { pedido, reportes, lineas } = view.data;
  const more = pedido.abierto && !pedido.en_revision && lineas.some((l) => !l.reportado);
  if (reportes.length === 0 && !more) return null;
  return (
    <div className="problem-status">
      {reportes.map((r) => (
        <p key={r.id} className={`problem-status__line problem__report--${r.estado}`}>
          {t('Reporte #{id}: {estado}', { id: r.id, estado: t(r.etiqueta) })}
        </p>
      ))}
      {more && (
        <Link to="/reportar-problema" search={{ pedido: pedidoId } as never} className="btn btn--ghost btn--small">
          {t('Reportar un problema')}
        </Link>
      )}
    </div>
  );
}
