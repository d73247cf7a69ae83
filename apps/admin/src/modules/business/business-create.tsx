import { GIROS, GIRO_LABELS, type Giro } from '@huerta/contracts';
import { useState, type FormEvent } from 'react';
import { messageOf, trpc } from '../../lib/trpc';

const EMPTY = { email: '', giro: 'restaurante' as Giro, razon_social: '', rfc: '', contacto: '', ventana: '' };

/** «Dar de alta un negocio»: the owner registers a customer's existing account as an approved business. */
export function BusinessCreate({ onResult }: { onResult: (text: string) => void }) {
  const utils = trpc.useUtils();
  const [f, setF] = useState(EMPTY);
  const create = trpc.businesses.create.useMutation({
    onSuccess: async (r) => {
      onResult(r.mensaje);
      setF(EMPTY);
      await utils.businesses.invalidate();
    },
    onError: (error) => onResult(messageOf(error)),
  });
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setF((now) => ({ ...now, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ ...f, ...(f.ventana.trim() ? {} : { ventana: undefined }) });
  };
  return (
    <details className="card no-print">
      <summary>Dar de alta un negocio</summary>
      <form className="form-grid" onSubmit={submit}>
        <label>
          Correo de su cuenta
          <input type="email" required value={f.email} onChange={set('email')} />
        </label>
        <label>
          Giro
          <select value={f.giro} onChange={set('giro')}>
            {GIROS.map((g) => (
              <option key={g} value={g}>
                {GIRO_LABELS[g]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Razón social
          <input required value={f.razon_social} onChange={set('razon_social')} />
        </label>
        <label>
          RFC
          <input required value={f.rfc} onChange={set('rfc')} />
        </label>
        <label>
          Contacto
          <input required value={f.contacto} onChange={set('contacto')} />
        </label>
        <label>
          Entrega habitual
          <input value={f.ventana} onChange={set('ventana')} />
        </label>
        <div className="actions">
          <button type="submit" disabled={create.isPending}>
            Dar de alta (aprobado)
          </button>
        </div>
      </form>
    </details>
  );
}
