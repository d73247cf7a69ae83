import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';

/** «Reparto de hoy» on the dashboard: each driver's delivered stops, live (every 30 s), the name a link to their route; nothing without drivers. */
export function DriverProgress() {
  const progress = trpc.drivers.progress.useQuery(undefined, { refetchInterval: 30_000 });
  const rows = progress.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="card driver-progress" aria-labelledby="delivery-progress-title">
      <h2 id="delivery-progress-title">Reparto de hoy</h2>
      <ul>
        {rows.map((r) => (
          <li key={r.repartidor.id}>
            {/* The driver's route of today, to see where each stop stands. */}
            <Link to="/ruta" search={{ repartidor: r.repartidor.id }} className="driver-progress__name">
              {r.repartidor.nombre}
            </Link>
            <span className="num">
              {r.entregadas}/{r.paradas}
            </span>
            {/* A driver without stops yet: an empty bar, not an invalid max of 0. */}
            <progress max={Math.max(r.paradas, 1)} value={r.entregadas} aria-label={`Avance de ${r.repartidor.nombre}`} />
            {r.noEntregadas > 0 && <span className="error">{r.noEntregadas === 1 ? '1 no entregada' : `${r.noEntregadas} no entregadas`}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
