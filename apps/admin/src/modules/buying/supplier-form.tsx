import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { ErrorLine } from '../../lib/error-line';
import { trpc, type Outputs } from '../../lib/trpc';
import './buying.css';

type Supplier = Outputs['suppliers']['get'];
type Fields = { nombre: string; contacto: string; telefono: string; whatsapp: string; correo: string; diasEntrega: string; notas: string };
const empty: Fields = { nombre: '', contacto: '', telefono: '', whatsapp: '', correo: '', diasEntrega: '1', notas: '' };
const fieldsOf = (s: Supplier): Fields => ({ nombre: s.nombre, contacto: s.contacto ?? '', telefono: s.telefono ?? '', whatsapp: s.whatsapp ?? '', correo: s.correo ?? '', diasEntrega: String(s.diasEntrega), notas: s.notas ?? '' });

/**
 * A supplier's fields: name, contact, phone and WhatsApp (its orders' wa.me link; empty: the phone), e-mail
 * (orders by correo), lead days and notes. New (no `supplier`) or edited; the server's message shows beside
 * the field it names.
 */
export function SupplierForm({ supplier, onSaved }: { supplier?: Supplier; onSaved: (s: Supplier) => void }) {
  const utils = trpc.useUtils();
  const [f, setF] = useState<Fields>(supplier ? fieldsOf(supplier) : empty);
  const [said, setSaid] = useState('');
  const done = async (s: Supplier) => {
    setSaid(supplier ? 'Proveedor guardado.' : '');
    await utils.suppliers.invalidate();
    onSaved(s);
  };
  const create = trpc.suppliers.create.useMutation({ onSuccess: done });
  const update = trpc.suppliers.update.useMutation({ onSuccess: done });
  const error = create.error ?? update.error;
  const fieldError = (key: keyof Fields) => (error?.data as { fields?: Record<string, string> } | undefined)?.fields?.[key];
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => {
    setSaid('');
    setF((now) => ({ ...now, [key]: e.target.value }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { ...f, diasEntrega: Number(f.diasEntrega) };
    if (supplier) update.mutate({ id: supplier.id, ...input });
    else create.mutate(input);
  };
  const field = (key: keyof Fields, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label>
      {label}
      <input value={f[key]} onChange={set(key)} aria-invalid={fieldError(key) ? true : undefined} {...props} />
      {fieldError(key) && <span className="error small">{fieldError(key)}</span>}
    </label>
  );
  return (
    <form className="stack" onSubmit={submit} aria-label={supplier ? 'Datos del proveedor' : 'Nuevo proveedor'}>
      <div className="form-grid">
        {field('nombre', 'Nombre', { required: true, maxLength: 120, placeholder: 'Rancho El Sol' })}
        {field('contacto', 'Contacto', { maxLength: 120, placeholder: 'Don Sergio' })}
        {field('telefono', 'Teléfono', { type: 'tel', inputMode: 'tel', maxLength: 30, placeholder: '646 123 4567' })}
        {field('whatsapp', 'WhatsApp (si es otro)', { type: 'tel', inputMode: 'tel', maxLength: 30, placeholder: 'El del teléfono' })}
        {field('correo', 'Correo', { type: 'email', inputMode: 'email', maxLength: 254, placeholder: 'ventas@rancho.mx' })}
        {field('diasEntrega', 'Días de entrega', { type: 'number', inputMode: 'numeric', min: 0, max: 60, required: true })}
        <label className="wide">
          Notas
          <textarea rows={2} value={f.notas} maxLength={1000} onChange={set('notas')} placeholder="Horario, forma de pago, dónde entrega…" />
        </label>
      </div>
      <ErrorLine error={error} />
      <div className="actions">
        <button type="submit" disabled={create.isPending || update.isPending}>
          {supplier ? 'Guardar proveedor' : 'Crear proveedor'}
        </button>
        <span role="status" className="muted">
          {said}
        </span>
      </div>
    </form>
  );
}
