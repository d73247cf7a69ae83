import { formatMXN, toCentavos } from '@huerta/contracts';
import { useId, useState, type FormEvent } from 'react';
import { when } from '../../lib/dates';
import { messageOf, trpc } from '../../lib/trpc';

const money = (pesos: number) => formatMXN(toCentavos(pesos));

interface OrderLine {
  id: number;
  nombre: string;
  items: number;
  gramos: number | null;
}

/**
 * «Sustituciones» on the packer's order page (issue 47): each proposal with its state, read again every few
 * seconds while one waits (the shopper answers from their phone), and the form that proposes a substitute for
 * a short line — how many are missing, one of the server's suggestions (same category, nearest price, in
 * stock), how many of it — which e-mails the shopper and gives the WhatsApp link to send.
 */
export function OrderSubstitutions({ orderId, lines, packing, onResult }: { orderId: number; lines: OrderLine[]; packing: boolean; onResult: (text: string) => void }) {
  const utils = trpc.useUtils();
  const proposals = trpc.substitutions.ofOrder.useQuery({ id: orderId }, { refetchInterval: (q) => (q.state.data?.some((p) => p.estado === 'propuesta') ? 5000 : false) });
  // A line answered by the shopper is packed differently: the lines and totals change with it.
  const states = proposals.data?.map((p) => p.estado).join() ?? '';
  const [seen, setSeen] = useState(states);
  if (states !== seen) {
    setSeen(states);
    void utils.orders.get.invalidate({ id: orderId });
    void utils.margins.order.invalidate({ id: orderId });
  }
  const taken = new Set(proposals.data?.map((p) => p.lineaId) ?? []);
  const substitutes = new Set(proposals.data?.map((p) => p.nombre) ?? []);
  // By the piece, without a proposal yet, and not itself a substitute.
  const open = lines.filter((l) => l.gramos === null && !taken.has(l.id) && !substitutes.has(l.nombre));
  if (!packing && !proposals.data?.length) return null;
  return (
    <section aria-labelledby="subs-title" className="card substitutions">
      <h2 id="subs-title">Sustituciones</h2>
      {proposals.data && proposals.data.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Falta</th>
              <th scope="col">Sustituto</th>
              <th scope="col">Estado</th>
            </tr>
          </thead>
          <tbody>
            {proposals.data.map((p) => (
              <tr key={p.id} className={`subs-${p.estado}`}>
                <td>
                  {p.faltan} × {p.original}
                </td>
                <td>
                  {p.items} × {p.nombre} <span className="muted">a {money(p.precio)}</span>
                </td>
                <td>
                  <strong>{p.etiqueta}</strong>
                  {p.estado === 'propuesta' && (
                    <>
                      <br />
                      <span className="muted">hasta {when(p.vence)}</span>
                      {p.whatsapp && (
                        <>
                          {' · '}
                          <a href={p.whatsapp} target="_blank" rel="noreferrer">
                            Enviar por WhatsApp
                          </a>
                        </>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {proposals.data?.some((p) => p.estado === 'propuesta') && <p className="notice-line">«Enviado» espera la respuesta del cliente (o a que venza su tiempo).</p>}
      {packing && open.length > 0 && (
        <ProposeForm
          orderId={orderId}
          lines={open}
          onSent={async (text) => {
            onResult(text);
            await utils.substitutions.ofOrder.invalidate({ id: orderId });
          }}
        />
      )}
    </section>
  );
}

function ProposeForm({ orderId, lines, onSent }: { orderId: number; lines: OrderLine[]; onSent: (text: string) => Promise<void> }) {
  const id = useId();
  const [lineaId, setLineaId] = useState(0);
  const line = lines.find((l) => l.id === lineaId);
  const [faltan, setFaltan] = useState('');
  const [productoId, setProductoId] = useState(0);
  const [items, setItems] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = trpc.substitutions.suggest.useQuery({ pedidoId: orderId, lineaId }, { enabled: lineaId > 0 });
  const propose = trpc.substitutions.propose.useMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!line) return;
    try {
      const done = await propose.mutateAsync({ pedidoId: orderId, lineaId, faltan: Number(faltan || line.items), productoId, items: Number(items || faltan || line.items) });
      setProblem(null);
      setLineaId(0);
      setProductoId(0);
      await onSent(done.mensaje);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  return (
    <form className="stack no-print" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-t`}>
      <h3 id={`${id}-t`}>Proponer un sustituto</h3>
      <div className="form-grid">
        <label>
          Línea que falta
          <select
            value={lineaId}
            onChange={(e) => {
              setLineaId(Number(e.target.value));
              setProductoId(0);
              setFaltan('');
              setItems('');
            }}
          >
            <option value={0}>Elige…</option>
            {lines.map((l) => (
              <option key={l.id} value={l.id}>
                {l.nombre} ({l.items})
              </option>
            ))}
          </select>
        </label>
        {line && (
          <label>
            Piezas que faltan
            <input type="number" inputMode="numeric" min={1} max={line.items} step={1} placeholder={`${line.items} (todas)`} value={faltan} onChange={(e) => setFaltan(e.target.value)} />
          </label>
        )}
      </div>
      {line && suggestions.isLoading && <p className="muted">Buscando sustitutos…</p>}
      {line && suggestions.error && <p className="error">{messageOf(suggestions.error)}</p>}
      {line && suggestions.data && suggestions.data.length === 0 && <p className="muted">No hay productos de la misma categoría en existencia.</p>}
      {line && suggestions.data && suggestions.data.length > 0 && (
        <fieldset className="subs-options">
          <legend>Sustituto (misma categoría, precio más cercano)</legend>
          {suggestions.data.map((p) => (
            <label key={p.id} className="subs-option">
              <input type="radio" name={`${id}-p`} value={p.id} checked={productoId === p.id} onChange={() => setProductoId(p.id)} />
              <span>
                {p.nombre} <span className="muted">{money(p.precio)} / {p.cantidad}</span>{' '}
                <span className={p.diferencia > 0 ? 'subs-more' : 'muted'}>
                  ({p.diferencia > 0 ? '+' : p.diferencia < 0 ? '−' : '±'}
                  {money(Math.abs(p.diferencia))})
                </span>
                {p.disponibles !== null && <span className="muted"> · quedan {p.disponibles}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {line && productoId > 0 && (
        <div className="form-grid">
          <label>
            Cantidad del sustituto
            <input type="number" inputMode="numeric" min={1} max={999} step={1} placeholder={faltan || String(line.items)} value={items} onChange={(e) => setItems(e.target.value)} />
          </label>
        </div>
      )}
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      <div className="actions">
        <button type="submit" disabled={!line || productoId === 0 || propose.isPending}>
          Enviar al cliente
        </button>
      </div>
    </form>
  );
}
