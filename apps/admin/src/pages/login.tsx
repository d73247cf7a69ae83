import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { messageOf, trpc } from '../trpc';

export function LoginPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = trpc.auth.login.useMutation({
    onSuccess: async () => {
      await utils.auth.me.invalidate();
      await navigate({ to: '/pedidos', search: { pagina: 1 } });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate({ email, password });
  };
  return (
    <form className="card narrow" onSubmit={submit} aria-labelledby="login-title">
      <h1 id="login-title">Iniciar sesión</h1>
      <label>
        Correo
        <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
      </label>
      <label>
        Contraseña
        <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {login.error && (
        <p role="alert" className="error">
          {messageOf(login.error)}
        </p>
      )}
      <button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Entrando…' : 'Entrar'}
      </button>
    </form>
  );
}
