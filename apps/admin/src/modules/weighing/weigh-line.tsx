import { kgLabel, packedGramsSchema } from '@huerta/contracts';
import { useId, useState, type KeyboardEvent } from 'react';
import { messageOf, trpc } from '../../lib/trpc';

/**
 * The grams of what the packer typed in kilos («1.42», «1,42», «1.42 kg»), or why it cannot be saved — in the
 * words of the server's own rule (packedGramsSchema), so a refusal reads the same whichever side says it.
 */
export function typedGrams(typed: string): { gramos: number } | { problema: string } {
  const text = typed.trim().replace(/\s*kg$/i, '').replace(',', '.');
  const kilos = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(kilos)) return { problema: 'Escribe el peso en kilos, por ejemplo 1.25.' };
  const checked = packedGramsSchema.safeParse(Math.round(kilos * 1000));
  return checked.success ? { gramos: checked.data } : { problema: checked.error.issues[0]!.message };
}

export interface WeighedLine {
  productoId: number;
  nombre: string;
  gramos: number;
  /** Pieces charged by weight: how many go in the box. */
  piezas?: number | null;
  gramosPesados: number | null;
}

/**
 * A line sold by weight, weighed at packing: the kilos typed (or sent by a USB scale that types like a
 * keyboard), Enter saves and moves to the next line. A weight far from the estimate is said and saved
 * with a second Enter (or «Confirmar»). Only an order «En preparación» takes weights.
 */
export function WeighLine({ orderId, line, enabled, onSaved }: { orderId: number; line: WeighedLine; enabled: boolean; onSaved: (message: string) => void }) {
  const utils = trpc.useUtils();
  const [kg, setKg] = useState(line.gramosPesados === null ? '' : String(line.gramosPesados / 1000));
  const [confirm, setConfirm] = useState<string | null>(null);
  // Why the weight typed was not saved (typed wrong, or refused by the server): said beside the field.
  const [problem, setProblem] = useState<string | null>(null);
  const weigh = trpc.orders.weigh.useMutation();
  // The pick list shows a product once per order: the message's id is this field's own.
  const said = useId();

  const save = async (confirmar: boolean, input: HTMLInputElement | null) => {
    const typed = typedGrams(kg);
    if ('problema' in typed) {
      setProblem(typed.problema);
      return;
    }
    try {
      const done = await weigh.mutateAsync({ id: orderId, productoId: line.productoId, gramos: typed.gramos, ...(confirmar ? { confirmar } : {}) });
      setConfirm(null);
      setProblem(null);
      onSaved(done.aviso ? `${done.mensaje} ${done.aviso}` : done.mensaje);
      // The order page and the pick list both show the line and totals change.
      await Promise.all([utils.orders.get.invalidate(), utils.orders.pickList.invalidate()]);
      // The next line to weigh, as a scale's Enter would expect.
      const all = [...document.querySelectorAll<HTMLInputElement>('input[data-weigh]')];
      const next = input ? all[all.indexOf(input) + 1] : undefined;
      next?.focus();
      next?.select();
    } catch (error) {
      const message = messageOf(error);
      // Far from the estimate: the same weight again (Enter or «Confirmar») saves it.
      if (/Confírmalo/.test(message)) setConfirm(message);
      else setProblem(message);
    }
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void save(confirm !== null, e.currentTarget);
  };

  return (
    <div className="weigh">
      <span className="muted">
        Pedido {line.piezas ? `${line.piezas} ${line.piezas === 1 ? 'pieza' : 'piezas'} ` : ''}<span className="weigh__kg">≈ {kgLabel(line.gramos)}</span>
      </span>
      <label className="weigh__field">
        <span className="sr-only">Peso de {line.nombre} (kg)</span>
        <input
          data-weigh=""
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="kg"
          // Read-only while saving, never disabled: a disabled field loses the focus the next weight is typed into.
          disabled={!enabled}
          readOnly={weigh.isPending}
          value={kg}
          onChange={(e) => {
            setKg(e.target.value);
            setConfirm(null);
            setProblem(null);
          }}
          onKeyDown={onKey}
          aria-invalid={problem ? true : undefined}
          aria-describedby={confirm || problem ? said : undefined}
        />
      </label>
      {problem && (
        <span className="weigh__confirm" id={said} role="alert">
          {problem}
        </span>
      )}
      {confirm && (
        <span className="weigh__confirm" id={said} role="alert">
          {confirm}{' '}
          <button type="button" className="secondary" onClick={() => void save(true, null)}>
            Confirmar
          </button>
        </span>
      )}
    </div>
  );
}
