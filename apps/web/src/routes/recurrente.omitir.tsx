import { Link, createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { FormMessage } from '../modules/layout/form-message';
import { slotLabel } from '../modules/delivery/delivery-labels';

export const Route = createFileRoute('/recurrente/omitir')({ component: SkipWeek });

/**
 * The reminder's «Omitir esta semana» (issue 34): one click skips that day of the standing order. Never on
 * opening — a mail scanner following the link must not skip anyone's delivery.
 */
function SkipWeek() {
  useTitle(t('Omitir esta semana'));
  // Read here, not as route options: those would add to every page's first JavaScript.
  const [q] = useState(() => new URLSearchParams(window.location.search));
  const plan = Number(q.get('plan'));
  const dia = q.get('dia') ?? '';
  const firma = q.get('firma') ?? '';
  const skip = trpc.account.skipStandingOrder.useMutation();
  return (
    <section className="page page--narrow">
      <h1 className="page-title">{t('Omitir esta semana')}</h1>
      {!skip.isSuccess && (
        <>
          <p>{t('Tu pedido recurrente del {dia} no se preparará; el siguiente sigue programado.', { dia: slotLabel(dia, null) ?? dia })}</p>
          <button type="button" className="btn btn--primary" disabled={skip.isPending} onClick={() => skip.mutate({ plan, dia, firma })}>
            {t('Omitir esta semana')}
          </button>
        </>
      )}
      {skip.isSuccess && <FormMessage message={{ ok: true, text: skip.data.message }} />}
      {skip.isError && <FormMessage message={{ ok: false, text: errorMessage(skip.error, t('Error al enviar la petición. Intenta de nuevo.')) }} />}
      <p>
        <Link to="/account" className="btn btn--ghost">
          {t('Ver mi cuenta')}
        </Link>
      </p>
    </section>
  );
}
