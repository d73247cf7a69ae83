import { Link, createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../lib/errors';
import { stringParam } from '../lib/search-params';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { FormMessage } from '../modules/layout/form-message';

export const Route = createFileRoute('/verificar-correo')({
  validateSearch: (search: Record<string, unknown>) => ({ token: stringParam(search.token, 200) }),
  component: VerifyEmail,
});

/** Where the verification e-mail's link lands: the token is spent once, then the account shows the orders. */
function VerifyEmail() {
  useTitle(t('Verificar correo'));
  const { token } = Route.useSearch();
  const verify = trpc.account.verifyEmail.useMutation();
  const queryClient = useQueryClient();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true; // a single-use link: never spend it twice (React's strict double effects)
    verify.mutate({ token }, { onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => JSON.stringify(q.queryKey).includes('account') }) });
  }, [token, verify, queryClient]);

  return (
    <section className="page page--narrow">
      <h1 className="page-title">{t('Verificar correo')}</h1>
      {!token && <FormMessage message={{ ok: false, text: t('Falta el enlace de verificación. Pide uno nuevo desde tu cuenta.') }} />}
      {verify.isPending && <p className="muted">{t('Verificando tu correo…')}</p>}
      {verify.isSuccess && <FormMessage message={{ ok: true, text: verify.data.message }} />}
      {verify.isError && <FormMessage message={{ ok: false, text: errorMessage(verify.error, t('No pudimos verificar tu correo. Intenta de nuevo.')) }} />}
      <p>
        <Link to="/account" className="btn btn--primary">
          {t('Ver mi cuenta')}
        </Link>
      </p>
    </section>
  );
}
