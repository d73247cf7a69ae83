import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { addDays, deliveryDayLabel } from '@huerta/contracts';
import { useEffect, useRef } from 'react';
import { DayField } from '../../lib/day-field';
import { shortDayLabel } from '../../lib/dates';

const route = getRouteApi('/ruta');

/** «de hoy», «de mañana», «de ayer» or «del lunes 30 de noviembre»: the day of a route, against the server's today. */
export function routeDayWords(dia: string, hoy: string): { words: string; near: boolean } {
  if (dia === hoy) return { words: 'de hoy', near: true };
  if (dia === addDays(hoy, 1)) return { words: 'de mañana', near: true };
  if (dia === addDays(hoy, -1)) return { words: 'de ayer', near: true };
  return { words: `del ${deliveryDayLabel(dia)}`, near: false };
}

/** A day link is the current page only for the very same day and driver (a link without a day is not «any day»). */
const EXACT = { exact: true };

/** A key typed into a field (or with a modifier) is the field's, not the page's. */
const isTyping = (e: KeyboardEvent) =>
  e.altKey || e.ctrlKey || e.metaKey || (e.target instanceof HTMLElement && (e.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)));

/**
 * The route's day, kept in the page's address (`?dia=`; none: the server's today): the day before, «Hoy» and
 * the day after as links, and a date field. From the keyboard, as a calendar: K the day before, J the day
 * after, T today (outside the fields).
 */
export function RouteDayNav({ dia, hoy }: { dia: string; hoy: string }) {
  const navigate = useNavigate({ from: '/ruta' });
  const prev = addDays(dia, -1);
  const next = addDays(dia, 1);
  const go = (day: string) => void navigate({ search: (s) => ({ ...s, dia: day === hoy ? undefined : day }) });
  // The latest days for the listener added once.
  const keys = useRef({ go, prev, next, hoy });
  useEffect(() => {
    keys.current = { go, prev, next, hoy };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e)) return;
      const k = keys.current;
      const day = { k: k.prev, j: k.next, t: k.hoy }[e.key.toLowerCase()];
      if (!day) return;
      e.preventDefault();
      k.go(day);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <nav aria-label="Día de la ruta" className="route-days">
      <Link to="/ruta" activeOptions={EXACT} search={(s) => ({ ...s, dia: prev === hoy ? undefined : prev })} aria-keyshortcuts="K" title="Día anterior (K)">
        <span aria-hidden="true">←</span>
        <span>
          <span className="sr-only">Día anterior: </span>
          {shortDayLabel(prev)}
        </span>
      </Link>
      {/* Always there (the same place on every day); on today it is the current page (the router marks it). */}
      <Link to="/ruta" activeOptions={EXACT} search={(s) => ({ ...s, dia: undefined })} aria-keyshortcuts="T" title="Hoy (T)">
        Hoy
      </Link>
      <Link to="/ruta" activeOptions={EXACT} search={(s) => ({ ...s, dia: next === hoy ? undefined : next })} aria-keyshortcuts="J" title="Día siguiente (J)">
        <span>
          <span className="sr-only">Día siguiente: </span>
          {shortDayLabel(next)}
        </span>
        <span aria-hidden="true">→</span>
      </Link>
      <DayField value={dia} onChange={go} />
      <span className="muted small route-days__keys">Teclas: K día anterior · J siguiente · T hoy</span>
    </nav>
  );
}

/** «Repartidor»: whose route the rest of the staff look at (`?repartidor=`); a driver sees only their own. */
export function DriverChoice({ drivers, value }: { drivers: readonly { id: number; nombre: string }[]; value: number | undefined }) {
  const navigate = useNavigate({ from: '/ruta' });
  const search = route.useSearch();
  if (drivers.length === 0) return null;
  return (
    <label className="route-driver">
      Repartidor
      <select value={value ?? ''} onChange={(e) => void navigate({ search: { ...search, repartidor: Number(e.target.value) } })}>
        {drivers.map((d) => (
          <option key={d.id} value={d.id}>
            {d.nombre}
          </option>
        ))}
      </select>
    </label>
  );
}
