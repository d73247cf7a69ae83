import { FACTURA_STATE_LABELS } from '@huerta/contracts/rules';
import type { Order } from '@huerta/contracts';
import { useState } from 'react';
import { getSession } from '../../lib/session';
import { notify } from '../../lib/notify';
import { OFFLINE_MESSAGE, serverText } from '../../lib/errors';
import { msg, t } from '../../i18n/i18n';

/**
 * Saves one of the order's factura files: fetched with the account's token (a plain link would not carry
 * it) and handed to the browser as a download under the server's file name.
 */
async function download(pedido: number, archivo: 'pdf' | 'xml') {
  const res = await fetch(`/api/mis-pedidos/${pedido}/factura/${archivo}`, { headers: { authorization: `Bearer ${getSession().token ?? ''}` } });
  if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? msg('No se pudo descargar la factura.'));
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
          <strong>{t('Factura solicitada')}</strong> · {f.rfc} · {t('se emite cuando se confirme el pago')}
        </span>
      </div>
    );
  }
  const save = async (archivo: 'pdf' | 'xml') => {
    setBusy(archivo);
    try {
      await download(order.id, archivo);
    } catch (err) {
      // The server's message (or ours), a Spanish id: said in the page's language.
      notify.error(err instanceof TypeError ? t(OFFLINE_MESSAGE) : serverText((err as Error).message));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="factura-links">
      <span>
        <strong>{t(FACTURA_STATE_LABELS[f.estado])}</strong> · {f.rfc}
      </span>
      {f.estado === 'emitida' && (
        <>
          <button type="button" className="btn btn--ghost" onClick={() => void save('pdf')} disabled={busy !== null} aria-label={t('Descargar factura PDF del pedido #{id}', { id: order.id })}>
            {busy === 'pdf' ? t('Descargando…') : t('Descargar PDF')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void save('xml')} disabled={busy !== null} aria-label={t('Descargar factura XML del pedido #{id}', { id: order.id })}>
            {busy === 'xml' ? t('Descargando…') : t('Descargar XML')}
          </button>
        </>
      )}
    </div>
  );
}
