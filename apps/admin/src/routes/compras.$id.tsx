import { createFileRoute, Link } from '@tanstack/react-router';
import { formatMXN, lotQuantityLabel, type PurchaseChannel } from '@huerta/contracts/rules';
import { useState } from 'react';
import { nearDay, shortDayLabel, when } from '../lib/dates';
import { ErrorLine } from '../lib/error-line';
import { PhoneLinks } from '../lib/phone-links';
import { trpc, type Outputs } from '../lib/trpc';
import { PurchaseStateBadge } from '../modules/buying/purchase-state';
import { DraftEditor } from '../modules/buying/draft-editor';

export const Route = createFileRoute('/compras/$id')({ component: PurchaseOrderPage });

type Order = Outputs['purchases']['get'];
const dayLabel = (day: string) => `${shortDayLabel(day)}${nearDay(day) ? ` (${nearDay(day)})` : ''}`;

/**
 * A purchase order: the draft edited (packs, arrival, notes), then sent — WhatsApp (a wa.me link with the
 * order typed in), e-mail to the supplier, or printed. The screen is the shop's copy, with costs; the printed
 * sheet is the supplier's: what to bring and when, no costs (what the shop expects to pay is its own business,
 * and a supplier reading it would price to it).
 */
function PurchaseOrderPage() {
  const id = Number(Route.useParams().id);
  const order = trpc.purchases.get.useQuery({ id });
  if (order.error) return <ErrorLine error={order.error} />;
  if (!order.data) return <p className="muted">Cargando…</p>;
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: Order }) {
  const utils = trpc.useUtils();
  const [link, setLink] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [dirty, setDirty] = useState(false);
  const refresh = () => utils.purchases.invalidate();
  const send = trpc.purchases.send.useMutation({
    onSuccess: async (r, input) => {
      setSaid(r.mensaje);
      if (input.por === 'whatsapp') setLink(r.enlace);
      await refresh();
      if (input.por === 'impresa') window.print();
    },
  });
  const cancel = trpc.purchases.cancel.useMutation({ onSuccess: async () => { setSaid('Orden cancelada.'); await refresh(); } });
  const close = trpc.purchases.close.useMutation({ onSuccess: async () => { setSaid('Orden cerrada: lo que falta ya no se espera.'); await refresh(); } });
  const draft = order.estado === 'borrador';
  const sendable = ['borrador', 'enviada', 'recibida_parcial'].includes(order.estado);
  const received = order.lineas.some((l) => l.recibida > 0);
  const p = order.proveedor;
  const go = (por: PurchaseChannel) => send.mutate({ id: order.id, por });
  return (
    <section aria-labelledby="order-title">
      <p className="no-print">
        <Link to="/compras" search={{}}>
          ← Órdenes de compra
        </Link>
      </p>
      <p className="order-sheet-head">
        <strong>{order.tienda}</strong> — pedido para {p.nombre}
        {order.llegada && `, para el ${shortDayLabel(order.llegada)}`}
      </p>
      <h1 id="order-title">
        Orden de compra #{order.id} <span className="no-print"><PurchaseStateBadge estado={order.estado} /></span>
      </h1>
      <div className="card stack">
        <div>
          <strong>
            <Link to="/proveedores/$id" params={{ id: String(p.id) }}>
              {p.nombre}
            </Link>
          </strong>
          {p.contacto && <span className="muted"> · {p.contacto}</span>}
        </div>
        <div className="actions">
          <PhoneLinks telefono={p.whatsapp ?? p.telefono} />
          {p.correo && <a href={`mailto:${p.correo}`}>{p.correo}</a>}
        </div>
        <p className="muted small no-print">
          {order.llegada ? `Llega el ${dayLabel(order.llegada)}` : 'Sin día de llegada'}
          {order.desde && ` · para los pedidos desde el ${shortDayLabel(order.desde)}${order.dias && order.dias > 1 ? ` (${order.dias} días)` : ''}`}
          {` · creada ${when(order.creada)}`}
          {order.enviadaEn && ` · enviada ${when(order.enviadaEn)} por ${order.enviadaPor === 'correo' ? 'correo' : order.enviadaPor === 'impresa' ? 'hoja impresa' : 'WhatsApp'}`}
        </p>
        {order.notas && !draft && <p className="pre">{order.notas}</p>}
      </div>
      {draft ? <DraftEditor key={JSON.stringify(order.lineas) + order.llegada + order.notas} order={order} onDirty={setDirty} onSaid={setSaid} /> : <Lines order={order} />}
      <p role="status" className="notice no-print">
        {said}
      </p>
      {sendable && (
        <section className="card no-print" aria-labelledby="send-title">
          <h2 id="send-title">{draft ? 'Enviar al proveedor' : 'Volver a enviar'}</h2>
          {draft && dirty && <p className="warning small">Guarda el borrador antes de enviarlo.</p>}
          <div className="send-row">
            <button type="button" disabled={send.isPending || (draft && dirty)} onClick={() => go('whatsapp')}>
              Enviar por WhatsApp
            </button>
            <button type="button" className="secondary" disabled={send.isPending || (draft && dirty) || !p.correo} onClick={() => go('correo')} title={p.correo ? undefined : 'El proveedor no tiene correo'}>
              Enviar por correo
            </button>
            <button type="button" className="secondary" disabled={send.isPending || (draft && dirty)} onClick={() => (draft ? go('impresa') : window.print())}>
              Imprimir
            </button>
          </div>
          {link && (
            <p>
              <a className="button-link" href={link} target="_blank" rel="noopener noreferrer">
                Abrir WhatsApp con la orden
              </a>
            </p>
          )}
          {!p.correo && <p className="muted small">Sin correo del proveedor: agrégalo en su ficha para enviarle por correo.</p>}
        </section>
      )}
      <ErrorLine error={send.error ?? cancel.error ?? close.error} className="no-print" />
      <div className="actions no-print">
        {(draft || (order.estado === 'enviada' && !received)) && (
          <button type="button" className="danger" disabled={cancel.isPending} onClick={() => window.confirm(`¿Cancelar la orden #${order.id} de ${p.nombre}?`) && cancel.mutate({ id: order.id })}>
            Cancelar orden
          </button>
        )}
        {order.estado === 'recibida_parcial' && (
          <button type="button" className="secondary" disabled={close.isPending} onClick={() => window.confirm('¿Cerrar la orden? Lo que falta ya no se espera.') && close.mutate({ id: order.id })}>
            Cerrar orden
          </button>
        )}
      </div>
    </section>
  );
}

/** A sent order's lines: what was asked for, what arrived so far, and (on screen only) the costs. */
function Lines({ order }: { order: Order }) {
  return (
    <div className="table-wrap">
      <table className="buy-lines">
        <thead>
          <tr>
            <th scope="col">Producto</th>
            <th scope="col" className="num">
              Paquetes
            </th>
            <th scope="col" className="num no-print">
              Recibido
            </th>
            <th scope="col" className="num cost">
              Costo
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lineas.map((l) => (
            <tr key={l.id}>
              <th scope="row">
                {l.nombre}
                <span className="why">
                  {l.empaque} · {lotQuantityLabel(l.cantidad, l.unidad)}
                </span>
              </th>
              <td className="num">{l.paquetes}</td>
              <td className="num no-print">{lotQuantityLabel(l.recibida, l.unidad)}</td>
              <td className="num cost">{formatMXN(l.costoCentavos)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="cost">
          <tr>
            <th scope="row">Total</th>
            <td />
            <td className="no-print" />
            <td className="num">{formatMXN(order.totalCentavos)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
