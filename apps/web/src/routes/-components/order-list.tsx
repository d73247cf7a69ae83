import { ORDER_STATE_LABELS, deliveryLabel, formatMXN, toCentavos } from '@huerta/contracts/rules';
import { longDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ReorderButton } from './reorder-button';
import { FacturaLinks } from '../../modules/factura/factura-links';
import { UnpaidOrderActions } from './unpaid-order-actions';
import { RefundNote } from './refund-note';
import { ivaDisplayRows, orderIvaRows } from '../../modules/cart/iva-rows';

export function OrderList() {
  const orders = trpc.account.orders.useQuery(undefined, { staleTime: 0 });
  if (orders.isPending) return <p className="muted">Cargando pedidos…</p>;
  if (orders.isError) return <p className="msg msg--error">{errorMessage(orders.error, 'Error al cargar los datos.')}</p>;
  if (orders.data.length === 0) return <p className="muted">Aún no tienes pedidos.</p>;
  return (
    <ul className="orders">
      {orders.data.map((o) => (
        <li key={o.id} className="order">
          <div className="order__head">
            <strong>Pedido #{o.id}</strong>
            <span className={`order__state order__state--${o.estado}`}>{ORDER_STATE_LABELS[o.estado]}</span>
          </div>
          <p className="muted order__meta">
            {longDate(o.creado)} · {o.lineas.length} {o.lineas.length === 1 ? 'producto' : 'productos'} · Total {formatMXN(toCentavos(o.total))}
            {ivaDisplayRows(orderIvaRows(o.impuestos)).map((r) => ` · ${r.label}: ${r.value}`)}
          </p>
          {o.dia_entrega && (
            <p className="order__delivery">
              Entrega: <strong>{deliveryLabel(o.dia_entrega, o.ventana)}</strong>
              {o.zona ? ` · ${o.zona}` : ''}
            </p>
          )}
          {o.reembolso && <RefundNote reembolso={o.reembolso} />}
          <FacturaLinks order={o} />
          <details>
            <summary>Ver productos</summary>
            <ul className="order__lines">
              {o.lineas.map((l) => (
                <li key={l.producto_id}>
                  {l.items} × {l.nombre} — {formatMXN(toCentavos(l.total_linea))}
                </li>
              ))}
            </ul>
          </details>
          {o.estado === 'pendiente_pago' ? <UnpaidOrderActions order={o} /> : <ReorderButton order={o} />}
        </li>
      ))}
    </ul>
  );
}
