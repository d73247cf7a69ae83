import { Link, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/errors';
import { saveSession } from '../lib/session';
import { getToken } from '../lib/storage';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { AuthAside } from './-components/auth-aside';
import { Field } from '../modules/layout/field';
import '../modules/account/auth.css';
import { FormMessage, type FormMessageValue } from '../modules/layout/form-message';

export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/account' });
  },
  component: LoginPage,
});

type Mode = 'login' | 'register';

function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  useTitle(mode === 'login' ? 'Iniciar sesión' : 'Crear cuenta');
  const navigate = useNavigate();
  const [form, setForm] = useState({ nombre: '', tel: '', direccion: '', usuario: '', password: '' });
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const login = trpc.account.login.useMutation();
  const register = trpc.account.register.useMutation();
  const busy = login.isPending || register.isPending;

  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    try {
      const session =
        mode === 'login'
          ? await login.mutateAsync({ usuario: form.usuario, password: form.password })
          : await register.mutateAsync(form);
      saveSession(session.jwt, session.usuario);
      setMessage({ ok: true, text: mode === 'login' ? '¡Bienvenido de nuevo!' : '¡Tu cuenta fue creada!' });
      await navigate({ to: '/account' });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err, mode === 'login' ? 'Error al iniciar sesión.' : 'Error al registrar la sesión.') });
    }
  }

  const toggle = () => {
    setMode((m) => (m === 'login' ? 'register' : 'login'));
    setMessage(null);
  };

  return (
    <section className="page">
      <div className="auth">
        <AuthAside />
        <form className="auth__form" onSubmit={onSubmit}>
          <h1>{mode === 'login' ? 'Iniciar Sesión' : 'Crear cuenta'}</h1>
          {mode === 'register' && (
            <>
              <Field id="nombre" label="Nombre" value={form.nombre} onChange={set('nombre')} autoComplete="name" />
              <Field id="tel" label="Teléfono" type="tel" value={form.tel} onChange={set('tel')} autoComplete="tel" />
              <Field id="direccion" label="Dirección" value={form.direccion} onChange={set('direccion')} autoComplete="street-address" />
            </>
          )}
          <Field id="usuario" label="Correo electrónico" type="email" value={form.usuario} onChange={set('usuario')} autoComplete="email" />
          <Field
            id="password"
            label="Contraseña"
            type="password"
            value={form.password}
            onChange={set('password')}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {mode === 'login' ? (busy ? 'Ingresando...' : 'Iniciar Sesión') : busy ? 'Registrando...' : 'Registrarse'}
          </button>
          <FormMessage message={message} />
          <div className="auth__links">
            <button type="button" className="link-btn" onClick={toggle}>
              {mode === 'login' ? '¿No tienes cuenta? Regístrate' : '¿Ya tienes cuenta? Inicia sesión'}
            </button>
            <Link to="/forgot-password">¿Olvidaste tu contraseña?</Link>
          </div>
        </form>
      </div>
    </section>
  );
}
