import type { Centavos, IvaRow } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
import { ivaDisplayRows } from '../cart/iva-rows';
import { ListNote, WasPrice } from '../catalog/list-price';
import type { ReactNode } from 'react';
import './checkout.css';

export interface SummaryRow {
  id: number;
  nombre: string;
  /** The unit text shown after the name ("kg", "pieza"), when known. */
  unidad?: string;
  items: number;
  /** Sold by weight: what the line weighs («1.5 kg», «≈ 0.6 kg»); the unit price is then per kilo. */
  peso?: string | null;
  unit: Centavos;
  /** A business's list price: the shop's unit price, struck through above it (null when not higher). */
  antes?: Centavos | null;
  total: Centavos;
}

/**
 * "Resumen del Pedido" as a table. The same card is filled from the cart on step 1 and from the server's
 * order on step 2, so the shopper sees one summary whose numbers become the server's once it has them.
 */
/**
 * `envio` and `total` are null while they cannot be charged yet (no served postal code, below the minimum):
 * `pending` says why (a text already in the page's language; «Según tu código postal» by default).
 */
/** `estimated`: with products sold by weight, the total is an estimate (what was packed is charged). */
/** `descuento`: a discount code's (issue 47), shown under the subtotal. `children`: shown above the table (the code's field). */
export function SummaryCard({ rows, subtotal, envio, total, iva, pending, lista, estimated, descuento, children }: { rows: SummaryRow[]; subtotal: Centavos; envio: Centavos | null; total: Centavos | null; iva: IvaRow[]; pending?: string; lista?: string | null; estimated?: boolean; descuento?: { codigo: string; centavos: Centavos } | null; children?: ReactNode }) {
  return (
    <section className="card-surface summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('Resumen del Pedido')}</h2>
      <ListNote lista={lista} />
      {children}
      <div className="table-wrap" tabIndex={0} role="region" aria-label={t('Productos del pedido')}>
        <table className="table summary__table">
          <thead>
            <tr>
              <th scope="col">{t('Producto')}</th>
              <th scope="col" className="num">{t('Cantidad')}</th>
              <th scope="col" className="num">{t('Precio unitario')}</th>
              <th scope="col" className="num">{t('Total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.nombre} {r.unidad && <span className="muted">({r.unidad})</span>}
                </td>
                <td className="num" data-label={t('Cantidad')}>
                  {r.items}
                  {r.peso && <span className="muted"> ({r.peso})</span>}
                </td>
                <td className="num" data-label={t('Precio unitario')}>
                  <span>
                    <WasPrice centavos={r.antes ?? null} />
                    {money(r.unit)}
                  </span>
                </td>
                <td className="num" data-label={t('Total')}>{money(r.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>{t('Subtotal')}</th>
              <td className="num">{money(subtotal)}</td>
            </tr>
            {descuento && descuento.centavos > 0 && (
              <tr className="discount-line">
                <th scope="row" colSpan={3}>{t('Descuento ({codigo})', { codigo: descuento.codigo })}</th>
                <td className="num">−{money(descuento.centavos)}</td>
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={3}>{t('Envío')}</th>
              <td className="num">{envio === null ? (pending ?? t('Según tu código postal')) : envio === 0 ? t('Envío Gratis') : money(envio)}</td>
            </tr>
            {total !== null && (
              <tr className="summary__total">
                <th scope="row" colSpan={3}>{estimated ? t('Total estimado') : t('Total a Pagar')}</th>
                <td className="num">{money(total)}</td>
              </tr>
            )}
            {total !== null &&
              ivaDisplayRows(iva).map((r) => (
                <tr key={r.label} className="summary__tax">
                  <th scope="row" colSpan={3}>{r.label}</th>
                  <td className="num">{r.value}</td>
                </tr>
              ))}
          </tfoot>
        </table>
      </div>
    </section>
  );
}
