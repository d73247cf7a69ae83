import { Link } from '@tanstack/react-router';
import { ORDER_STATE_LABELS, toCentavos } from '@huerta/contracts/rules';
import { money } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { rich } from './rich';
import { longDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ReorderButton } from './reorder-button';
import { RepeatOrder } from '../../modules/standing/standing-orders';
import { FacturaLinks } from '../../modules/factura/factura-links';
import { UnpaidOrderActions } from './unpaid-order-actions';
import { PaymentInstructions } from '../../modules/payments/payment-instructions';
import { RefundNote } from './refund-note';
import { ivaDisplayRows, orderIvaRows } from '../../modules/cart/iva-rows';
import { slotLabel } from '../../modules/delivery/delivery-labels';
import { WeighedMoney } from '../../modules/payments/weighed-money';
import { orderLineLabel } from '../../modules/cart/weight-label';
import { useProductName } from '../../modules/translations/use-translations';
import { ProblemStatus } from '../../modules/problems/problem-status';

export function OrderList() {
  const orders = trpc.account.orders.useQuery(undefined, { staleTime: 0 });
  // Lines are stored in Spanish: an English page names them in the owner's English.
  const name = useProductName();
  if (orders.isPending) return <p className="muted">{t('Cargando pedidos…')}</p>;
  if (orders.isError) return <p className="msg msg--error">{errorMessage(orders.error, t('Error al cargar los datos.'))}</p>;
  if (orders.data.length === 0) return <p className="muted">{t('Aún no tienes pedidos.')}</p>;
  return (
    <ul className="orders">
      {orders.data.map((o) => (
        <li key={o.id} className="order">
          <div className="order__head">
            <strong>{t('Pedido #{id}', { id: o.id })}</strong>
            <span className={`order__state order__state--${o.estado}`}>{t(ORDER_STATE_LABELS[o.estado])}</span>
          </div>
          <p className="muted order__meta">
            {longDate(o.creado)} · {t('{n, plural, one {# producto} other {# productos}}', { n: o.lineas.length })} ·{' '}
            {t('Total {total}', { total: money(toCentavos(o.total)) })}
            {o.cupon && (o.descuento ?? 0) > 0 ? ` · ${t('Cupón {codigo}: −{monto}', { codigo: o.cupon, monto: `\u2060${money(toCentavos(o.descuento!))}` })}` : ''}
            {o.cupon && !o.descuento ? ` · ${t('Cupón {codigo}: envío gratis', { codigo: o.cupon })}` : ''}
            {ivaDisplayRows(orderIvaRows(o.impuestos)).map((r) => ` · ${r.label}: ${r.value}`)}
          </p>
          {o.dia_entrega && (
            <p className="order__delivery">
              {rich(t('Entrega: <0>{entrega}</0>', { entrega: slotLabel(o.dia_entrega, o.ventana) }), <strong />)}
              {o.zona ? ` · ${o.zona}` : ''}
            </p>
          )}
          {o.total_final !== null && <p className="order__due">{t('Total con lo pesado: {total}', { total: money(toCentavos(o.total_final)) })}</p>}
          <WeighedMoney pago={o.pago} />
          {o.pago.por_cobrar !== null && <p className="order__due">{t('Por cobrar: {monto} al recibir (efectivo o terminal).', { monto: money(toCentavos(o.pago.por_cobrar)) })}</p>}
          {o.estado === 'pendiente_pago' && <PaymentInstructions pedido={o} />}
          {o.reembolso && <RefundNote reembolso={o.reembolso} />}
          <FacturaLinks order={o} />
          {o.estado === 'entregado' && <ProblemStatus pedidoId={o.id} />}
          <details>
            <summary>{t('Ver productos')}</summary>
            <ul className="order__lines">
              {o.lineas.map((l) => (
                <li key={l.producto_id}>
                  {orderLineLabel(l, name(l.producto_id, l.nombre))} — {money(toCentavos(l.total_linea))}
                </li>
              ))}
            </ul>
          </details>
          {/* Until its cut-off and before packing (the change page says why not, once it is too late). */}
          {(o.estado === 'pendiente_pago' || o.estado === 'pagado' || o.estado === 'preparando') && (
            <p>
              <Link to="/pedido/modificar" search={{ pedido: o.id } as never} className="btn btn--ghost">
                {t('Modificar pedido')}
              </Link>
            </p>
          )}
          {o.estado === 'pendiente_pago' ? <UnpaidOrderActions order={o} /> : <ReorderButton order={o} />}
          {o.estado !== 'pendiente_pago' && <RepeatOrder order={o} />}
        </li>
      ))}
    </ul>
  );
}
