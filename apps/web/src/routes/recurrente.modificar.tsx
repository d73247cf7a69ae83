import { createFileRoute } from '@tanstack/react-router';
import { trpc } from '../lib/trpc';
import { t } from '../i18n/i18n';
import { slotLabel } from '../modules/delivery/delivery-labels';
import { ReminderLinkPage, useReminderLink } from '../modules/standing/link-page';
import { StandingEditor } from '../modules/standing/standing-editor';
import '../modules/standing/standing.css';

export const Route = createFileRoute('/recurrente/modificar')({ component: ModifyStanding });

/**
 * The reminder's «Modificar» (issue 34): the standing order its signed link names, editable without signing
 * in until that day's order is made; the first save spends the link (how it is paid changes only in /account).
 */
function ModifyStanding() {
  const link = useReminderLink();
  const plan = trpc.account.standingByLink.useQuery(link, { retry: false, staleTime: Infinity, refetchOnWindowFocus: false });
  const save = trpc.account.updateStandingByLink.useMutation();
  return (
    <ReminderLinkPage title={t('Modificar pedido recurrente')} done={save.data?.message ?? null} error={plan.error ?? save.error}>
      {plan.data && (
        <>
          <p>{t('Los cambios se aplican desde tu pedido del {dia}.', { dia: slotLabel(link.dia, null) ?? link.dia })}</p>
          <StandingEditor plan={plan.data} busy={save.isPending} onSave={(changes) => save.mutate({ ...link, ...changes })} />
        </>
      )}
    </ReminderLinkPage>
  );
}
