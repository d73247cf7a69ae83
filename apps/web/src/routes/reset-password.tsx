import { Link, createFileRoute } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { stringParam } from '../lib/search-params';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { Field } from '../modules/layout/field';
import { AuthAside } from './-components/auth-aside';
import '../modules/account/auth.css';
import { FormMessage, type FormMessageValue } from '../modules/layout/form-message';
import { errorMessage, serverText } from '../lib/errors';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>) => ({ token: stringParam(search.token, 200) }),
  component: ResetPassword,
});

function ResetPassword() {
  useTitle(t('Nueva contraseña'));
  const { token } = Route.useSearch();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const reset = trpc.account.resetPassword.useMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (password !== confirm) {
      setMessage({ ok: false, text: t('Las contraseñas no coinciden.') });
      return;
    }
    setMessage(null);
    try {
      const res = await reset.mutateAsync({ token: token ?? '', password });
      setMessage({ ok: true, text: serverText(res.message) });
      setPassword('');
      setConfirm('');
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')) });
    }
  }

  return (
    <section className="page">
      <div className="auth">
        <AuthAside />
        {!token ? (
          <div className="auth__form">
            <h1>{t('Enlace no válido')}</h1>
            <p className="muted">{t('Este enlace no tiene un código de recuperación. Pide uno nuevo.')}</p>
            <Link to="/forgot-password" className="btn btn--primary">
              {t('Pedir un enlace nuevo')}
            </Link>
          </div>
        ) : (
          <form className="auth__form" onSubmit={onSubmit}>
            <h1>{t('Crea una nueva contraseña')}</h1>
            <p className="muted">{t('Usa al menos 8 caracteres.')}</p>
            <Field id="password" label={t('Nueva contraseña')} type="password" value={password} onChange={setPassword} required autoComplete="new-password" />
            <Field id="confirm" label={t('Confirma la contraseña')} type="password" value={confirm} onChange={setConfirm} required autoComplete="new-password" />
            <button type="submit" className="btn btn--primary btn--block" disabled={reset.isPending}>
              {reset.isPending ? t('Guardando...') : t('Guardar contraseña')}
            </button>
            <FormMessage message={message} />
            <div className="auth__links">
              <Link to="/login">{t('Ir a iniciar sesión')}</Link>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
