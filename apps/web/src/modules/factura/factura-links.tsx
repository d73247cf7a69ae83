import { FACTURA_STATE_LABELS } from '@huerta/contracts/rules';
import type { Order } from '@huerta/contracts';
import { useState } from 'react';
import { getSession } from '../../lib/session';
import { notify } from '../../lib/notify';
import { OFFLINE_MESSAGE } from '../../lib/errors';

/**
 * Saves one of the order's factura files: fetched with the account's token (a plain link would not carry
 * it) and handed to the browser as a download under the server's file name.
 */
async function download(pedido: number, archivo: 'pdf' | 'xml') {
  const res = await fetch(`/api/mis-pedidos/${pedido}/factura/${archivo}`, { headers: { authorization: `Bearer ${getSession().token ?? ''}` } });
  if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? 'No se pudo descargar la factura.');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `factura-pedido-${pedido}.${archivo}`;
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An order's factura in /account: asked for (unpaid), in process, or its PDF and XML to download. */
export function FacturaLinks({ order }: { order: Order }) {
  const [busy, setBusy] = useState<string | null>(null);
  const f = order.factura;
  // A cancelled order gets no factura; an unpaid one is not «en proceso» until it is paid.
  if (!f || order.estado === 'cancelado') return null;
  if (order.estado === 'pendiente_pago') {
    return (
      <div className="factura-links">
        <span>
          <strong>Factura solicitada</strong> · {f.rfc} · se emite cuando se confirme el pago
        </span>
      </div>
    );
  }
  const save = async (archivo: 'pdf' | 'xml') => {
    setBusy(archivo);
    try {
      await download(order.id, archivo);
    } catch (err) {
      notify.error(err instanceof TypeError ? OFFLINE_MESSAGE : (err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="factura-links">
      <span>
        <strong>{FACTURA_STATE_LABELS[f.estado]}</strong> · {f.rfc}
      </span>
      {f.estado === 'emitida' && (
        <>
          <button type="button" className="btn btn--ghost" onClick={() => void save('pdf')} disabled={busy !== null} aria-label={`Descargar factura PDF del pedido #${order.id}`}>
            {busy === 'pdf' ? 'Descargando…' : 'Descargar PDF'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void save('xml')} disabled={busy !== null} aria-label={`Descargar factura XML del pedido #${order.id}`}>
            {busy === 'xml' ? 'Descargando…' : 'Descargar XML'}
          </button>
        </>
      )}
    </div>
  );
}
