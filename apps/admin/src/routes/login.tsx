import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { trpc } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';

export const Route = createFileRoute('/login')({ component: LoginPage });

/** Password first; an account with two-step verification then asks for the app's code (or a recovery code). */
function LoginPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [codigo, setCodigo] = useState('');
  const [askCode, setAskCode] = useState(false);
  const login = trpc.auth.login.useMutation({
    onSuccess: async (result) => {
      if ('paso' in result) {
        setAskCode(true);
        return;
      }
      await utils.auth.me.invalidate();
      // A driver's day starts on their route (the rest of the panel is not theirs).
      if (result.rol === 'repartidor') await navigate({ to: '/ruta' });
      else await navigate({ to: '/pedidos', search: { pagina: 1 } });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate({ email, password, ...(askCode ? { codigo } : {}) });
  };
  return (
    <form className="card narrow" onSubmit={submit} aria-labelledby="login-title">
      <h1 id="login-title">Iniciar sesión</h1>
      {!askCode ? (
        <>
          <label>
            Correo
            <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
          </label>
          <label>
            Contraseña
            <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
        </>
      ) : (
        <label>
          Código de verificación
          <span className="muted">Escribe el código de 6 dígitos de tu app de autenticación, o uno de tus códigos de recuperación.</span>
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            minLength={6}
            maxLength={20}
            value={codigo}
            onChange={(e) => setCodigo(e.target.value)}
            autoFocus
          />
        </label>
      )}
      <ErrorLine error={login.error} />
      <button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Entrando…' : askCode ? 'Verificar' : 'Entrar'}
      </button>
      {askCode && (
        <button
          type="button"
          className="link"
          onClick={() => {
            setAskCode(false);
            setCodigo('');
            login.reset();
          }}
        >
          Volver
        </button>
      )}
    </form>
  );
}
