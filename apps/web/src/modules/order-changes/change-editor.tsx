import type { Product } from '@huerta/contracts';
import { searchMatcher, toCentavos } from '@huerta/contracts/rules';
import { useEffect, useId, useState } from 'react';
import { money } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCatalogue } from '../catalog/use-catalogue';
import { dayLabel, windowLabel } from '../delivery/delivery-labels';
import { FormMessage } from '../layout/form-message';

export interface ChangeView {
  id: number;
  version: number;
  dia_entrega: string | null;
  ventana: string | null;
  dias: string[];
  ventanas: { id: string; nombre: string }[];
  lineas: { producto_id: number; nombre: string; items: number; precio: number; total: number; por_peso: boolean }[];
  total: number;
  hasta: string;
}
type Line = { id: number; nombre: string; items: number; precio: number; porPeso: boolean };

/**
 * «Modificar pedido» (issue 47): the order's lines, each with − / + / «Quitar», products added by search, the
 * day and window; the totals and what happens to the money come from the server's preview (never computed
 * here), and «Guardar cambios» sends the lines and the version the shopper saw.
 */
export function ChangeEditor({ order, enlace, onSaved }: { order: ChangeView; enlace?: string; onSaved: (r: { mensaje: string; pagar: string | null }) => void }) {
  const id = useId();
  const [lines, setLines] = useState<Line[]>(order.lineas.map((l) => ({ id: l.producto_id, nombre: l.nombre, items: l.items, precio: l.precio, porPeso: l.por_peso })));
  const [dia, setDia] = useState(order.dia_entrega ?? '');
  const [ventana, setVentana] = useState(order.ventana ?? '');
  const [query, setQuery] = useState('');
  const products = useCatalogue().products ?? [];
  const found: Product[] = query.trim().length >= 2 ? products.filter((p) => searchMatcher(query)(p.nombre) && !lines.some((l) => l.id === p.id)).slice(0, 5) : [];
  const preview = trpc.orderChange.preview.useMutation();
  const save = trpc.orderChange.save.useMutation({ onSuccess: (r) => onSaved(r) });
  const input = {
    pedido_id: order.id,
    version: order.version,
    productos: lines.map((l) => ({ id: l.id, items: l.items })),
    ...(dia && ventana && order.ventanas.length ? { dia_entrega: dia, ventana } : {}),
    ...(enlace ? { enlace } : {}),
  };
  const key = JSON.stringify(input);
  const changed = key !== JSON.stringify({ ...input, productos: order.lineas.map((l) => ({ id: l.producto_id, items: l.items })), ...(order.dia_entrega && order.ventana && order.ventanas.length ? { dia_entrega: order.dia_entrega, ventana: order.ventana } : {}) });
  // The server prices every proposal (a short pause after the last tap).
  useEffect(() => {
    if (!changed || lines.length === 0) return;
    const timer = setTimeout(() => preview.mutate(input), 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const setItems = (pid: number, items: number) => setLines((ls) => ls.map((l) => (l.id === pid ? { ...l, items: Math.max(1, Math.min(999, items)) } : l)));
  const shown = changed && preview.data && !preview.isPending ? preview.data : null;
  return (
    <form
      className="change-editor"
      aria-label={t('Modificar pedido')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(input);
      }}
    >
      <p className="muted">{t('Puedes cambiarlo hasta las {hasta}.', { hasta: order.hasta })}</p>
      <ul className="change-editor__lines">
        {lines.map((l) => (
          <li key={l.id} className="change-editor__line">
            <span className="change-editor__name">
              {l.nombre} <span className="muted">{l.porPeso ? t('{precio} por kg', { precio: money(toCentavos(l.precio)) }) : t('{precio} c/u', { precio: money(toCentavos(l.precio)) })}</span>
            </span>
            <span className="change-editor__qty">
              <button type="button" className="btn btn--ghost" aria-label={t('Uno menos de {nombre}', { nombre: l.nombre })} disabled={l.items <= 1} onClick={() => setItems(l.id, l.items - 1)}>
                −
              </button>
              <input type="number" inputMode="numeric" min={1} max={999} aria-label={t('Cantidad de {nombre}', { nombre: l.nombre })} value={l.items} onChange={(e) => setItems(l.id, Math.round(Number(e.target.value) || 1))} />
              <button type="button" className="btn btn--ghost" aria-label={t('Uno más de {nombre}', { nombre: l.nombre })} onClick={() => setItems(l.id, l.items + 1)}>
                +
              </button>
            </span>
            <button type="button" className="btn btn--ghost change-editor__remove" disabled={lines.length === 1} onClick={() => setLines((ls) => ls.filter((x) => x.id !== l.id))}>
              {t('Quitar')}
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={`${id}-q`} className="change-editor__label">
        {t('Agregar productos')}
      </label>
      <input id={`${id}-q`} type="search" className="change-editor__search" placeholder={t('Busca un producto')} value={query} onChange={(e) => setQuery(e.target.value)} />
      {found.length > 0 && (
        <ul className="change-editor__found">
          {found.map((p) => (
            <li key={p.id}>
              <span>
                {p.nombre} <span className="muted">{money(toCentavos(p.precio))}</span>
              </span>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => {
                  setLines((ls) => [...ls, { id: p.id, nombre: p.nombre, items: 1, precio: p.precio, porPeso: Boolean(p.venta) }]);
                  setQuery('');
                }}
              >
                {t('Agregar {nombre}', { nombre: p.nombre })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {order.ventanas.length > 0 && order.dias.length > 0 && (
        <div className="change-editor__when">
          <label htmlFor={`${id}-dia`}>{t('Día de entrega')}</label>
          <select id={`${id}-dia`} value={dia} onChange={(e) => setDia(e.target.value)}>
            {order.dias.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-win`}>{t('Horario')}</label>
          <select id={`${id}-win`} value={ventana} onChange={(e) => setVentana(e.target.value)}>
            {order.ventanas.map((w) => (
              <option key={w.id} value={w.id}>
                {windowLabel(w.nombre)}
              </option>
            ))}
          </select>
        </div>
      )}
      <dl className="change-editor__totals" aria-live="polite">
        <div>
          <dt>{t('Total antes')}</dt>
          <dd>{money(toCentavos(order.total))}</dd>
        </div>
        {shown && (
          <>
            {shown.cupon && !shown.cupon.aviso && shown.descuento > 0 && (
              <div>
                <dt>{t('Descuento ({codigo})', { codigo: shown.cupon.codigo })}</dt>
                <dd>−{money(toCentavos(shown.descuento))}</dd>
              </div>
            )}
            <div>
              <dt>{t('Envío')}</dt>
              <dd>{shown.envio === 0 ? t('Gratis') : money(toCentavos(shown.envio))}</dd>
            </div>
            <div className="change-editor__new">
              <dt>{t('Nuevo total')}</dt>
              <dd>{money(toCentavos(shown.total))}</dd>
            </div>
          </>
        )}
      </dl>
      {shown?.cupon?.aviso && (
        <p className="change-editor__coupon" role="status">
          {shown.cupon.aviso}
        </p>
      )}
      {shown && <p className="change-editor__money">{shown.dinero}</p>}
      {changed && preview.isPending && <p className="muted">{t('Calculando el nuevo total…')}</p>}
      {preview.error && changed && <FormMessage message={{ ok: false, text: errorMessage(preview.error, t('Error al enviar la petición. Intenta de nuevo.')) }} />}
      {save.error && <FormMessage message={{ ok: false, text: errorMessage(save.error, t('Error al enviar la petición. Intenta de nuevo.')) }} />}
      <button type="submit" className="btn btn--primary change-editor__save" disabled={!changed || !shown || save.isPending}>
        {save.isPending ? t('Guardando…') : t('Guardar cambios')}
      </button>
    </form>
  );
}
