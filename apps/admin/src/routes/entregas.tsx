import { createFileRoute } from '@tanstack/react-router';
import { deliveryDayLabel, formatMXN, toCentavos, type DeliverySettings, type ZoneFields } from '@huerta/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorLine } from '../lib/error-line';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/entregas')({ component: DeliveryPage });

const WEEKDAYS = [
  [1, 'Lun'],
  [2, 'Mar'],
  [3, 'Mié'],
  [4, 'Jue'],
  [5, 'Vie'],
  [6, 'Sáb'],
  [0, 'Dom'],
] as const;
const NEW_ZONE: ZoneFields = { nombre: '', codigosPostales: [], costo: null, gratisDesde: null, minimo: 500, diasEntrega: [1, 2, 3, 4, 5, 6], activa: true, capacidad: 40 };
/** A new window's key: orders keep it, so an existing window keeps its key when renamed. */
const freeWindowId = (windows: readonly { id: string }[]) => ['manana', 'tarde', 'noche', 'madrugada', 'mediodia', 'extra'].find((id) => !windows.some((w) => w.id === id)) ?? 'extra';
const money = (pesos: number) => formatMXN(toCentavos(pesos));

/** «Lun a Sáb», «Mar, Jue, Sáb»: a zone's weekdays, three or more in a row said as a range (kept on one line: a phone's column is narrow). */
function weekdaysLabel(days: readonly number[]) {
  const runs: (typeof WEEKDAYS)[number][][] = [];
  WEEKDAYS.forEach((w, i) => {
    if (!days.includes(w[0])) return;
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last.at(-1)!) === i - 1) last.push(w);
    else runs.push([w]);
  });
  return runs.map((run) => (run.length >= 3 ? `${run[0]![1]}\u00a0a\u00a0${run.at(-1)![1]}` : run.map(([, l]) => l).join(', '))).join(', ');
}

/** A zone's fee: its own amount, or the amount it takes from the shop's rule (Ajustes), said as such. */
function Fee({ own, shop }: { own: number | null; shop: number | undefined }): ReactNode {
  if (own !== null) return money(own);
  return (
    <>
      {shop === undefined ? '' : money(shop)}
      <span className="muted fee-source">como la tienda</span>
    </>
  );
}

/** The owner's delivery zones (postal codes, fee, minimum, weekdays) and the delivery calendar. */
function DeliveryPage() {
  const zones = trpc.delivery.zones.useQuery();
  const shop = trpc.shop.get.useQuery();
  const [editing, setEditing] = useState<{ id?: number; zona: ZoneFields } | null>(null);
  const shopRule = shop.data ? `Como la tienda (${money(shop.data.envioCosto)})` : 'Como la tienda';
  const shopFree = shop.data ? `Como la tienda (${money(shop.data.envioGratisDesde)})` : 'Como la tienda';
  return (
    <section className="stack" aria-labelledby="delivery-title">
      <h1 id="delivery-title">
        Entregas
        <button type="button" onClick={() => setEditing({ zona: NEW_ZONE })}>
          Nueva zona
        </button>
      </h1>
      <ErrorLine error={zones.error ?? shop.error} />
      <div className="table-wrap">
        <table className="zones-table">
          <thead>
            <tr>
              <th scope="col">Zona</th>
              <th scope="col">Códigos postales</th>
              <th scope="col" className="num">
                Envío
              </th>
              <th scope="col" className="num">
                Gratis desde
              </th>
              <th scope="col" className="num">
                Mínimo
              </th>
              <th scope="col">Días</th>
              <th scope="col" className="num">
                Por ventana
              </th>
              <th scope="col">Estado</th>
            </tr>
          </thead>
          <tbody>
            {zones.data?.map(({ id, ...zona }) => (
              <tr key={id}>
                <th scope="row">
                  <button type="button" className="link" onClick={() => setEditing({ id, zona })}>
                    {zona.nombre}
                  </button>
                </th>
                <td>{zona.codigosPostales.join(', ')}</td>
                <td className="num">
                  <Fee own={zona.costo} shop={shop.data?.envioCosto} />
                </td>
                <td className="num">
                  <Fee own={zona.gratisDesde} shop={shop.data?.envioGratisDesde} />
                </td>
                <td className="num">{money(zona.minimo)}</td>
                <td>{weekdaysLabel(zona.diasEntrega)}</td>
                <td className="num">{zona.capacidad}</td>
                <td>{zona.activa ? <span className="state state-entregado">Activa</span> : <span className="state">Inactiva</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && <ZoneForm key={editing.id ?? 'nueva'} id={editing.id} initial={editing.zona} shopRule={shopRule} shopFree={shopFree} onDone={() => setEditing(null)} />}
      <CalendarForm />
    </section>
  );
}

function ZoneForm({ id, initial, shopRule, shopFree, onDone }: { id?: number; initial: ZoneFields; shopRule: string; shopFree: string; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [f, setF] = useState(initial);
  const [codes, setCodes] = useState(initial.codigosPostales.join(', '));
  const done = async () => {
    await utils.delivery.zones.invalidate();
    onDone();
  };
  const create = trpc.delivery.createZone.useMutation({ onSuccess: done });
  const update = trpc.delivery.updateZone.useMutation({ onSuccess: done });
  const set = <K extends keyof ZoneFields>(key: K, value: ZoneFields[K]) => setF((now) => ({ ...now, [key]: value }));
  const optionalPesos = (v: string) => (v.trim() === '' ? null : Number(v));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const zona = { ...f, codigosPostales: codes.split(/[\s,;]+/).filter(Boolean) };
    if (id) update.mutate({ id, zona });
    else create.mutate(zona);
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="zone-title">
      <h2 id="zone-title">{id ? `Zona: ${initial.nombre}` : 'Nueva zona'}</h2>
      <div className="form-grid">
        <label>
          Nombre
          <input required minLength={2} maxLength={60} value={f.nombre} onChange={(e) => set('nombre', e.target.value)} />
        </label>
        <label className="wide">
          Códigos postales (separados por comas; rangos como 22000-22699)
          <input required value={codes} onChange={(e) => setCodes(e.target.value)} inputMode="numeric" />
        </label>
        <label>
          Costo de envío (MXN)
          <input type="number" inputMode="decimal" step="0.01" min="0" placeholder={shopRule} value={f.costo ?? ''} onChange={(e) => set('costo', optionalPesos(e.target.value))} />
        </label>
        <label>
          Envío gratis desde (MXN)
          <input type="number" inputMode="decimal" step="0.01" min="0" placeholder={shopFree} value={f.gratisDesde ?? ''} onChange={(e) => set('gratisDesde', optionalPesos(e.target.value))} />
        </label>
        <label>
          Pedido mínimo (MXN)
          <input type="number" inputMode="decimal" step="0.01" min="0" required value={f.minimo} onChange={(e) => set('minimo', Number(e.target.value))} />
        </label>
        <label>
          Pedidos por ventana y día
          <input type="number" inputMode="numeric" min="1" max="10000" required value={f.capacidad} onChange={(e) => set('capacidad', Number(e.target.value))} />
        </label>
      </div>
      <fieldset className="weekdays">
        <legend>Días de entrega</legend>
        {WEEKDAYS.map(([d, label]) => (
          <label key={d} className="inline">
            <input
              type="checkbox"
              checked={f.diasEntrega.includes(d)}
              onChange={(e) => set('diasEntrega', e.target.checked ? [...f.diasEntrega, d] : f.diasEntrega.filter((x) => x !== d))}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label className="inline">
        <input type="checkbox" checked={f.activa} onChange={(e) => set('activa', e.target.checked)} />
        Activa (sus códigos postales pueden pedir)
      </label>
      <ErrorLine error={create.error ?? update.error} />
      <div className="actions">
        <button type="submit" disabled={create.isPending || update.isPending}>
          {id ? 'Guardar zona' : 'Crear zona'}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

/** The cut-off and the days without deliveries (holidays). */
function CalendarForm() {
  const calendar = trpc.delivery.calendar.useQuery();
  if (!calendar.data) return <ErrorLine error={calendar.error} />;
  return <CalendarFields initial={calendar.data} />;
}

function CalendarFields({ initial }: { initial: DeliverySettings }) {
  const utils = trpc.useUtils();
  const [f, setF] = useState(initial);
  const [day, setDay] = useState('');
  const [saved, setSaved] = useState(false);
  const update = trpc.delivery.updateCalendar.useMutation({
    onSuccess: async (data) => {
      setF(data);
      setSaved(true);
      await utils.delivery.calendar.invalidate();
    },
  });
  const change = (next: DeliverySettings) => {
    setSaved(false);
    setF(next);
  };
  return (
    <form
      className="card stack"
      aria-labelledby="calendar-title"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(f);
      }}
    >
      <h2 id="calendar-title">Calendario</h2>
      <div className="form-grid">
        <label>
          Hora de corte (los pedidos desde esta hora cuentan para el día siguiente)
          <input type="time" required value={f.corte} onChange={(e) => change({ ...f, corte: e.target.value })} />
        </label>
        <label>
          Día sin entregas
          <span className="actions">
            <input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
            <button type="button" className="secondary" disabled={!day} onClick={() => change({ ...f, cerrados: [...f.cerrados, day].sort() })}>
              Agregar
            </button>
          </span>
        </label>
      </div>
      <ul className="closed-days" aria-label="Días sin entregas">
        {f.cerrados.length === 0 && <li className="muted">Ninguno.</li>}
        {f.cerrados.map((d) => (
          <li key={d}>
            {deliveryDayLabel(d)} de {d.slice(0, 4)}{' '}
            <button type="button" className="link" aria-label={`Quitar el ${deliveryDayLabel(d)} de ${d.slice(0, 4)}`} onClick={() => change({ ...f, cerrados: f.cerrados.filter((x) => x !== d) })}>
              Quitar
            </button>
          </li>
        ))}
      </ul>
      <fieldset className="windows">
        <legend>Ventanas de entrega (cada zona recibe «pedidos por ventana» en cada una)</legend>
        {f.ventanas.map((w, i) => (
          <div key={i} className="actions">
            <label>
              Ventana {i + 1}
              <input required minLength={2} maxLength={60} value={w.nombre} onChange={(e) => change({ ...f, ventanas: f.ventanas.map((x, j) => (j === i ? { ...x, nombre: e.target.value } : x)) })} />
            </label>
            <button type="button" className="link" disabled={f.ventanas.length === 1} onClick={() => change({ ...f, ventanas: f.ventanas.filter((_, j) => j !== i) })}>
              Quitar
            </button>
          </div>
        ))}
        <button type="button" className="secondary" disabled={f.ventanas.length >= 6} onClick={() => change({ ...f, ventanas: [...f.ventanas, { id: freeWindowId(f.ventanas), nombre: '' }] })}>
          Agregar ventana
        </button>
      </fieldset>
      <ErrorLine error={update.error} />
      <p role="status" className="notice">
        {saved && 'Guardado: la tienda ya usa este calendario.'}
      </p>
      <div className="actions">
        <button type="submit" disabled={update.isPending}>
          Guardar calendario
        </button>
      </div>
    </form>
  );
}
