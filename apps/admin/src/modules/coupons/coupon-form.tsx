import { COUPON_KIND_LABELS, COUPON_KINDS, type CouponKind } from '@huerta/contracts/rules';
import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { ErrorLine } from '../../lib/error-line';
import { SAVE_KEYS, useSaveShortcut } from '../../lib/save-shortcut';
import { trpc, type Outputs } from '../../lib/trpc';
import './coupons.css';

type Coupon = Outputs['coupons']['list'][number];
type Fields = { codigo: string; descripcion: string; tipo: CouponKind; valor: string; minimo: string; desde: string; hasta: string; usosMax: string; usosPorCliente: string; primerPedido: boolean; zonas: number[]; categorias: number[]; clientes: string; activo: boolean };
const empty: Fields = { codigo: '', descripcion: '', tipo: 'porcentaje', valor: '', minimo: '', desde: '', hasta: '', usosMax: '', usosPorCliente: '1', primerPedido: false, zonas: [], categorias: [], clientes: '', activo: true };
const pesos = (c: number | null) => (c === null ? '' : String(c / 100));
const fieldsOf = (c: Coupon): Fields => ({
  codigo: c.codigo,
  descripcion: c.descripcion ?? '',
  tipo: c.tipo,
  valor: c.tipo === 'monto' ? pesos(c.valor) : c.tipo === 'porcentaje' ? String(c.valor) : '',
  minimo: pesos(c.minimoCentavos),
  desde: c.desde ?? '',
  hasta: c.hasta ?? '',
  usosMax: c.usosMax === null ? '' : String(c.usosMax),
  usosPorCliente: c.usosPorCliente === null ? '' : String(c.usosPorCliente),
  primerPedido: c.primerPedido,
  zonas: c.zonas,
  categorias: c.categorias,
  clientes: c.clientes.join(', '),
  activo: c.activo,
});
const CATEGORIES = [
  [1, 'Frutas'],
  [2, 'Vegetales'],
  [3, 'Varios'],
] as const;
const centavos = (s: string) => (s.trim() === '' ? null : Math.round(Number(s) * 100));
const count = (s: string) => (s.trim() === '' ? null : Number(s));

/** The refusals this form shows beside their field (the server's `fields` keys). */
const FIELD_KEYS = ['codigo', 'descripcion', 'valor', 'minimoCentavos', 'desde', 'hasta', 'usosMax', 'usosPorCliente', 'clientes', 'categorias', 'zonas'];

/**
 * A discount code's fields, new (no `coupon`) or edited: kind and value, minimum, dates, limits and who or
 * where it is for. The server checks everything; its message shows beside the field it names. Ctrl+S saves.
 */
export function CouponForm({ coupon, onDone }: { coupon?: Coupon; onDone: () => void }) {
  const utils = trpc.useUtils();
  const zones = trpc.delivery.zones.useQuery();
  const [f, setF] = useState<Fields>(coupon ? fieldsOf(coupon) : empty);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const done = async () => {
    await utils.coupons.invalidate();
    onDone();
  };
  const create = trpc.coupons.create.useMutation({ onSuccess: done });
  const update = trpc.coupons.update.useMutation({ onSuccess: done });
  const error = create.error ?? update.error;
  const fieldError = (key: string) => (error?.data as { fields?: Record<string, string> } | undefined)?.fields?.[key];
  // A refusal shown beside its field is not said a second time under the form (only what no field shows is).
  const fields = (error?.data as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  const besideAField = Object.keys(fields).length > 0 && Object.keys(fields).every((k) => FIELD_KEYS.includes(k) && (k !== 'valor' || f.tipo !== 'envio_gratis'));
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setF((now) => ({ ...now, [key]: value }));
  const toggle = (key: 'zonas' | 'categorias', id: number) => set(key, f[key].includes(id) ? f[key].filter((x) => x !== id) : [...f[key], id]);
  const save = () => {
    const input = {
      codigo: f.codigo,
      descripcion: f.descripcion,
      tipo: f.tipo,
      valor: f.tipo === 'monto' ? (centavos(f.valor) ?? 0) : f.tipo === 'porcentaje' ? Number(f.valor || 0) : 0,
      minimoCentavos: centavos(f.minimo),
      desde: f.desde || null,
      hasta: f.hasta || null,
      usosMax: count(f.usosMax),
      usosPorCliente: count(f.usosPorCliente),
      primerPedido: f.primerPedido,
      zonas: f.zonas,
      categorias: f.categorias,
      clientes: f.clientes.split(/[\s,]+/).filter(Boolean).map(Number),
      activo: f.activo,
    };
    if (coupon) update.mutate({ id: coupon.id, ...input });
    else create.mutate(input);
  };
  useSaveShortcut(save);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save();
  };
  const input = (key: keyof Fields, label: string, errorKey: string, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label>
      {label}
      <input value={String(f[key])} onChange={(e) => set(key, e.target.value as never)} aria-invalid={fieldError(errorKey) ? true : undefined} {...props} />
      {fieldError(errorKey) && <span className="error small" role="alert">{fieldError(errorKey)}</span>}
    </label>
  );
  return (
    <form className="stack coupon-form" onSubmit={submit} aria-label={coupon ? `Editar cupón ${coupon.codigo}` : 'Nuevo cupón'}>
      <div className="form-grid">
        <label>
          Código
          <input ref={first} value={f.codigo} onChange={(e) => set('codigo', e.target.value.toUpperCase())} required maxLength={30} placeholder="BIENVENIDA" autoCapitalize="characters" spellCheck={false} aria-invalid={fieldError('codigo') ? true : undefined} />
          {fieldError('codigo') && <span className="error small" role="alert">{fieldError('codigo')}</span>}
        </label>
        {input('descripcion', 'Descripción (solo para ti)', 'descripcion', { maxLength: 200, placeholder: 'Primer pedido, 10 %' })}
        <label>
          Tipo
          <select value={f.tipo} onChange={(e) => set('tipo', e.target.value as CouponKind)}>
            {COUPON_KINDS.map((k) => (
              <option key={k} value={k}>
                {COUPON_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        {f.tipo !== 'envio_gratis' && input('valor', f.tipo === 'porcentaje' ? 'Porcentaje (%)' : 'Monto ($)', 'valor', { type: 'number', inputMode: 'decimal', min: f.tipo === 'porcentaje' ? 1 : 0.01, max: f.tipo === 'porcentaje' ? 100 : undefined, step: f.tipo === 'porcentaje' ? 1 : 0.01, required: true })}
        {input('minimo', 'Subtotal mínimo ($)', 'minimoCentavos', { type: 'number', inputMode: 'decimal', min: 0.01, step: 0.01, placeholder: 'Sin mínimo' })}
        {input('desde', 'Válido desde', 'desde', { type: 'date' })}
        {input('hasta', 'Válido hasta', 'hasta', { type: 'date' })}
        {input('usosMax', 'Usos en total', 'usosMax', { type: 'number', inputMode: 'numeric', min: 1, placeholder: 'Sin límite' })}
        {input('usosPorCliente', 'Usos por cliente', 'usosPorCliente', { type: 'number', inputMode: 'numeric', min: 1, placeholder: 'Sin límite' })}
        {input('clientes', 'Solo para clientes (números)', 'clientes', { placeholder: 'Todos', inputMode: 'numeric' })}
        <label className="check">
          <input type="checkbox" checked={f.primerPedido} onChange={(e) => set('primerPedido', e.target.checked)} /> Solo primer pedido
        </label>
        <label className="check">
          <input type="checkbox" checked={f.activo} onChange={(e) => set('activo', e.target.checked)} /> Activo
        </label>
        <fieldset className="wide">
          <legend>Categorías (ninguna: todas)</legend>
          {CATEGORIES.map(([id, nombre]) => (
            <label key={id} className="check">
              <input type="checkbox" checked={f.categorias.includes(id)} onChange={() => toggle('categorias', id)} /> {nombre}
            </label>
          ))}
          {fieldError('categorias') && <span className="error small" role="alert">{fieldError('categorias')}</span>}
        </fieldset>
        <fieldset className="wide">
          <legend>Zonas (ninguna: todas)</legend>
          {zones.data?.map((z) => (
            <label key={z.id} className="check">
              <input type="checkbox" checked={f.zonas.includes(z.id)} onChange={() => toggle('zonas', z.id)} /> {z.nombre}
            </label>
          ))}
          {fieldError('zonas') && <span className="error small" role="alert">{fieldError('zonas')}</span>}
        </fieldset>
      </div>
      <ErrorLine error={besideAField ? null : error} />
      <div className="actions">
        <button type="submit" disabled={create.isPending || update.isPending}>
          {coupon ? 'Guardar cupón' : 'Crear cupón'}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          Cancelar
        </button>
        <span className="muted small">{SAVE_KEYS} guarda</span>
      </div>
    </form>
  );
}
