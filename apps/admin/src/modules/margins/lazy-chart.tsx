import { lazy, Suspense, type ComponentProps } from 'react';

// Recharts is ~110 kB gzipped (its own chunk): only the screens that draw a chart load it, when they first do.
const Chart = lazy(() => import('./margin-chart'));

/** A margin chart, loaded on first use; the table beside it shows the figures meanwhile. */
export function LazyChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<div className="report-chart muted">Cargando gráfica…</div>}>
      <Chart {...props} />
    </Suspense>
  );
}
