import { createFileRoute } from '@tanstack/react-router';
import { trpc } from '../lib/trpc';
import { t } from '../i18n/i18n';
import { slotLabel } from '../modules/delivery/delivery-labels';
import { ReminderLinkPage, useReminderLink } from '../modules/standing/link-page';

export const Route = createFileRoute('/recurrente/omitir')({ component: SkipWeek });

/**
 * The reminder's «Omitir esta semana» (issue 34): one click skips that day of the standing order. Never on
 * opening — a mail scanner following the link must not skip anyone's delivery.
 */
function SkipWeek() {
  const link = useReminderLink();
  const skip = trpc.account.skipStandingOrder.useMutation();
  return (
    <ReminderLinkPage title={t('Omitir esta semana')} done={skip.data?.message ?? null} error={skip.error}>
      <p>{t('Tu pedido recurrente del {dia} no se preparará; el siguiente sigue programado.', { dia: slotLabel(link.dia, null) ?? link.dia })}</p>
      <button type="button" className="btn btn--primary" disabled={skip.isPending} onClick={() => skip.mutate(link)}>
        {t('Omitir esta semana')}
      </button>
    </ReminderLinkPage>
  );
}
