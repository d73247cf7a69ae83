import { z } from 'zod';
import { shopDaySchema } from '../lib/route-params';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import type { AdminRouter } from '@huerta/api/admin-router';
import { deliveryDayLabel, formatMXN, toCentavos } from '@huerta/contracts';
import { useId, useState, type FormEvent } from 'react';
import { nearDay, shopToday, when } from '../lib/dates';
import { messageOf, trpc } from '../lib/trpc';
import { ErrorLine } from '../lib/error-line';
import { DayField } from '../lib/day-field';

export const Route = createFileRoute('/cortes')({
  // No day in the address: the shop's today (as «Preparar»).
  validateSearch: z.object({ dia: shopDaySchema.optional().catch(undefined) }),
  component: CashReportPage,
});

type DriverDay = inferRouterOutputs<AdminRouter>['drivers']['cashReport'][number];

const money = (pesos: number) => formatMXN(toCentavos(pesos));
/** A count's difference with its sign: «+$20.00» over, «-$20.00» short. */
const signed = (pesos: number) => (pesos > 0 ? `+${money(pesos)}` : money(pesos));

/**
 * «Cortes de caja» (the owner's): per driver and day, what was collected in cash and by terminal, the
 * orders to pay on delivery left uncollected, and the count of the cash brought back — once, recorded
 * with its difference. Printed as one dense sheet for the day's records.
 */
function CashReportPage() {
  const dia = Route.useSearch().dia ?? shopToday();
  const navigate = useNavigate({ from: '/cortes' });
  const report = trpc.drivers.cashReport.useQuery({ dia });
  const [said, setSaid] = useState('');
  const near = nearDay(dia);
  return (
    <section aria-labelledby="cash-title" className="cash-report">
      <h1 id="cash-title">
        Cortes de caja
        <span className="muted">
          {' '}
          · {deliveryDayLabel(dia)}
          {near && ` (${near})`}
        </span>
      </h1>
      <div className="actions no-print">
        <DayField value={dia} onChange={(d) => void navigate({ search: { dia: d } })} />
        <button type="button" className="secondary" onClick={() => window.print()} disabled={!report.data}>
          Imprimir
        </button>
      </div>
      <p role="status" className="notice">
        {said}
      </p>
      <ErrorLine error={report.error} />
      {!report.data && !report.error && <p className="muted">Cargando…</p>}
      {report.data?.length === 0 && <p className="muted">No hay repartidores activos.</p>}
      <div className="cash-drivers">
        {report.data?.map((row) => <DriverCash key={row.repartidor.id} row={row} dia={dia} say={setSaid} />)}
      </div>
    </section>
  );
}

function DriverCash({ row, dia, say }: { row: DriverDay; dia: string; say: (text: string) => void }) {
  const titleId = useId();
  const { corte } = row;
  // A close refused because the day was closed meanwhile (another tab): said above the close that stands.
  const [refused, setRefused] = useState('');
  return (
    <section className="card cash-driver" aria-labelledby={titleId}>
      <h2 id={titleId}>{row.repartidor.nombre}</h2>
      <dl className="cash-figures">
        <div>
          <dt>Paradas</dt>
          <dd>{row.paradas}</dd>
        </div>
        <div>
          <dt>Entregadas</dt>
          <dd>{row.entregadas}</dd>
        </div>
        <div>
          <dt>No entregadas</dt>
          <dd>{row.noEntregadas}</dd>
        </div>
        <div>
          <dt>Efectivo cobrado</dt>
          <dd>{money(row.efectivo)}</dd>
        </div>
        <div>
          <dt>Terminal</dt>
          <dd>{money(row.terminal)}</dd>
        </div>
      </dl>
      {row.sinCobrar.length > 0 && (
        <div className="sin-cobrar">
          <h3>Sin cobrar</h3>
          <ul>
            {row.sinCobrar.map((s) => (
              <li key={s.id}>
                <Link to="/pedidos/$id" params={{ id: s.id }}>
                  #{s.id}
                </Link>{' '}
                {s.nombre} · {money(s.total)}
                {s.motivo && <em> · {s.motivo}</em>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {corte && refused && (
        <p role="alert" className="error cash-refused">
          {refused}
        </p>
      )}
      {corte ? (
        <p className="cash-corte">
          Contado {money(corte.contado)} por {corte.quien ?? '—'} ·{' '}
          <strong className={corte.diferencia !== 0 ? 'error' : undefined}>Diferencia {signed(corte.diferencia)}</strong>
          <span className="muted small">
            {' '}
            (esperado {money(corte.esperado)} · {when(corte.cuando)}
            {corte.nota && ` · ${corte.nota}`})
          </span>
        </p>
      ) : row.paradas === 0 ? (
        <p className="muted">Sin paradas este día.</p>
      ) : (
        <CashCount row={row} dia={dia} say={say} onRefused={setRefused} />
      )}
    </section>
  );
}

/** The owner counts the cash the driver hands over; the server records the difference with what it expected. */
function CashCount({ row, dia, say, onRefused }: { row: DriverDay; dia: string; say: (text: string) => void; onRefused: (text: string) => void }) {
  const utils = trpc.useUtils();
  const [contado, setContado] = useState('');
  const [nota, setNota] = useState('');
  const name = row.repartidor.nombre;
  const reconcile = trpc.drivers.reconcile.useMutation({
    onSuccess: (r) => say(`Corte de ${name} cerrado: contado ${money(r.contado)}, diferencia ${signed(r.diferencia)}.`),
    // The reload below replaces this form with the close that stands: the card keeps the refusal.
    onError: (error) => {
      if (error.data?.httpStatus === 409) onRefused(messageOf(error));
    },
    onSettled: () => utils.drivers.cashReport.invalidate(),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    reconcile.mutate({ repartidorId: row.repartidor.id, dia, contado: Number(contado), ...(nota.trim() ? { nota: nota.trim() } : {}) });
  };
  return (
    <>
      <form className="cash-count no-print" onSubmit={submit}>
        <label>
          Efectivo contado (MXN)
          <input type="number" inputMode="decimal" min={0} step="0.01" required value={contado} onChange={(e) => setContado(e.target.value)} />
        </label>
        <label>
          Nota (opcional)
          <input maxLength={300} value={nota} onChange={(e) => setNota(e.target.value)} />
        </label>
        <button type="submit" disabled={reconcile.isPending}>
          Cerrar corte de {name}
        </button>
        <ErrorLine error={reconcile.error} className="full" />
      </form>
      <p className="print-only">Corte pendiente: esperado {money(row.efectivo)}.</p>
    </>
  );
}
