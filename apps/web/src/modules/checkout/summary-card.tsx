import { formatMXN, type Centavos, type IvaRow } from '@huerta/contracts/rules';
import { ivaDisplayRows } from '../cart/iva-rows';
import './checkout.css';

export interface SummaryRow {
  id: number;
  nombre: string;
  /** The unit text shown after the name ("kg", "pieza"), when known. */
  unidad?: string;
  items: number;
  unit: Centavos;
  total: Centavos;
}

/**
 * "Resumen del Pedido" as a table. The same card is filled from the cart on step 1 and from the server's
 * order on step 2, so the shopper sees one summary whose numbers become the server's once it has them.
 */
/** `envio` and `total` are null while they cannot be charged yet (no served postal code, below the minimum). */
export function SummaryCard({ rows, subtotal, envio, total, iva, pending = 'Según tu código postal' }: { rows: SummaryRow[]; subtotal: Centavos; envio: Centavos | null; total: Centavos | null; iva: IvaRow[]; pending?: string }) {
  return (
    <section className="card-surface summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Resumen del Pedido</h2>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="Productos del pedido">
        <table className="table summary__table">
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col" className="num">Cantidad</th>
              <th scope="col" className="num">Precio unitario</th>
              <th scope="col" className="num">Total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.nombre} {r.unidad && <span className="muted">({r.unidad})</span>}
                </td>
                <td className="num" data-label="Cantidad">{r.items}</td>
                <td className="num" data-label="Precio unitario">{formatMXN(r.unit)}</td>
                <td className="num" data-label="Total">{formatMXN(r.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>Subtotal</th>
              <td className="num">{formatMXN(subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>Envío</th>
              <td className="num">{envio === null ? pending : envio === 0 ? 'Envío Gratis' : formatMXN(envio)}</td>
            </tr>
            {total !== null && (
              <tr className="summary__total">
                <th scope="row" colSpan={3}>Total a Pagar</th>
                <td className="num">{formatMXN(total)}</td>
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
