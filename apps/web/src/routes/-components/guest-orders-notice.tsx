import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FormMessage } from '../../modules/layout/form-message';
import { t } from '../../i18n/i18n';

/**
 * Orders paid as a guest with this account's e-mail stay hidden until the shopper proves the e-mail
 * is theirs (anyone can register with someone else's address); this offers the link that does it to
 * every unverified account, without saying whether such orders exist (the server does not tell).
 */
export function GuestOrdersNotice() {
  const status = trpc.account.guestOrders.useQuery(undefined, { staleTime: 0 });
  const request = trpc.account.requestEmailVerification.useMutation();
  if (!status.data || status.data.verificado) return null;
  return (
    <div className="guest-orders">
      <p>{t('¿Hiciste pedidos como invitado con este correo? Confirma que el correo es tuyo para verlos aquí.')}</p>
      {request.isSuccess ? (
        <FormMessage message={{ ok: true, text: request.data.message }} />
      ) : (
        <button type="button" className="btn btn--ghost" disabled={request.isPending} onClick={() => request.mutate()}>
          {request.isPending ? t('Enviando…') : t('Enviar enlace de verificación')}
        </button>
      )}
      {request.isError && <FormMessage message={{ ok: false, text: errorMessage(request.error, t('No pudimos enviar el enlace. Intenta de nuevo.')) }} />}
    </div>
  );
}
