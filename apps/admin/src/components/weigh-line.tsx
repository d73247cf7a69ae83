import { kgLabel } from '@huerta/contracts';
import { useState, type KeyboardEvent } from 'react';
import { messageOf, trpc } from '../trpc';

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
  const weigh = trpc.orders.weigh.useMutation();
  const grams = Math.round(Number(kg.replace(',', '.')) * 1000);

  const save = async (confirmar: boolean, input: HTMLInputElement | null) => {
    if (!Number.isFinite(grams) || grams <= 0) return;
    try {
      const done = await weigh.mutateAsync({ id: orderId, productoId: line.productoId, gramos: grams, ...(confirmar ? { confirmar } : {}) });
      setConfirm(null);
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
      else onSaved(message);
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
        Pedido {line.piezas ? `${line.piezas} ${line.piezas === 1 ? 'pieza' : 'piezas'} ` : ''}≈ {kgLabel(line.gramos)}
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
          }}
          onKeyDown={onKey}
          aria-describedby={confirm ? `weigh-${line.productoId}` : undefined}
        />
      </label>
      {confirm && (
        <span className="weigh__confirm" id={`weigh-${line.productoId}`} role="alert">
          {confirm}{' '}
          <button type="button" className="secondary" onClick={() => void save(true, null)}>
            Confirmar
          </button>
        </span>
      )}
    </div>
  );
}
