import { Link, createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { FormMessage } from '../modules/layout/form-message';
import { slotLabel } from '../modules/delivery/delivery-labels';
import { StandingEditor } from '../modules/standing/standing-editor';
import '../modules/standing/standing.css';

export const Route = createFileRoute('/recurrente/modificar')({ component: ModifyStanding });

/**
 * The reminder's «Modificar» (issue 34): the standing order its signed link names, editable without signing
 * in until that day's order is made; the first save spends the link (how it is paid changes only in /account).
 */
function ModifyStanding() {
  useTitle(t('Modificar pedido recurrente'));
  // Read here, not as route options: those would add to every page's first JavaScript.
  const [link] = useState(() => {
    const q = new URLSearchParams(window.location.search);
    return { plan: Number(q.get('plan')), dia: q.get('dia') ?? '', firma: q.get('firma') ?? '' };
  });
  const plan = trpc.account.standingByLink.useQuery(link, { retry: false, staleTime: Infinity, refetchOnWindowFocus: false });
  const save = trpc.account.updateStandingByLink.useMutation();
  return (
    <section className="page page--narrow">
      <h1 className="page-title">{t('Modificar pedido recurrente')}</h1>
      {plan.isError && <FormMessage message={{ ok: false, text: errorMessage(plan.error, t('Error al enviar la petición. Intenta de nuevo.')) }} />}
      {plan.data && !save.isSuccess && (
        <>
          <p>{t('Los cambios se aplican desde tu pedido del {dia}.', { dia: slotLabel(link.dia, null) ?? link.dia })}</p>
          <StandingEditor plan={plan.data} busy={save.isPending} onSave={(changes) => save.mutate({ ...link, ...changes })} />
        </>
      )}
      {save.isSuccess && <FormMessage message={{ ok: true, text: save.data.message }} />}
      {save.isError && <FormMessage message={{ ok: false, text: errorMessage(save.error, t('Error al enviar la petición. Intenta de nuevo.')) }} />}
      <p>
        <Link to="/account" className="btn btn--ghost">
          {t('Ver mi cuenta')}
        </Link>
      </p>
    </section>
  );
}
