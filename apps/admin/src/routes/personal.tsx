import { createFileRoute } from '@tanstack/react-router';
import { STAFF_ROLES, type StaffRole } from '@huerta/contracts';
import { useState, type FormEvent } from 'react';
import { when } from '../lib/dates';
import { messageOf, trpc, type Outputs } from '../lib/trpc';
import { DataTable, col } from '../lib/data-table';
import { ErrorLine } from '../lib/error-line';

export const Route = createFileRoute('/personal')({ component: StaffPage });

type Member = Outputs['staff']['list'][number];

/** The owner's screen: who works in the panel, with which role, and where they are signed in. */
function StaffPage() {
  const utils = trpc.useUtils();
  const staff = trpc.staff.list.useQuery();
  const [notice, setNotice] = useState('');
  const update = trpc.staff.update.useMutation({
    onSuccess: async () => {
      setNotice('Cambios guardados.');
      await utils.staff.invalidate();
    },
    onError: (e) => setNotice(messageOf(e)),
  });
  const resetTwoFactor = trpc.staff.resetTwoFactor.useMutation({
    onSuccess: async (r) => {
      setNotice(r.message);
      await utils.staff.invalidate();
    },
    onError: (e) => setNotice(messageOf(e)),
  });
  const [open, setOpen] = useState<number | null>(null);
  const resetAsked = (s: Member) => {
    if (window.confirm(`¿Restablecer la verificación en dos pasos de ${s.nombre}? Deberá configurarla de nuevo (por ejemplo, si perdió su teléfono).`)) resetTwoFactor.mutate({ id: s.id });
  };
  const columns = [
    col<Member>('nombre', 'Nombre', (s) => s.nombre),
    col<Member>('correo', 'Correo', (s) => s.email),
    col<Member>('rol', 'Rol', (s) => (
      <select aria-label={`Rol de ${s.nombre}`} value={s.rol} onChange={(e) => update.mutate({ id: s.id, rol: e.target.value as StaffRole })}>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
    )),
    col<Member>('activo', 'Activo', (s) => <input type="checkbox" aria-label={`${s.nombre} activo`} checked={s.activo} onChange={(e) => update.mutate({ id: s.id, activo: e.target.checked })} />),
    col<Member>('dosPasos', 'Dos pasos', (s) =>
      s.dosPasos ? (
        <>
          Activa{' '}
          <button type="button" className="link" onClick={() => resetAsked(s)}>
            Restablecer
          </button>
        </>
      ) : (
        <span className="muted">No</span>
      ),
    ),
    col<Member>('sesiones', 'Sesiones', (s) => (
      <>
        <button type="button" className="link" aria-expanded={open === s.id} onClick={() => setOpen(open === s.id ? null : s.id)}>
          Ver
        </button>
        {open === s.id && <Sessions id={s.id} />}
      </>
    )),
  ];
  if (staff.error) return <ErrorLine error={staff.error} />;
  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">Personal</h1>
      <p role="status" className="notice">
        {notice}
      </p>
      <DataTable className="staff-table" data={staff.data ?? []} columns={columns} rowKey={(s) => s.id} />
      <TwoFactorPolicy />
      <AddStaff />
    </section>
  );
}

/** The owner's switch: everyone must use two-step verification (their own comes first). */
function TwoFactorPolicy() {
  const utils = trpc.useUtils();
  const policy = trpc.staff.twoFactorPolicy.useQuery();
  const set = trpc.staff.setTwoFactorPolicy.useMutation({ onSuccess: () => utils.staff.twoFactorPolicy.invalidate() });
  if (!policy.data) return null;
  return (
    <div className="card">
      <label className="inline">
        <input type="checkbox" checked={set.isPending ? set.variables.obligatorio : policy.data.obligatorio} onChange={(e) => set.mutate({ obligatorio: e.target.checked })} />
        Verificación en dos pasos obligatoria para todo el personal
      </label>
      <p className="muted">Quien no la tenga activa solo podrá entrar a «Mi cuenta» hasta activarla.</p>
      <ErrorLine error={set.error} />
    </div>
  );
}

function Sessions({ id }: { id: number }) {
  const utils = trpc.useUtils();
  const sessions = trpc.staff.sessions.useQuery({ id });
  const revoke = trpc.staff.revokeSession.useMutation({ onSuccess: () => utils.staff.sessions.invalidate() });
  if (!sessions.data) return null;
  if (sessions.data.length === 0) return <p className="muted">Sin sesiones abiertas.</p>;
  return (
    <ul>
      {sessions.data.map((s) => (
        <li key={s.sesion}>
          {when(s.ultimoUso)} · {s.ip ?? '—'}{' '}
          <button type="button" className="link" onClick={() => revoke.mutate({ sesion: s.sesion })}>
            Cerrar
          </button>
        </li>
      ))}
    </ul>
  );
}

function AddStaff() {
  const utils = trpc.useUtils();
  const [form, setForm] = useState({ nombre: '', email: '', rol: 'empleado' as StaffRole, password: '' });
  const add = trpc.staff.add.useMutation({
    onSuccess: async () => {
      setForm({ nombre: '', email: '', rol: 'empleado', password: '' });
      await utils.staff.invalidate();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(form);
  };
  return (
    <form className="card filters" onSubmit={submit} aria-labelledby="add-staff-title">
      <h2 id="add-staff-title" className="full">
        Agregar a alguien
      </h2>
      <label>
        Nombre
        <input required minLength={2} value={form.nombre} onChange={(e) => setForm({ ...form, nombre: e.target.value })} />
      </label>
      <label>
        Correo
        <input type="email" required value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
      </label>
      <label>
        Rol
        <select value={form.rol} onChange={(e) => setForm({ ...form, rol: e.target.value as StaffRole })}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <label>
        Contraseña inicial
        <input type="password" autoComplete="new-password" required minLength={8} value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
      </label>
      <button type="submit" disabled={add.isPending}>
        Agregar
      </button>
      <ErrorLine error={add.error} className="full" />
    </form>
  );
}
