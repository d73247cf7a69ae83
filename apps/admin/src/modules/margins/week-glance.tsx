import { Link } from '@tanstack/react-router';
import { formatMXN } from '@huerta/contracts';
import { trpc } from '../../lib/trpc';
import { pctLabel } from './margin-table';

/** The dashboard's glance for the owner (issue 46): this week's gross margin and waste in one tile, a click from the report. */
export function WeekGlance() {
  const week = trpc.margins.week.useQuery(undefined, { refetchInterval: 60_000 });
  if (!week.data) return null;
  const w = week.data;
  return (
    <Link className="card tile" to="/reportes" search={{ periodo: 'semana' }}>
      <span className="muted">Margen de la semana</span>
      <strong>{formatMXN(w.margen)}</strong>
      <span>{w.pct === null ? 'Sin ventas con costo aún' : `${pctLabel(w.pct)} de lo vendido`}</span>
      <span>
        Merma {formatMXN(w.merma)}
        {w.mermaPct !== null && ` (${pctLabel(w.mermaPct)})`} · Ver reportes →
      </span>
    </Link>
  );
}
