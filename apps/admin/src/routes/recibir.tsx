import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PURCHASE_STATE_LABELS, type PurchaseState } from '@huerta/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { shopToday, shortDayLabel } from '../lib/dates';
import { ErrorLine } from '../lib/error-line';
import { trpc } from '../lib/trpc';
import { ReceiveLine } from '../modules/buying/receive-line';
import { MarketReceipt } from '../modules/buying/market-receipt';

export const Route = createFileRoute('/recibir')({
  // Which purchase order is being received (its number), or «mercado»: kept in the address for a reload.
  validateSearch: z.object({ orden: z.union([z.number().int().positive(), z.literal('mercado')]).optional().catch(undefined) }),
  component: ReceivePage,
});

/**
 * «Recibir» (issue 46): at the dock, on a phone — pick a purchase order sent to a supplier (or «Sin orden»,
 * the market) and type, line after line, what arrived, its real cost, the lot and its best-before date.
 * Enter saves a line and moves to the next; the difference against the order is shown as it is typed.
 */
function ReceivePage() {
  const { orden } = Route.useSearch();
  const navigate = useNavigate({ from: '/recibir' });
  const open = trpc.receiving.open.useQuery();
  // What the last saved line said (Enter moves on; the message stays to be read).
  const [said, setSaid] = useState('');
  const today = shopToday();
  const order = typeof orden === 'number' ? open.data?.ordenes.find((o) => o.id === orden) : undefined;
  return (
    <section aria-labelledby="receive-title" className="receive">
      <h1 id="receive-title">Recibir</h1>
      <label className="receive__pick">
        Orden de compra
        <select value={orden ?? ''} onChange={(e) => void navigate({ search: { orden: e.target.value === 'mercado' ? 'mercado' : e.target.value ? Number(e.target.value) : undefined } })}>
          <option value="">Elige…</option>
          {open.data?.ordenes.map((o) => (
            <option key={o.id} value={o.id}>
              #{o.id} {o.proveedor}
              {o.llegada ? ` · llega ${shortDayLabel(o.llegada)}` : ''} · {PURCHASE_STATE_LABELS[o.estado as PurchaseState]}
            </option>
          ))}
          <option value="mercado">Sin orden (mercado)</option>
        </select>
      </label>
      <ErrorLine error={open.error} />
      {open.data && open.data.ordenes.length === 0 && orden === undefined && <p className="muted">No hay órdenes de compra enviadas por recibir. Lo comprado sin orden se recibe en «Sin orden (mercado)».</p>}
      <p className="receive__said" role="status">
        {said}
      </p>
      {typeof orden === 'number' && open.data && !order && <p className="muted">La orden #{orden} ya no está por recibir (cerrada o cancelada).</p>}
      {order && (
        <div className="stack">
          <p className="muted">
            #{order.id} {order.proveedor} · {PURCHASE_STATE_LABELS[order.estado as PurchaseState]}. Escribe lo que llegó y Enter: se guarda y pasa a la siguiente línea. Sin costo, se toma el de la orden.
          </p>
          {order.lineas.map((l, i) => (
            <ReceiveLine key={l.id} line={l} today={today} first={i === 0} onSaved={setSaid} />
          ))}
        </div>
      )}
      {orden === 'mercado' && open.data && <MarketReceipt productos={open.data.productos} proveedores={open.data.proveedores} today={today} onSaved={setSaid} />}
    </section>
  );
}
