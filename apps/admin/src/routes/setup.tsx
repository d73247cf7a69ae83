import { z } from 'zod';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { trpc } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';

export const Route = createFileRoute('/setup')({
  validateSearch: z.object({ token: z.string().catch('') }),
  component: SetupPage,
});

/** The one-time link printed by the server at its first start: the owner's account. */
function SetupPage() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [form, setForm] = useState({ nombre: '', email: '', password: '' });
  const setup = trpc.auth.setup.useMutation({
    onSuccess: async () => {
      await utils.auth.me.invalidate();
      await navigate({ to: '/pedidos', search: { pagina: 1 } });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setup.mutate({ token, ...form });
  };
  const field = (key: keyof typeof form) => ({ value: form[key], onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }) });
  if (!token) return <p className="card narrow">Abre el enlace completo que el servidor mostró al iniciar, o crea la cuenta con «pnpm admin:create-owner».</p>;
  return (
    <form className="card narrow" onSubmit={submit} aria-labelledby="setup-title">
      <h1 id="setup-title">Crea la cuenta del dueño</h1>
      <p className="muted">Este enlace funciona una sola vez. Con esta cuenta podrás invitar a tu equipo.</p>
      <label>
        Nombre
        <input autoComplete="name" required minLength={2} {...field('nombre')} autoFocus />
      </label>
      <label>
        Correo
        <input type="email" autoComplete="username" required {...field('email')} />
      </label>
      <label>
        Contraseña (mínimo 8 caracteres)
        <input type="password" autoComplete="new-password" required minLength={8} {...field('password')} />
      </label>
      <ErrorLine error={setup.error} />
      <button type="submit" disabled={setup.isPending}>
        Crear cuenta y entrar
      </button>
    </form>
  );
}
