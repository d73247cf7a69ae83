import { Link, createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../lib/errors';
import { useSession } from '../lib/session';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { FormMessage } from '../modules/layout/form-message';
import { INVITE_KEY } from '../modules/business/business-team';

export const Route = createFileRoute('/negocio/unirse')({ component: JoinBusiness });

/**
 * Where a business's invitation lands (issue 34). Signed in, one click joins (never on opening: a mail
 * scanner following the link must not spend it). Not signed in, the link waits in this tab while the
 * person signs in or registers with the invited address; their account page then offers it.
 */
function JoinBusiness() {
  useTitle(t('Invitación de negocio'));
  // Read here, not as route options: those would add to every page's first JavaScript.
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const { token: session } = useSession();
  const join = trpc.account.joinBusiness.useMutation();
  const utils = trpc.useUtils();
  if (token && !session) sessionStorage.setItem(INVITE_KEY, token);
  return (
    <section className="page page--narrow">
      <h1 className="page-title">{t('Invitación de negocio')}</h1>
      {!token && <FormMessage message={{ ok: false, text: t('Falta el enlace de la invitación. Pide uno nuevo a tu negocio.') }} />}
      {token && !session && (
        <>
          <p>{t('Inicia sesión o crea tu cuenta con el correo al que llegó la invitación; después acéptala desde tu cuenta.')}</p>
          <p>
            <Link to="/login" className="btn btn--primary">
              {t('Iniciar sesión o registrarme')}
            </Link>
          </p>
        </>
      )}
      {token && session && !join.isSuccess && (
        <>
          <p>{t('Te invitaron a pedir como parte de un negocio.')}</p>
          <button type="button" className="btn btn--primary" disabled={join.isPending} onClick={() => join.mutate({ token }, { onSuccess: () => void utils.account.invalidate() })}>
            {t('Aceptar invitación')}
          </button>
        </>
      )}
      {join.isSuccess && <FormMessage message={{ ok: true, text: join.data.message }} />}
      {join.isError && <FormMessage message={{ ok: false, text: errorMessage(join.error, t('Error al enviar la petición. Intenta de nuevo.')) }} />}
      {join.isSuccess && (
        <p>
          <Link to="/tienda" className="btn btn--primary">
            {t('Ir a la tienda')}
          </Link>
        </p>
      )}
    </section>
  );
}
