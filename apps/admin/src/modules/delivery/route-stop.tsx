import { formatMXN, toCentavos, type OrderState } from '@huerta/contracts';
import { useState } from 'react';
import { StateBadge } from '../orders/filters';
import { ErrorLine } from '../../lib/error-line';
import { trpc } from '../../lib/trpc';
import { DeliverForm, FailForm } from './stop-forms';
import type { Stop } from './route-types';

const money = (pesos: number) => formatMXN(toCentavos(pesos));

/**
 * One stop of the driver's day, read at arm's length on a phone: who, where, what to collect, the links
 * to get there and to call, and what to do next. A stop that is done (delivered) folds to its outcome; one
 * not delivered keeps its actions, since the driver may come back later the same day. `marks`: the driver's
 * own stop on its day — another day's, or someone else's, is only looked at (no actions, no «on the way»).
 */
export function StopCard({ stop, n, marks }: { stop: Stop; n: number; marks: boolean }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState<'entregar' | 'fallo' | null>(null);
  const [said, setSaid] = useState('');
  const leave = trpc.route.leave.useMutation({
    onSuccess: () => setSaid('En camino: el cliente recibe un correo.'),
    onSettled: () => utils.route.day.invalidate(),
  });
  const delivered = stop.estado === 'entregado';
  const acts = marks && !delivered;
  const toggle = (form: 'entregar' | 'fallo') => {
    setSaid('');
    setOpen((o) => (o === form ? null : form));
  };
  return (
    <>
      <div className="stop__head">
        <span className="stop__n" aria-hidden="true">
          {n}
        </span>
        <h2 id={`stop-${stop.id}-title`}>
          <span className="sr-only">Parada {n}: </span>
          {stop.nombre}
        </h2>
        {/* The server reads it from the orders table as text; only on-route and delivered states come. */}
        <StateBadge estado={stop.estado as OrderState} />
        {stop.porCobrar !== null && <span className="state por-cobrar stop__due">Cobrar {money(stop.porCobrar)}</span>}
      </div>
      <p className="stop__where">
        {stop.direccion}
        {stop.referencias && <span className="stop__refs">Referencias: {stop.referencias}</span>}
      </p>
      {(stop.zona || stop.ventana) && <p className="muted stop__line">{[stop.zona, stop.ventana].filter(Boolean).join(' · ')}</p>}
      {stop.nota && <p className="stop__note">Nota: {stop.nota}</p>}
      {!delivered && (
        <div className="stop__links">
          <a className="button-link secondary" href={stop.mapa} target="_blank" rel="noopener noreferrer">
            Cómo llegar
          </a>
          {stop.llamar && (
            <a className="button-link secondary" href={stop.llamar}>
              Llamar
            </a>
          )}
          {stop.whatsapp && marks && (
            <a className="button-link secondary" href={stop.whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
          )}
        </div>
      )}
      <Outcome stop={stop} />
      <p role="status" className="stop__said">
        {said}
      </p>
      <ErrorLine error={leave.error} />
      {acts && (
        <div className="stop__actions">
          {(stop.estado === 'pagado' || stop.estado === 'preparando') && (
            <button type="button" disabled={leave.isPending} onClick={() => leave.mutate({ id: stop.id })}>
              Salgo a entregar
            </button>
          )}
          <button type="button" aria-expanded={open === 'entregar'} onClick={() => toggle('entregar')}>
            Entregado
          </button>
          <button type="button" className="secondary" aria-expanded={open === 'fallo'} onClick={() => toggle('fallo')}>
            No entregado
          </button>
        </div>
      )}
      {open === 'entregar' && acts && (
        <DeliverForm
          stop={stop}
          onCancel={() => setOpen(null)}
          onDone={(cambio) => {
            setOpen(null);
            setSaid(cambio > 0 ? `Entregado. Cambio a dar: ${money(cambio)}` : 'Entregado.');
          }}
        />
      )}
      {open === 'fallo' && acts && (
        <FailForm
          stop={stop}
          onCancel={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            setSaid('Guardado como no entregado.');
          }}
        />
      )}
    </>
  );
}

/** What happened at the door: who received it and what was collected, or why it was not delivered. */
function Outcome({ stop }: { stop: Stop }) {
  const { intento, cobro } = stop;
  if (stop.estado === 'entregado') {
    const who = intento?.resultado === 'entregado' && intento.recibio ? `Entregado a ${intento.recibio}` : 'Entregado';
    const paid = cobro
      ? ` · ${cobro.metodo === 'terminal' ? 'Terminal' : 'Efectivo'} ${money(cobro.monto)}${cobro.cambio > 0 ? ` (recibido ${money(cobro.recibido)}, cambio ${money(cobro.cambio)})` : ''}`
      : '';
    return <p className="stop__outcome">{who + paid}</p>;
  }
  if (intento?.resultado === 'no_entregado') return <p className="stop__outcome stop__outcome--failed">No entregado: {intento.motivo}</p>;
  return null;
}
