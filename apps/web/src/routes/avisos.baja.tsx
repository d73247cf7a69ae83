import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../lib/trpc';
import { t } from '../i18n/i18n';
import { ReminderLinkPage } from '../modules/standing/link-page';

export const Route = createFileRoute('/avisos/baja')({ component: Unsubscribe });

/**
 * A reminder e-mail's «Date de baja» (issue 47): the link's look changes nothing — a mail scanner fetching it
 * unsubscribes no one —; the button (a POST) turns that reminder off. No session needed: the link is signed.
 */
function Unsubscribe() {
  const [link] = useState(() => {
    const q = new URLSearchParams(window.location.search);
    return { u: Number(q.get('u')), tipo: q.get('tipo') === 'semanal' ? ('semanal' as const) : ('carrito' as const), firma: q.get('firma') ?? '' };
  });
  const look = trpc.reminders.checkLink.useQuery(link, { retry: false });
  const off = trpc.reminders.unsubscribe.useMutation();
  const what = link.tipo === 'carrito' ? t('Recordarme mi carrito si lo dejo') : t('Recordarme hacer mi pedido de la semana');
  const done = off.isSuccess ? (link.tipo === 'carrito' ? t('Listo: ya no te recordaremos tu carrito.') : t('Listo: ya no te recordaremos tu pedido de la semana.')) : null;
  return (
    <ReminderLinkPage title={t('Darte de baja de un aviso')} done={done} error={off.error ?? look.error}>
      {look.data?.activo === true && (
        <>
          <p>{t('Dejaremos de enviarte este aviso por correo: «{aviso}». Puedes volver a activarlo en tu cuenta.', { aviso: what })}</p>
          <button type="button" className="btn btn--primary" disabled={off.isPending} onClick={() => off.mutate(link)}>
            {t('Darme de baja')}
          </button>
        </>
      )}
      {look.data?.activo === false && <p>{t('Este aviso ya está desactivado: «{aviso}».', { aviso: what })}</p>}
    </ReminderLinkPage>
  );
}
