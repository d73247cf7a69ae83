import type { StandingFrequency, StandingOrderView, StandingPayment, Substitution } from '@huerta/contracts';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { useCart } from '../cart/cart-store';
import { lineWeight } from '../cart/weight-label';
import { useConfig } from '../layout/use-config';
import { windowLabel } from '../delivery/delivery-labels';
import { SubstitutionSelect } from '../cart/substitution-select';
import { FREQUENCIES } from './frequencies';

export const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const PAYMENTS: Record<StandingPayment, string> = { tarjeta: 'Tarjeta guardada', credito: 'A crédito', contra_entrega: 'Pago contra entrega' };

type Line = StandingOrderView['productos'][number];
export interface StandingChanges {
  frecuencia: StandingFrequency;
  dias_semana: number[];
  ventana?: string;
  productos: { id: number; items: number; sustitucion?: Substitution }[];
  metodo_pago?: StandingPayment;
}

/**
 * A standing order's editor (issue 34): its lines (quantity, what to do if sold out, remove, or all replaced
 * by the cart's), weekday and frequency, and — from the account only — how it is paid. The server checks
 * every change (products sold, a weekday the zone delivers, a payment the account may use).
 */
export function StandingEditor({ plan, payments, busy, onSave, onCancel }: { plan: StandingOrderView; payments?: StandingPayment[]; busy: boolean; onSave: (changes: StandingChanges) => void; onCancel?: () => void }) {
  const id = useId();
  const cart = useCart();
  const [lines, setLines] = useState<Line[]>(plan.productos);
  const [frecuencia, setFrecuencia] = useState(plan.frecuencia);
  const [dias, setDias] = useState<number[]>(plan.dias_semana);
  const toggleDay = (d: number) => setDias((ds) => (ds.includes(d) ? ds.filter((x) => x !== d) : [...ds, d].sort((x, y) => x - y)));
  const [metodo, setMetodo] = useState(plan.metodo_pago);
  const windows = useConfig()?.entregas.ventanas ?? [];
  const [ventana, setVentana] = useState(plan.ventana ?? windows[0]?.id ?? '');
  const change = (i: number, patch: Partial<Line>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    onSave({
      frecuencia,
      dias_semana: dias,
      ...(ventana ? { ventana } : {}),
      productos: lines.map((l) => ({ id: l.id, items: l.items, ...(l.sustitucion ? { sustitucion: l.sustitucion } : {}) })),
      ...(payments ? { metodo_pago: metodo } : {}),
    });
  }
  return (
    <form className="standing-editor" onSubmit={onSubmit} aria-label={t('Modificar pedido recurrente')}>
      <div className="standing-editor__when">
        <span className="standing-editor__label" id={`${id}-dias`}>
          {t('Días de entrega')}
        </span>
        <div className="standing-editor__days" role="group" aria-labelledby={`${id}-dias`}>
          {/* The days its zone is delivered (and any it has now, so one can be unticked). */}
          {WEEKDAYS.map((name, d) =>
            plan.dias_posibles.includes(d) || dias.includes(d) ? (
              <label key={name}>
                <input type="checkbox" checked={dias.includes(d)} disabled={dias.length === 1 && dias[0] === d} onChange={() => toggleDay(d)} />
                {t(name)}
              </label>
            ) : null,
          )}
        </div>
        {windows.length > 1 && (
          <>
            <label htmlFor={`${id}-win`}>{t('Horario')}</label>
            <select id={`${id}-win`} value={ventana} onChange={(e) => setVentana(e.target.value)}>
              {windows.map((w) => (
                <option key={w.id} value={w.id}>
                  {windowLabel(w.nombre)}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={`${id}-freq`}>{t('Frecuencia')}</label>
        <select id={`${id}-freq`} value={frecuencia} onChange={(e) => setFrecuencia(e.target.value as StandingFrequency)}>
          {Object.entries(FREQUENCIES).map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
        {payments && (
          <>
            <label htmlFor={`${id}-pay`}>{t('Forma de pago')}</label>
            <select id={`${id}-pay`} value={metodo} onChange={(e) => setMetodo(e.target.value as StandingPayment)}>
              {payments.map((p) => (
                <option key={p} value={p}>
                  {t(PAYMENTS[p])}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      <table className="standing-editor__lines">
        <thead>
          <tr>
            <th scope="col">{t('Producto')}</th>
            <th scope="col">{t('Cantidad')}</th>
            <th scope="col">{t('Si se agota')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('Quitar')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={l.id}>
              <td>{l.nombre}</td>
              <td>
                <input type="number" inputMode="numeric" min={1} max={999} aria-label={t('Cantidad de {nombre}', { nombre: l.nombre })} value={l.items} onChange={(e) => change(i, { items: Math.max(1, Math.min(999, Math.round(Number(e.target.value) || 1))) })} />
                {/* Sold by weight, the quantity is in steps (or pieces): what it weighs, beside it. */}
                {lineWeight(l) && <span className="standing-editor__weight">{lineWeight(l)}</span>}
              </td>
              <td>
                <SubstitutionSelect aria-label={t('Si se agota {nombre}', { nombre: l.nombre })} value={l.sustitucion} onPick={(sust) => change(i, { sustitucion: sust ?? null })} />
              </td>
              <td>
                <button type="button" className="btn btn--ghost" disabled={lines.length === 1} aria-label={t('Quitar {nombre}', { nombre: l.nombre })} onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}>
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="standing__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('Guardando…') : t('Guardar cambios')}
        </button>
        {cart.lines.length > 0 && (
          <button type="button" className="btn btn--ghost" onClick={() => setLines(cart.lines.map((l) => ({ id: l.id, items: l.items, nombre: l.nombre, sustitucion: l.sustitucion ?? null, ...(l.venta ? { venta: l.venta } : {}) })))}>
            {t('Usar los productos de mi carrito')}
          </button>
        )}
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('Cancelar')}
          </button>
        )}
      </div>
    </form>
  );
}
