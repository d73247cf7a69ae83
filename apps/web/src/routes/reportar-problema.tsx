import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../i18n/i18n';
import { useTitle } from '../lib/use-title';
import { ReportProblem } from '../modules/problems/report-problem';

export const Route = createFileRoute('/reportar-problema')({ component: ReportProblemPage });

/**
 * «Reportar un problema» (issue 47): from /account (signed in) or the delivered e-mail's signed link (a guest).
 * The order and signature are read from the address once (not route options: those add to every page's first JavaScript).
 */
function ReportProblemPage() {
  useTitle(t('Reportar un problema'));
  const [link] = useState(() => {
    const q = new URLSearchParams(window.location.search);
    return { pedido: Number(q.get('pedido')), firma: q.get('firma') ?? undefined };
  });
  return (
    <section className="page page--narrow">
      <h1 className="page-title">{t('Reportar un problema')}</h1>
      {Number.isInteger(link.pedido) && link.pedido > 0 ? <ReportProblem pedidoId={link.pedido} firma={link.firma} /> : <p className="msg msg--error">{t('El enlace no es válido.')}</p>}
    </section>
  );
}
