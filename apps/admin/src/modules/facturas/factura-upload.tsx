import { useId, useState, type FormEvent } from 'react';
import { trpc } from '../../lib/trpc';

async function send(pedido: number, pdf: File, xml: File): Promise<string> {
  const body = new FormData();
  body.append('pdf', pdf);
  body.append('xml', xml);
  const res = await fetch(`/admin/facturas/${pedido}`, { method: 'POST', credentials: 'same-origin', body, signal: AbortSignal.timeout(60_000) });
  const answer = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) throw new Error(answer?.message ?? `No se pudo subir la factura (HTTP ${res.status}).`);
  return answer?.message ?? 'Factura emitida.';
}

/**
 * The stamped CFDI's two files for one order: the server checks them (a PDF, a CFDI 4.0 for this order's
 * RFC and total) and mails them to the customer; `onDone` gets the server's message.
 */
export function FacturaUpload({ pedido, replace, onDone }: { pedido: number; replace?: boolean; onDone: (message: string) => void }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [pdf, setPdf] = useState<File | null>(null);
  const [xml, setXml] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!pdf || !xml) return setError('Elige el PDF y el XML de la factura.');
    setBusy(true);
    setError('');
    try {
      const message = await send(pedido, pdf, xml);
      await Promise.all([utils.facturas.invalidate(), utils.orders.get.invalidate({ id: pedido })]);
      onDone(message);
    } catch (err) {
      setError(err instanceof Error && err.name !== 'TypeError' ? err.message : 'Sin conexión con el servidor: intenta de nuevo.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="factura-upload no-print" onSubmit={submit} aria-label={`Factura del pedido #${pedido}`}>
      <span className="factura-upload__file">
        <label htmlFor={`${id}-pdf`}>PDF</label>
        <input id={`${id}-pdf`} type="file" accept="application/pdf,.pdf" onChange={(e) => setPdf(e.target.files?.[0] ?? null)} />
      </span>
      <span className="factura-upload__file">
        <label htmlFor={`${id}-xml`}>XML</label>
        <input id={`${id}-xml`} type="file" accept="application/xml,text/xml,.xml" onChange={(e) => setXml(e.target.files?.[0] ?? null)} />
      </span>
      <button type="submit" disabled={busy}>
        {busy ? 'Revisando…' : replace ? 'Reemplazar y reenviar' : 'Emitir y enviar'}
      </button>
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
