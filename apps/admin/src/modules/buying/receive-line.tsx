import { formatMXN, lotQuantityLabel, toCentavos, type LotUnit } from '@huerta/contracts';
import { useId, useState, type FormEvent } from 'react';
import { messageOf, trpc } from '../../lib/trpc';
import { LotFields } from './lot-fields';
import { newEntryKey, typedCost, typedQuantity, unitWord } from './lot-inputs';

/** A purchase order's line as the dock sees it: what was ordered, what arrived so far, what it should cost. */
export interface OrderLine {
  id: number;
  productoId: number;
  nombre: string;
  unidad: LotUnit;
  cantidad: number;
  recibida: number;
  /** The whole line's agreed cost, in pesos. */
  costoEsperado: number;
}

/** The next line's first field, as a scale's or keyboard's Enter expects (the one after `form`). */
function focusNext(form: HTMLFormElement | null) {
  const all = [...document.querySelectorAll<HTMLFormElement>('form[data-receive]')];
  const next = form ? all[all.indexOf(form) + 1] : undefined;
  const field = next?.querySelector<HTMLInputElement>('input[data-first]');
  field?.focus();
  field?.select();
}

/**
 * What arrived of one product: the quantity (kilos, or pieces), the real cost of all of it (pesos; left
 * empty, what the order agreed for that much), the lot's code and best-before date. Enter anywhere saves
 * it and moves to the next line. Each capture carries its own key: a double tap records once; a second
 * phone that saw an older «recibido» is told by the server.
 */
export function ReceiveLine({ line, today, first = false, onSaved }: { line: OrderLine; today: string; first?: boolean; onSaved: (message: string) => void }) {
  const utils = trpc.useUtils();
  const receive = trpc.receiving.receive.useMutation();
  const [clave, setClave] = useState(newEntryKey);
  const [qty, setQty] = useState('');
  const [cost, setCost] = useState('');
  const [codigo, setCodigo] = useState('');
  const [vence, setVence] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const said = useId();
  const falta = Math.max(0, line.cantidad - line.recibida);
  const typed = typedQuantity(qty, line.unidad);
  const arrived = qty.trim() && 'cantidad' in typed ? typed.cantidad : null;
  // What the order agreed for the quantity typed: the cost a blank field stands for.
  const agreed = arrived === null ? null : Math.round((toCentavos(line.costoEsperado) * arrived) / line.cantidad);
  const difference = arrived === null ? null : arrived - falta;

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if ('problema' in typed) return setProblem(typed.problema);
    const paid = cost.trim() === '' && agreed !== null ? { centavos: agreed } : typedCost(cost);
    if ('problema' in paid) return setProblem(paid.problema);
    if (!vence) return setProblem('Escribe la fecha de caducidad del lote.');
    try {
      const done = await receive.mutateAsync({ clave, productoId: line.productoId, ordenLineaId: line.id, recibidaAntes: line.recibida, cantidad: typed.cantidad, costoCentavos: paid.centavos, ...(codigo.trim() ? { codigo: codigo.trim() } : {}), vence });
      setProblem(null);
      setQty('');
      setCost('');
      setCodigo('');
      setClave(newEntryKey());
      onSaved(done.mensaje);
      await utils.receiving.open.invalidate();
      focusNext(form);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  return (
    <form className="receive-line" data-receive="" onSubmit={(e) => void save(e)} aria-label={`Recibir ${line.nombre}`}>
      <div className="receive-line__head">
        <strong>{line.nombre}</strong>
        <span className="muted">
          Pedido {lotQuantityLabel(line.cantidad, line.unidad)}
          {line.recibida > 0 && ` · recibido ${lotQuantityLabel(line.recibida, line.unidad)}`} · faltan {lotQuantityLabel(falta, line.unidad)}
        </span>
      </div>
      <div className="receive-line__fields">
        <label>
          Llegó ({unitWord(line.unidad)})
          <input
            data-first=""
            // The order just chosen: its first line is ready to type into (the dock's keyboard or scale).
            autoFocus={first}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={line.unidad === 'g' ? String(falta / 1000) : String(falta)}
            value={qty}
            readOnly={receive.isPending}
            onChange={(e) => {
              setQty(e.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? said : undefined}
          />
        </label>
        <label>
          Costo real ($)
          <input type="text" inputMode="decimal" autoComplete="off" placeholder={agreed === null ? 'pesos' : (agreed / 100).toFixed(2)} value={cost} readOnly={receive.isPending} onChange={(e) => setCost(e.target.value)} />
        </label>
        <LotFields codigo={codigo} vence={vence} today={today} pending={receive.isPending} onCodigo={setCodigo} onVence={setVence} />
      </div>
      {difference !== null && difference !== 0 && (
        <p className="receive-line__diff">
          {difference < 0 ? `Faltan ${lotQuantityLabel(-difference, line.unidad)}` : `Sobran ${lotQuantityLabel(difference, line.unidad)}`} contra la orden
          {agreed !== null && cost.trim() === '' ? ` · costo según la orden: ${formatMXN(agreed)}` : ''}
        </p>
      )}
      {problem && (
        <p className="error" id={said} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
