import { Link } from '@tanstack/react-router';
import { formatMXN } from '@huerta/contracts';
import { trpc } from '../../lib/trpc';
import { pctLabel } from './margin-table';

/** The dashboard's glance for the owner (issue 46): this week's gross margin and waste, a click from the report. */
export function WeekGlance() {
  const week = trpc.margins.week.useQuery(undefined, { refetchInterval: 60_000 });
  if (!week.data) return null;
  const w = week.data;
  return (
    <>
      <Link className="card tile" to="/reportes" search={{ periodo: 'semana' }}>
        <span className="muted">Margen bruto de la semana</span>
        <strong>{formatMXN(w.margen)}</strong>
        <span>
          {pctLabel(w.pct)} de {formatMXN(w.ventas - w.sinCosto.ventas)} vendidos · Ver reportes →
        </span>
      </Link>
      <Link className="card tile" to="/reportes" search={{ periodo: 'semana' }}>
        <span className="muted">Merma de la semana</span>
        <strong>{formatMXN(w.merma)}</strong>
        <span>{pctLabel(w.mermaPct)} de las ventas</span>
      </Link>
    </>
  );
}
