import { Link, createFileRoute } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
import { Field } from '../modules/layout/field';
import { AuthAside } from './-components/auth-aside';
import '../modules/account/auth.css';
import { FormMessage, type FormMessageValue } from '../modules/layout/form-message';
import { errorMessage, serverText } from '../lib/errors';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPassword });

function ForgotPassword() {
  useTitle(t('Recuperar contraseña'));
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const forgot = trpc.account.forgotPassword.useMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    try {
      const res = await forgot.mutateAsync({ email });
      setMessage({ ok: true, text: serverText(res.message) });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err, t('Error al enviar la petición. Intenta de nuevo.')) });
    }
  }

  return (
    <section className="page">
      <div className="auth">
        <AuthAside />
        <form className="auth__form" onSubmit={onSubmit}>
          <h1>{t('¿Olvidaste tu contraseña?')}</h1>
          <p className="muted">{t('Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva. El enlace es válido por 1 hora.')}</p>
          <Field id="email" label={t('Correo electrónico')} type="email" value={email} onChange={setEmail} required autoComplete="email" />
          <button type="submit" className="btn btn--primary btn--block" disabled={forgot.isPending}>
            {forgot.isPending ? t('Enviando...') : t('Enviar enlace')}
          </button>
          <FormMessage message={message} />
          <div className="auth__links">
            <Link to="/login">{t('Volver a iniciar sesión')}</Link>
          </div>
        </form>
      </div>
    </section>
  );
}
