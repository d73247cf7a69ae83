import { createFileRoute } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { trpc } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';

export const Route = createFileRoute('/cuenta')({ component: AccountPage });

/** My account: two-step verification (set up, recovery codes, off) and my password. */
function AccountPage() {
  const me = trpc.auth.me.useQuery();
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">Mi cuenta</h1>
      {me.data?.needsTwoFactor && (
        <p role="alert" className="card warning">
          El dueño de la tienda pide verificación en dos pasos para usar el panel. Actívala aquí para continuar.
        </p>
      )}
      <div className="columns">
        <TwoFactor />
        <ChangePassword />
      </div>
    </section>
  );
}

function TwoFactor() {
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery();
  const status = trpc.account.twoFactor.useQuery();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const refresh = async () => {
    await utils.account.twoFactor.invalidate();
    await utils.auth.me.invalidate();
  };
  const start = trpc.account.startTwoFactor.useMutation();
  const confirm = trpc.account.confirmTwoFactor.useMutation({
    onSuccess: async (r) => {
      setCodes(r.codigos);
      setCode('');
      start.reset();
      await refresh();
    },
  });
  const newCodes = trpc.account.newRecoveryCodes.useMutation({
    onSuccess: (r) => {
      setCodes(r.codigos);
      setPassword('');
    },
  });
  const disable = trpc.account.disableTwoFactor.useMutation({
    onSuccess: async () => {
      setPassword('');
      setCodes(null);
      await refresh();
    },
  });
  const error = start.error ?? confirm.error ?? newCodes.error ?? disable.error;

  return (
    <div className="card stack" aria-labelledby="tfa-title">
      <h2 id="tfa-title">Verificación en dos pasos</h2>
      {status.data && (
        <p>
          {status.data.activo ? (
            <>
              <span className="state state-entregado">Activa</span> · te quedan {status.data.codigosRestantes} códigos de recuperación
            </>
          ) : (
            <>
              <span className="state">Desactivada</span> · al entrar solo se pide tu contraseña
            </>
          )}
          {status.data.obligatorio && <span className="muted"> · obligatoria en esta tienda</span>}
        </p>
      )}

      {codes && (
        <div className="recovery" aria-labelledby="codes-title">
          <h3 id="codes-title">Tus códigos de recuperación</h3>
          <p className="print-only">
            {document.title.replace(/^Panel — /, '')} · {me.data?.email} · {new Date().toLocaleDateString('es-MX')}
          </p>
          <p className="muted">Guárdalos en un lugar seguro (imprímelos o cópialos). Cada uno sirve una sola vez si pierdes tu teléfono; no se volverán a mostrar.</p>
          <ol className="codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <div className="actions">
            <button type="button" className="secondary" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
              Copiar
            </button>
            <button type="button" className="secondary" onClick={() => window.print()}>
              Imprimir
            </button>
            <button type="button" onClick={() => setCodes(null)}>
              Ya los guardé
            </button>
          </div>
        </div>
      )}

      {status.data && !status.data.activo && !start.data && (
        <button type="button" onClick={() => start.mutate()} disabled={start.isPending}>
          Activar verificación en dos pasos
        </button>
      )}

      {status.data && !status.data.activo && start.data && (
        <form
          className="stack"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            confirm.mutate({ codigo: code });
          }}
        >
          <p>1. Escanea este código con tu app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).</p>
          <img className="qr" src={`data:image/svg+xml;utf8,${encodeURIComponent(start.data.qrSvg)}`} alt="Código QR para tu app de autenticación" width={180} height={180} />
          <p className="muted">
            ¿No puedes escanear? Escribe esta clave en la app: <code className="secret">{start.data.secreto.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <label>
            2. Escribe el código de 6 dígitos que muestra la app
            <input inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          </label>
          <button type="submit" disabled={confirm.isPending}>
            Confirmar y activar
          </button>
        </form>
      )}

      {status.data?.activo && (
        <form className="stack" onSubmit={(e) => e.preventDefault()}>
          <label>
            Tu contraseña (para cambiar la verificación)
            <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          <div className="actions">
            <button type="button" className="secondary" disabled={!password || newCodes.isPending} onClick={() => newCodes.mutate({ password })}>
              Nuevos códigos de recuperación
            </button>
            {!status.data.obligatorio && (
              <button type="button" className="danger" disabled={!password || disable.isPending} onClick={() => disable.mutate({ password })}>
                Desactivar
              </button>
            )}
          </div>
        </form>
      )}
      <ErrorLine error={error} />
    </div>
  );
}

function ChangePassword() {
  const [form, setForm] = useState({ actual: '', nueva: '', repetir: '' });
  const [mismatch, setMismatch] = useState(false);
  const change = trpc.account.changePassword.useMutation({ onSuccess: () => setForm({ actual: '', nueva: '', repetir: '' }) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMismatch(form.nueva !== form.repetir);
    if (form.nueva === form.repetir) change.mutate({ actual: form.actual, nueva: form.nueva });
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="password-title">
      <h2 id="password-title">Cambiar contraseña</h2>
      <label>
        Contraseña actual
        <input type="password" autoComplete="current-password" required value={form.actual} onChange={(e) => setForm({ ...form, actual: e.target.value })} />
      </label>
      <label>
        Contraseña nueva
        <input type="password" autoComplete="new-password" required minLength={8} value={form.nueva} onChange={(e) => setForm({ ...form, nueva: e.target.value })} />
      </label>
      <label>
        Repite la contraseña nueva
        <input type="password" autoComplete="new-password" required value={form.repetir} onChange={(e) => setForm({ ...form, repetir: e.target.value })} />
      </label>
      {mismatch && (
        <p role="alert" className="error">
          Las contraseñas nuevas no coinciden.
        </p>
      )}
      <ErrorLine error={change.error} />
      {change.data && <p role="status">{change.data.message}</p>}
      <button type="submit" disabled={change.isPending}>
        Cambiar contraseña
      </button>
    </form>
  );
}
