import { z } from 'zod';
import { routeDaySchema } from '@huerta/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { deliveryDayLabel, formatMXN, toCentavos } from '@huerta/contracts';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { trpc } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';
import { StopCard } from '../modules/delivery/route-stop';
import type { RouteDay, Stop } from '../modules/delivery/route-types';
import { DriverChoice, RouteDayNav, routeDayWords } from '../modules/delivery/route-day-nav';

export const Route = createFileRoute('/ruta')({
  // No day: the server's today (the shop's); no driver: one's own route, or for the rest of the staff the first driver's.
  validateSearch: z.object({ dia: routeDaySchema.optional().catch(undefined), repartidor: z.number().int().positive().optional().catch(undefined) }),
  component: DriverDayPage,
});

const money = (pesos: number) => formatMXN(toCentavos(pesos));
type Focus = { id: number; on: 'card' | 'up' | 'down' };

/**
 * «Mi ruta»: the driver's stops of a day in their order, on a phone — today's, or the day in the address
 * (tomorrow's the evening before, to look at and put in order; they are marked on their day). The rest of
 * the staff look at a driver's route (before assigning, say). The order changes at once on screen (the
 * driver is standing in the street) and is saved in the background; the server's order comes back after
 * the last save, every minute and after every action.
 */
function DriverDayPage() {
  const utils = trpc.useUtils();
  const search = Route.useSearch();
  const me = trpc.auth.me.useQuery();
  const driver = me.data?.rol === 'repartidor';
  // The rest of the staff look at a driver's route: the one in the address, or the first driver.
  const drivers = trpc.drivers.list.useQuery(undefined, { enabled: !!me.data && !driver });
  const repartidorId = driver ? undefined : (search.repartidor ?? drivers.data?.[0]?.id);
  const input = { ...(search.dia ? { dia: search.dia } : {}), ...(repartidorId !== undefined ? { repartidorId } : {}) };
  const shown = trpc.route.day.useQuery(input, { enabled: !!me.data && (driver || drivers.isFetched), refetchInterval: 60_000 });
  const [announce, setAnnounce] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  // The drag's events may come before React has rendered the state set at its start.
  const dragged = useRef<number | null>(null);
  const refocus = useRef<Focus | null>(null);
  // Quick moves overlap: only the last one's answer reloads, so an older order does not flash back.
  const saving = useRef(0);
  const reorder = trpc.route.reorder.useMutation({
    onSettled: () => {
      saving.current -= 1;
      if (saving.current === 0) void utils.route.day.invalidate();
    },
  });

  const stops = shown.data?.paradas ?? [];

  const save = (ids: number[]) => {
    void utils.route.day.cancel();
    utils.route.day.setData(input, (d) => d && { ...d, paradas: ids.flatMap((id) => d.paradas.filter((p) => p.id === id)) });
    saving.current += 1;
    reorder.mutate({ ids });
  };

  const moveTo = (stop: Stop, to: number, focus?: Focus) => {
    const ids = stops.map((s) => s.id);
    const from = ids.indexOf(stop.id);
    if (from < 0 || to < 0 || to >= ids.length || from === to) return;
    ids.splice(from, 1);
    ids.splice(to, 0, stop.id);
    refocus.current = focus ?? null;
    setAnnounce(`La parada de ${stop.nombre} pasa al lugar ${to + 1} de ${ids.length}.`);
    save(ids);
  };
  const step = (stop: Stop, dir: 'up' | 'down', on: Focus['on']) => moveTo(stop, stops.indexOf(stop) + (dir === 'up' ? -1 : 1), { id: stop.id, on });

  // The moved stop keeps the focus (React may have moved its node); at an end, the other button.
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    if (target.on === 'card') {
      document.getElementById(`stop-${target.id}`)?.focus();
      return;
    }
    const own = document.getElementById(`stop-${target.id}-${target.on}`) as HTMLButtonElement | null;
    const other = document.getElementById(`stop-${target.id}-${target.on === 'up' ? 'down' : 'up'}`);
    (own && !own.disabled ? own : other)?.focus();
  });

  // Alt+↑/↓ on the card itself (not inside its forms, where the arrows belong to the fields).
  const keys = (stop: Stop) => (e: KeyboardEvent<HTMLLIElement>) => {
    if (!e.altKey || e.target !== e.currentTarget || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    step(stop, e.key === 'ArrowUp' ? 'up' : 'down', 'card');
  };
  // Only our own cards may be dropped here (a file dragged from the desktop is not).
  const allowDrop = (e: DragEvent) => {
    if (dragged.current === null) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
  };
  const dropOn = (target: Stop) => (e: DragEvent) => {
    e.preventDefault();
    const moving = stops.find((s) => s.id === dragged.current);
    if (moving && moving.id !== target.id) moveTo(moving, stops.indexOf(target));
  };

  const d = shown.data;
  const day = d && routeDayWords(d.dia, d.hoy);
  // Marked on its day only, by its own driver; put in order by them from the evening before.
  const marks = !!d && d.propia && d.dia === d.hoy;
  const orders = !!d && d.propia && d.dia >= d.hoy;
  return (
    <section aria-labelledby="route-title" className="driver-day">
      <h1 id="route-title">
        {!d || d.propia ? 'Mi ruta' : `Ruta de ${d.repartidor.nombre}`}
        {day && ` ${day.words}`}
        {/* The day on its own line on a phone, never a line that starts with the separator. */}
        {d && day?.near && (
          <span className="muted driver-day__date">
            <span className="sr-only"> · </span>
            {deliveryDayLabel(d.dia)}
          </span>
        )}
      </h1>
      <div className="route-controls">
        {!driver && drivers.data && <DriverChoice drivers={drivers.data} value={repartidorId} />}
        {d && <RouteDayNav dia={d.dia} hoy={d.hoy} />}
      </div>
      {d && !marks && d.paradas.length > 0 && <p className="route-note">{noteOf(d)}</p>}
      {d && d.paradas.length > 0 && (
        <p className="route-summary">
          {/* A coming day has stops, nothing delivered or collected yet. */}
          {d.dia > d.hoy
            ? d.resumen.total === 1
              ? '1 parada'
              : `${d.resumen.total} paradas`
            : `${d.resumen.entregadas} de ${d.resumen.total} entregadas · efectivo ${money(d.resumen.efectivo)} · terminal ${money(d.resumen.terminal)}`}
          {d.resumen.noEntregadas > 0 && <span className="error"> · {d.resumen.noEntregadas === 1 ? '1 no entregada' : `${d.resumen.noEntregadas} no entregadas`}</span>}
        </p>
      )}
      <ErrorLine error={shown.error ?? reorder.error} />
      {!d && !shown.error && <p className="muted">Cargando…</p>}
      {d && d.paradas.length === 0 && <p className="card route-empty">{emptyOf(d)}</p>}
      {stops.length > 0 && (
        <>
          {orders && (
            <p id="route-keys" className="muted small">
              Ordena tu ruta con «Subir» y «Bajar»; con una parada enfocada, Alt+↑ y Alt+↓ la mueven.
            </p>
          )}
          <ol aria-label="Paradas" className="stops">
            {stops.map((s, i) => (
              <li
                key={s.id}
                id={`stop-${s.id}`}
                className={`card stop${s.estado === 'entregado' ? ' is-done' : ''}${s.estado !== 'entregado' && s.intento?.resultado === 'no_entregado' ? ' is-failed' : ''}${dragging === s.id ? ' is-dragging' : ''}`}
                tabIndex={0}
                aria-labelledby={`stop-${s.id}-title`}
                {...(orders ? { 'aria-describedby': 'route-keys', 'aria-keyshortcuts': 'Alt+ArrowUp Alt+ArrowDown', onKeyDown: keys(s), onDragOver: allowDrop, onDrop: dropOn(s) } : {})}
              >
                <StopCard stop={s} n={i + 1} marks={marks} />
                {orders && (
                  <div className="stop__order">
                    <span
                      className="stop__handle"
                      aria-hidden="true"
                      draggable
                      title="Arrastra para mover la parada"
                      onDragStart={(e) => {
                        e.dataTransfer.effectAllowed = 'move';
                        e.dataTransfer.setData('text/plain', String(s.id));
                        const card = e.currentTarget.closest('li');
                        if (card) e.dataTransfer.setDragImage(card, 24, 24);
                        dragged.current = s.id;
                        setDragging(s.id);
                      }}
                      onDragEnd={() => {
                        dragged.current = null;
                        setDragging(null);
                      }}
                    >
                      ⠿
                    </span>
                    <button type="button" id={`stop-${s.id}-up`} className="secondary" disabled={i === 0} aria-label={`Subir la parada de ${s.nombre}`} onClick={() => step(s, 'up', 'up')}>
                      Subir
                    </button>
                    <button type="button" id={`stop-${s.id}-down`} className="secondary" disabled={i === stops.length - 1} aria-label={`Bajar la parada de ${s.nombre}`} onClick={() => step(s, 'down', 'down')}>
                      Bajar
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="sr-only" role="status">
        {announce}
      </p>
    </section>
  );
}

/** Why nothing can be marked on this route: someone else's, a coming day's, or a day gone. */
function noteOf(d: RouteDay): string {
  if (!d.propia) return `Solo para consultar: las entregas las marca ${d.repartidor.nombre} desde su ruta, el día de cada una.`;
  if (d.dia > d.hoy) return `Se entregan el ${deliveryDayLabel(d.dia)}: hoy puedes verlas y ordenarlas; se marcan ese día.`;
  return 'Día pasado: solo para consultar.';
}

function emptyOf(d: RouteDay): string {
  const when = d.dia === d.hoy ? 'hoy' : `el ${deliveryDayLabel(d.dia)}`;
  return d.propia ? `No tienes entregas asignadas ${when}.` : `${d.repartidor.nombre} no tiene entregas asignadas ${when}.`;
}
