import { idParams } from '../lib/route-params';
import { PendingReplacements } from '../modules/problems/replacements';
import '../modules/problems/problems.css';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ORDER_BACK, ORDER_STATE_LABELS, ORDER_TRANSITIONS, PAYMENT_METHOD_LABELS, formatMXN, toCentavos } from '@huerta/contracts';
import { StateBadge } from '../modules/orders/filters';
import { when } from '../lib/dates';
import { messageOf, trpc } from '../lib/trpc';
import { MOVES } from '../modules/orders/state-actions';
import { MoveNotice, useOrderMoves } from '../modules/orders/order-moves';
import { ErrorLine } from '../lib/error-line';
import { LineWishes } from '../modules/orders/line-wishes';
import { FacturaUpload } from '../modules/facturas/factura-upload';
import { PhoneLinks } from '../lib/phone-links';
import { WeighLine } from '../modules/weighing/weigh-line';
import { OrderPaymentBox } from '../modules/payments/order-payment';
import { DriverAssign } from '../modules/delivery/driver-assign';
import { DifferenceRequest } from '../modules/payments/difference-request';
import { OrderMargin } from '../modules/margins/order-margin';
import { OrderSubstitutions } from '../modules/substitutions/order-substitutions';

export const Route = createFileRoute('/pedidos/$id')({
  params: idParams,
  component: OrderPage,
});

const money = (pesos: number) => formatMXN(toCentavos(pesos));
// A voucher or transfer is recorded as a «pago» too, with its own method: not a card's.
const paymentLabel = (metodo: string) => (metodo === 'oxxo' || metodo === 'spei' ? `Pago: ${PAYMENT_METHOD_LABELS[metodo]}` : 'Pago con tarjeta');

/** A money record's kind as the owner reads it (services/money-records.ts). */
function movementLabel(tipo: string, metodo: string): string {
  if (tipo === 'pago') return paymentLabel(metodo);
  if (tipo === 'autorizacion') return 'Autorización en la tarjeta (sin cobrar)';
  if (tipo === 'captura') return 'Cobro de lo pesado a la tarjeta';
  if (tipo === 'liberacion') return 'Autorización liberada (sin cobro)';
  if (tipo === 'saldo') return 'Saldo a favor del cliente';
  if (tipo === 'cobro') return metodo === 'terminal' ? 'Cobrado al entregar (terminal)' : 'Cobrado al entregar (efectivo)';
  return metodo === 'oxxo' || metodo === 'spei' ? 'Reembolso (transferencia al cliente)' : 'Reembolso a la tarjeta';
}

/** One order: what to pack, where it goes, how it was paid, everything that happened to it. */
function OrderPage() {
  const { id } = Route.useParams();
  const order = trpc.orders.get.useQuery({ id });
  const me = trpc.auth.me.useQuery();
  const utils = trpc.useUtils();
  const moves = useOrderMoves();
  const retryRefund = trpc.orders.retryRefund.useMutation({
    onSuccess: async (result) => {
      moves.say(result.message);
      await utils.orders.invalidate();
    },
    onError: (error) => moves.say(messageOf(error)),
  });
  if (order.error) return <ErrorLine error={order.error} />;
  if (!order.data) return <p className="muted">Cargando…</p>;
  const o = order.data;
  const next = MOVES.filter((m) => ORDER_TRANSITIONS[o.estado].includes(m.estado));
  // The last step undone by hand, later than «Deshacer» (a slip noticed after lunch): a correction, audited.
  const back = ORDER_BACK[o.estado];
  const desde = o.estado === 'preparando' || o.estado === 'enviado' || o.estado === 'entregado' ? o.estado : null;
  return (
    <article aria-labelledby="order-title">
      <p className="no-print">
        <Link to="/pedidos" search={{ pagina: 1 }}>
          ← Pedidos
        </Link>
      </p>
      <h1 id="order-title">
        Pedido #{o.id} <StateBadge estado={o.estado} />
      </h1>
      <div className="actions no-print">
        {next.map((m) => (
          <button key={m.estado} type="button" className={m.estado === 'cancelado' ? 'danger' : undefined} disabled={moves.busy} onClick={() => moves.moveTo(m.estado, [o])}>
            {m.label}
          </button>
        ))}
        {back && desde && (
          <button type="button" className="secondary" disabled={moves.busy} onClick={() => moves.setBack([o.id], desde)}>
            Regresar a «{ORDER_STATE_LABELS[back]}»
          </button>
        )}
        <button type="button" className="secondary" onClick={() => window.print()}>
          Imprimir
        </button>
        <DriverAssign ids={[o.id]} onResult={moves.say} />
      </div>
      <MoveNotice moves={moves} />
      <div className="columns">
        <section aria-labelledby="customer-title" className="card">
          <h2 id="customer-title">Cliente y entrega</h2>
          <p>
            <strong>{o.nombre}</strong>
            <br />
            {o.direccion}
            {/* An address sent in parts already ends with its postal code (joinAddress); an older one does not. */}
            {o.codigoPostal && !o.direccion.includes(`C.P. ${o.codigoPostal}`) && `, C.P. ${o.codigoPostal}`}
            <br />
            Tel. <PhoneLinks telefono={o.telefono} /> · {o.email}
            {o.entrega && (
              <>
                <br />
                Entrega: <strong>{o.entrega}</strong>
                {o.zona && ` · ${o.zona}`}
              </>
            )}
            {o.nota && (
              <>
                <br />
                Nota: <em>{o.nota}</em>
              </>
            )}
            {o.negocio && (
              <>
                <br />
                Negocio: <strong>{o.negocio.razonSocial}</strong> · pidió {o.negocio.pidio}
                {o.negocio.lista && ` · lista «${o.negocio.lista}»`}
              </>
            )}
          </p>
          <OrderPaymentBox id={o.id} pago={o.pago} onResult={moves.say}>
            <DifferenceRequest id={o.id} enabled={o.estado === 'preparando'} diferencia={o.diferencia} onResult={moves.say} />
            <p>
              {o.proveedorPago === 'prueba' ? 'Modo de prueba' : 'Stripe'} · {o.pagadoEn ? `pagado el ${when(o.pagadoEn)}` : 'sin pagar'}
              {o.errorPago && <span className="error"> · último intento: {o.errorPago}</span>}
              {o.reembolsadoEn && <> · reembolsado el {when(o.reembolsadoEn)}</>}
            </p>
            {o.dinero.length > 0 && (
              <table className="money-records">
                <caption>Movimientos de dinero</caption>
                <thead>
                  <tr>
                    <th scope="col">Movimiento</th>
                    <th scope="col">Cuándo</th>
                    <th scope="col" className="num">
                      Monto
                    </th>
                    <th scope="col">Referencia</th>
                  </tr>
                </thead>
                <tbody>
                  {o.dinero.map((m) => (
                    <tr key={`${m.tipo}-${m.referencia}`}>
                      <td>{movementLabel(m.tipo, m.metodo)}</td>
                      <td>{when(m.cuando)}</td>
                      <td className="num">{m.tipo === 'reembolso' ? '−' : ''}{formatMXN(toCentavos(m.monto))}</td>
                      <td>
                        <code>{m.referencia}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </OrderPaymentBox>
          {o.factura && (
            <>
              <h2>Factura</h2>
              <p>
                {o.factura.estado === 'emitida' ? 'Emitida' : 'Por emitir'} · <code>{o.factura.rfc}</code> · {o.factura.razon_social}
                <br />
                <span className="muted">
                  Régimen {o.factura.regimen_fiscal} · uso {o.factura.uso_cfdi} · C.P. {o.factura.codigo_postal_fiscal}
                </span>
                {o.factura.uuid && (
                  <>
                    <br />
                    Folio fiscal <code>{o.factura.uuid}</code> · <a href={`/admin/facturas/${o.id}/pdf`}>PDF</a> · <a href={`/admin/facturas/${o.id}/xml`}>XML</a>
                  </>
                )}
              </p>
              {o.factura.emitible && <FacturaUpload pedido={o.id} replace={o.factura.estado === 'emitida'} onDone={moves.say} />}
            </>
          )}
          {o.reembolsoPendiente && (
            <p className="error">
              Reembolso pendiente: el procesador de pagos no respondió.{' '}
              <button type="button" onClick={() => retryRefund.mutate({ id: o.id })} disabled={retryRefund.isPending}>
                Reintentar reembolso
              </button>
            </p>
          )}
        </section>
        <section aria-labelledby="lines-title" className="card">
          <h2 id="lines-title">Productos</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Producto</th>
                <th scope="col" className="num">
                  Cantidad
                </th>
                <th scope="col" className="num">
                  Precio
                </th>
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {o.lineas.map((l) => (
                <tr key={l.productoId}>
                  <td>
                    {l.nombre}
                    {l.tasaIva > 0 && <span className="muted"> · IVA {l.tasaIva} %</span>}
                    <LineWishes nota={l.nota} sustitucion={l.sustitucion} telefono={o.telefono} />
                  </td>
                  <td className="num">
                    {l.items}
                    {l.gramos !== null && <WeighLine orderId={o.id} line={{ ...l, gramos: l.gramos }} enabled={o.estado === 'preparando'} onSaved={moves.say} />}
                  </td>
                  <td className="num">
                    {money(l.precioUnitario)}
                    {l.gramos !== null && <span className="muted"> / kg</span>}
                  </td>
                  <td className="num">
                    {l.totalFinal !== null ? (
                      <>
                        <s className="muted">{money(l.total)}</s> {money(l.totalFinal)}
                      </>
                    ) : (
                      money(l.total)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={3}>Subtotal</td>
                <td className="num">
                  {/* Weighed: the packed lines' sum beside the estimate, as each line shows it (the IVA below is of the packed). */}
                  {o.subtotalFinal !== null && o.subtotalFinal !== o.subtotal ? (
                    <>
                      <s className="muted">{money(o.subtotal)}</s> {money(o.subtotalFinal)}
                    </>
                  ) : (
                    money(o.subtotal)
                  )}
                </td>
              </tr>
              {/* A discount code (issue 47): total = subtotal − descuento + envío. */}
              {o.cupon && (
                <tr>
                  <td colSpan={3}>Cupón {o.cupon}</td>
                  <td className="num">{o.descuento > 0 ? `−${money(o.descuento)}` : 'Envío gratis'}</td>
                </tr>
              )}
              <tr>
                <td colSpan={3}>Envío</td>
                <td className="num">{o.envio === 0 ? 'Gratis' : money(o.envio)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td className="num">
                  <strong>{money(o.total)}</strong>
                </td>
              </tr>
              {/* Sold by weight: what it comes to as packed, once every weighed line has its weight. */}
              {o.totalFinal !== null && (
                <tr>
                  <th scope="row" colSpan={3}>
                    Total con lo pesado
                  </th>
                  <td className="num">
                    <strong>{money(o.totalFinal)}</strong>
                  </td>
                </tr>
              )}
              {o.impuestos.map((r) => (
                <tr key={r.tasa} className="muted">
                  <td colSpan={3}>{r.tasa === 0 ? 'Base IVA 0 %' : `IVA ${r.tasa} % incluido (base ${money(r.base)})`}</td>
                  <td className="num">{r.tasa === 0 ? money(r.base) : money(r.iva)}</td>
                </tr>
              ))}
            </tfoot>
          </table>
        </section>
      </div>
      <OrderSubstitutions orderId={o.id} lines={o.lineas} packing={o.estado === 'preparando'} onResult={moves.say} />
      <PendingReplacements id={id} />
      {me.data?.rol === 'dueño' && <OrderMargin id={id} />}
      <section aria-labelledby="timeline-title" className="card no-print">
        <h2 id="timeline-title">Historial</h2>
        <ol className="timeline">
          {o.historial.map((h, i) => (
            <li key={i}>
              <time dateTime={h.cuando}>{when(h.cuando)}</time> — {h.que} <span className="muted">({h.quien})</span>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
