import { useState, type FormEvent } from 'react';
import { notify } from '../../lib/notify';
import type { User } from '@huerta/contracts';
import { errorMessage } from '../../lib/errors';
import { saveUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { Field } from '../../modules/layout/field';

export function AccountEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const [form, setForm] = useState({
    telefono: user.telefono ?? '',
    direccion: user.direccion ?? '',
    direccion_facturacion: user.direccion_facturacion ?? '',
  });
  const [error, setError] = useState('');
  const update = trpc.account.update.useMutation();
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError('');
    try {
      saveUser(await update.mutateAsync(form));
      notify.success('Tus datos se guardaron.');
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'Error al enviar la petición. Intenta de nuevo.'));
    }
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <Field id="telefono" label="Teléfono" type="tel" value={form.telefono} onChange={set('telefono')} autoComplete="tel" />
      <Field id="direccion" label="Dirección de envío" value={form.direccion} onChange={set('direccion')} autoComplete="street-address" />
      <Field id="direccion_facturacion" label="Dirección de facturación" value={form.direccion_facturacion} onChange={set('direccion_facturacion')} />
      {error && (
        <p className="msg msg--error" role="alert">
          {error}
        </p>
      )}
      <div className="account__actions">
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          {update.isPending ? 'Guardando...' : 'Guardar'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
