import { formatMXN } from '@huerta/contracts';
import { trpc } from '../../lib/trpc';
import { noCostLabel, pctLabel } from './margin-table';

/**
 * What this order earns, for the owner (issue 46): its lines' sales without IVA, their cost as frozen when sold
 * (following the weight packed) and the gross margin. Shipping is not in it. Never printed: the printed order
 * may travel with the bag.
 */
export function OrderMargin({ id }: { id: number }) {
  const margin = trpc.margins.order.useQuery({ id });
  if (!margin.data) return null;
  const m = margin.data;
  return (
    <section aria-labelledby="margin-title" className="card order-margin no-print">
      <h2 id="margin-title">Margen</h2>
      <p>
        <strong>{formatMXN(m.margen)}</strong> ({pctLabel(m.pct)}) · ventas sin IVA {formatMXN(m.ventas)} · costo {formatMXN(m.costo)}
      </p>
      {m.sinCosto.lineas > 0 && <p className="muted">{noCostLabel(m.sinCosto)}: fuera del margen.</p>}
      {!m.contado && <p className="muted">Cuenta en los reportes cuando sale de la tienda (Enviado o Entregado).</p>}
      <div className="table-wrap">
        <table>
          <caption className="sr-only">Margen por producto del pedido</caption>
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col" className="num">
                Venta
              </th>
              <th scope="col" className="num">
                Costo
              </th>
              <th scope="col" className="num">
                Margen
              </th>
            </tr>
          </thead>
          <tbody>
            {m.lineas.map((l, i) => (
              <tr key={i}>
                <th scope="row">{l.nombre}</th>
                <td className="num">{formatMXN(l.ventas)}</td>
                <td className="num">{l.sinCosto.lineas ? 'sin costo' : formatMXN(l.costo)}</td>
                <td className="num">{l.sinCosto.lineas ? '—' : formatMXN(l.margen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
