import { Link, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN, PASSWORD_SHORT_MESSAGE, joinAddress, type AddressParts } from '@huerta/contracts/rules';
import { ADDRESS_FIELDS, AddressFields, addressProblems, emptyAddress } from '../modules/address/address-fields';
import { errorMessage } from '../lib/errors';
import { emailProblem, focusFirstInvalid, inputOf, phoneProblem, problemsOf, requiredProblem, serverFieldErrors, useFieldErrors, type FieldErrors } from '../lib/field-errors';
import { saveSession } from '../lib/session';
import { getToken } from '../lib/storage';
import { trpc } from '../lib/trpc';
import { useTitle } from '../lib/use-title';
import { t } from '../i18n/i18n';
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
type Form = { nombre: string; tel: string; usuario: string; password: string } & AddressParts;
const FIELDS = { login: ['usuario', 'password'], register: ['nombre', 'tel', ...ADDRESS_FIELDS, 'usuario', 'password'] } as const;

/** What the server would refuse at once, said beside the field before sending (same rules as its schemas). */
function formProblems(mode: Mode, form: Form, element: HTMLFormElement): FieldErrors {
  const register = mode === 'register';
  return problemsOf({
    nombre: register ? requiredProblem(form.nombre) : undefined,
    tel: register ? phoneProblem(form.tel, false) : undefined,
    // Where orders go, asked once here: the cart and checkout start from it (postal code included).
    ...(register ? addressProblems(form, true) : {}),
    usuario: emailProblem(inputOf(element, 'usuario')),
    password: !form.password ? t('La contraseña es obligatoria.') : register && form.password.length < PASSWORD_MIN ? PASSWORD_SHORT_MESSAGE : undefined,
  });
}

function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  useTitle(mode === 'login' ? t('Iniciar sesión') : t('Crear cuenta'));
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>({ nombre: '', tel: '', usuario: '', password: '', ...emptyAddress() });
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const login = trpc.account.login.useMutation();
  const register = trpc.account.register.useMutation();
  const busy = login.isPending || register.isPending;

  const set = (key: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    clear(key);
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setMessage(null);
    const problems = formProblems(mode, form, e.currentTarget);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(problems, FIELDS[mode]);
      return;
    }
    try {
      const session =
        mode === 'login'
          ? await login.mutateAsync({ usuario: form.usuario, password: form.password })
          : await register.mutateAsync({ ...form, direccion: joinAddress(form) });
      saveSession(session.jwt, session.usuario);
      setMessage({ ok: true, text: mode === 'login' ? t('¡Bienvenido de nuevo!') : t('¡Tu cuenta fue creada!') });
      await navigate({ to: '/account' });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err, mode === 'login' ? t('Error al iniciar sesión.') : t('Error al registrar la sesión.')) });
      const fields = serverFieldErrors(err, FIELDS[mode]);
      setErrors(fields);
      focusFirstInvalid(fields, FIELDS[mode]);
    }
  }

  const toggle = () => {
    setMode((m) => (m === 'login' ? 'register' : 'login'));
    setMessage(null);
    setErrors({});
  };

  return (
    <section className="page">
      <div className="auth">
        <AuthAside />
        <form className="auth__form" onSubmit={onSubmit} noValidate>
          <h1>{mode === 'login' ? t('Iniciar Sesión') : t('Crear cuenta')}</h1>
          {mode === 'register' && (
            <>
              <Field id="nombre" label={t('Nombre')} value={form.nombre} onChange={set('nombre')} autoComplete="name" error={errors.nombre} />
              <Field id="tel" label={t('Teléfono')} type="tel" value={form.tel} onChange={set('tel')} autoComplete="tel" error={errors.tel} />
              <AddressFields value={form} onChange={(key, v) => set(key)(v)} errors={errors} withPostalCode />
            </>
          )}
          <Field id="usuario" label={t('Correo electrónico')} type="email" value={form.usuario} onChange={set('usuario')} autoComplete="email" error={errors.usuario} />
          <Field
            id="password"
            label={t('Contraseña')}
            type="password"
            value={form.password}
            onChange={set('password')}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            error={errors.password}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {mode === 'login' ? (busy ? t('Ingresando...') : t('Iniciar Sesión')) : busy ? t('Registrando...') : t('Registrarse')}
          </button>
          <FormMessage message={message} />
          <div className="auth__links">
            <button type="button" className="link-btn" onClick={toggle}>
              {mode === 'login' ? t('¿No tienes cuenta? Regístrate') : t('¿Ya tienes cuenta? Inicia sesión')}
            </button>
            <Link to="/forgot-password">{t('¿Olvidaste tu contraseña?')}</Link>
          </div>
        </form>
      </div>
    </section>
  );
}
