import { MAX_IMAGE_BYTES, formatMXN, toCentavos, toPesos, type CollectionMethod } from '@huerta/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { uploadImage } from '../images/image-field';
import { ErrorLine } from '../../lib/error-line';
import { messageOf, trpc } from '../../lib/trpc';
import type { Stop } from './route-types';

const money = (pesos: number) => formatMXN(toCentavos(pesos));

/** What drivers write most often; one tap fills «Motivo», which can still be edited. */
const COMMON_REASONS = ['No había nadie', 'Dirección incorrecta', 'Cliente rechazó el pedido'];

/**
 * «Entregado» at the door: who received it, an optional photo (uploaded first: the server only takes the
 * address of an image it stored), and for pay on delivery how it was paid and what was handed over. The
 * change shown while typing is only a help: the server computes the one that counts.
 */
export function DeliverForm({ stop, onDone, onCancel }: { stop: Stop; onDone: (cambio: number) => void; onCancel: () => void }) {
  const utils = trpc.useUtils();
  const uid = useId();
  const due = stop.porCobrar;
  const [recibio, setRecibio] = useState('');
  const [foto, setFoto] = useState<File | null>(null);
  const [metodo, setMetodo] = useState<CollectionMethod>('efectivo');
  const [recibido, setRecibido] = useState('');
  const [phase, setPhase] = useState<'idle' | 'foto' | 'guardando'>('idle');
  const [error, setError] = useState('');
  const deliver = trpc.route.deliver.useMutation({ onSettled: () => utils.route.day.invalidate() });

  // The terminal charges exactly the order's total: nothing to type, no change.
  const handed = metodo === 'terminal' && due !== null ? String(due) : recibido;
  const change = due !== null && metodo === 'efectivo' && recibido !== '' && Number.isFinite(Number(recibido)) ? toPesos(toCentavos(Number(recibido)) - toCentavos(due)) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    try {
      let url: string | undefined;
      if (foto) {
        setPhase('foto');
        url = (await uploadImage(foto, 'producto', 'auto')).url;
      }
      setPhase('guardando');
      const result = await deliver.mutateAsync({
        id: stop.id,
        recibio: recibio.trim(),
        ...(url ? { foto: url } : {}),
        ...(due !== null ? { cobro: { metodo, recibido: Number(handed) } } : {}),
      });
      setPhase('idle');
      onDone(result.cambio);
    } catch (err) {
      setPhase('idle');
      setError(messageOf(err));
    }
  };

  return (
    <form className="stop__form" onSubmit={submit} aria-label={`Entrega de ${stop.nombre}`}>
      <label>
        ¿Quién recibió?
        <input required maxLength={120} autoComplete="off" value={recibio} onChange={(e) => setRecibio(e.target.value)} autoFocus />
      </label>
      <label>
        Foto (opcional)
        <input
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            if (file && file.size > MAX_IMAGE_BYTES) {
              setError('La foto pesa más de 10 MB: toma otra o entrega sin foto.');
              e.target.value = '';
              setFoto(null);
              return;
            }
            setError('');
            setFoto(file);
          }}
        />
      </label>
      {due !== null && (
        <fieldset className="stop__collect-form">
          <legend>Cobro de {money(due)}</legend>
          <div className="stop__methods">
            <label className="inline">
              <input type="radio" name={`${uid}-metodo`} value="efectivo" checked={metodo === 'efectivo'} onChange={() => setMetodo('efectivo')} />
              Efectivo
            </label>
            <label className="inline">
              <input type="radio" name={`${uid}-metodo`} value="terminal" checked={metodo === 'terminal'} onChange={() => setMetodo('terminal')} />
              Terminal
            </label>
          </div>
          <label>
            Recibido (MXN)
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              required
              readOnly={metodo === 'terminal'}
              value={handed}
              onChange={(e) => setRecibido(e.target.value)}
            />
          </label>
          <p aria-live="polite" className={change !== null && change < 0 ? 'stop__change error' : 'stop__change'}>
            {change !== null && (change < 0 ? `Faltan ${money(-change)}` : `Cambio: ${money(change)}`)}
          </p>
        </fieldset>
      )}
      <p role="status" className="muted">
        {phase === 'foto' ? 'Subiendo la foto…' : phase === 'guardando' ? 'Guardando la entrega…' : ''}
      </p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <div className="stop__actions">
        <button type="submit" disabled={phase !== 'idle'}>
          Confirmar entrega
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

/** «No entregado»: why, for the owner to decide what happens to the order (it stays on the road). */
export function FailForm({ stop, onDone, onCancel }: { stop: Stop; onDone: () => void; onCancel: () => void }) {
  const utils = trpc.useUtils();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [motivo, setMotivo] = useState('');
  const fail = trpc.route.fail.useMutation({ onSuccess: onDone, onSettled: () => utils.route.day.invalidate() });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    fail.mutate({ id: stop.id, motivo: motivo.trim() });
  };
  return (
    <form className="stop__form" onSubmit={submit} aria-label={`No entregado: ${stop.nombre}`}>
      <div className="stop__reasons" role="group" aria-label="Motivos frecuentes">
        {COMMON_REASONS.map((r) => (
          <button
            key={r}
            type="button"
            className="secondary"
            onClick={() => {
              setMotivo(r);
              field.current?.focus();
            }}
          >
            {r}
          </button>
        ))}
      </div>
      <label htmlFor={id}>Motivo</label>
      <textarea id={id} ref={field} required minLength={3} maxLength={300} rows={2} value={motivo} onChange={(e) => setMotivo(e.target.value)} autoFocus />
      <ErrorLine error={fail.error} />
      <div className="stop__actions">
        <button type="submit" disabled={fail.isPending}>
          Guardar
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
