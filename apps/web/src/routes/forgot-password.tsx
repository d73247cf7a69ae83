import { Link, createFileRoute } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { Field } from '../modules/layout/field';
import { AuthAside } from './-components/auth-aside';
import '../modules/account/auth.css';
import { FormMessage, type FormMessageValue } from '../modules/layout/form-message';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPassword });

function ForgotPassword() {
  useTitle('Recuperar contraseña');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const forgot = trpc.account.forgotPassword.useMutation();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    try {
      const res = await forgot.mutateAsync({ email });
      setMessage({ ok: true, text: res.message });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err, 'Error al enviar la petición. Intenta de nuevo.') });
    }
  }

  return (
    <section className="page">
      <div className="auth">
        <AuthAside />
        <form className="auth__form" onSubmit={onSubmit}>
          <h1>¿Olvidaste tu contraseña?</h1>
          <p className="muted">Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva. El enlace es válido por 1 hora.</p>
          <Field id="email" label="Correo electrónico" type="email" value={email} onChange={setEmail} required autoComplete="email" />
          <button type="submit" className="btn btn--primary btn--block" disabled={forgot.isPending}>
            {forgot.isPending ? 'Enviando...' : 'Enviar enlace'}
          </button>
          <FormMessage message={message} />
          <div className="auth__links">
            <Link to="/login">Volver a iniciar sesión</Link>
          </div>
        </form>
      </div>
    </section>
  );
}
