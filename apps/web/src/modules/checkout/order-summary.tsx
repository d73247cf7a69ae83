import type { CartLine } from '@huerta/contracts';
import { formatMXN, shippingCentavos } from '@huerta/contracts/rules';
import { cartSubtotalCentavos, lineCentavos, shippingRuleOf, unitCentavos } from '../../lib/money';
import { useConfig } from '../layout/use-config';
import './checkout.css';

/** "Resumen del Pedido": what the shopper is about to pay, with the same shipping rule as the cart. */
export function OrderSummary({ lines }: { lines: CartLine[] }) {
  const rule = shippingRuleOf(useConfig());
  const subtotal = cartSubtotalCentavos(lines);
  const envio = shippingCentavos(subtotal, rule);
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
            {lines.map((l) => (
              <tr key={l.id}>
                <td>
                  {l.nombre} <span className="muted">({l.cantidad})</span>
                </td>
                <td className="num" data-label="Cantidad">{l.items}</td>
                <td className="num" data-label="Precio unitario">{formatMXN(unitCentavos(l))}</td>
                <td className="num" data-label="Total">{formatMXN(lineCentavos(l))}</td>
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
              <td className="num">{envio === 0 ? 'Envío Gratis' : formatMXN(envio)}</td>
            </tr>
            <tr className="summary__total">
              <th scope="row" colSpan={3}>Total a Pagar</th>
              <td className="num">{formatMXN(subtotal + envio)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
