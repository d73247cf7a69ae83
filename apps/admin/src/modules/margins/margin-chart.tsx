import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMXN } from '@huerta/contracts';

/** A bar series: which figure of the rows (centavos), its name and colour. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/** «$12k» on the axis: enough to read a bar's size; the table beside it has the exact figures. */
const axisMoney = (centavos: number) => {
  const pesos = centavos / 100;
  return Math.abs(pesos) >= 1000 ? `$${Math.round(pesos / 100) / 10}k` : `$${Math.round(pesos)}`;
};

/**
 * Bars of money per day, week, product or customer, drawn by Recharts (loaded with this file only, by the
 * report pages that ask for it). Hidden from screen readers and out of the Tab order (no accessibility
 * layer: its keyboard focus would land inside aria-hidden): the table beside each chart is its accessible
 * version, with the exact figures.
 */
export default function MarginChart({ rows, labelKey, series, horizontal = false }: { rows: Record<string, unknown>[]; labelKey: string; series: ChartSeries[]; horizontal?: boolean }) {
  const height = horizontal ? Math.max(160, rows.length * (series.length * 16 + 14) + 50) : 240;
  return (
    <div className="report-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={rows} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ top: 6, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#d7ded8" />
          {horizontal ? (
            <>
              <XAxis type="number" tickFormatter={axisMoney} fontSize={11} />
              <YAxis type="category" dataKey={labelKey} width={110} fontSize={11} tickFormatter={(v: string) => (v.length > 16 ? `${v.slice(0, 15)}…` : v)} />
            </>
          ) : (
            <>
              <XAxis dataKey={labelKey} fontSize={11} />
              <YAxis tickFormatter={axisMoney} width={52} fontSize={11} />
            </>
          )}
          <Tooltip formatter={(v) => formatMXN(Number(v))} />
          {/* In the series' order (sales, cost, margin, waste), not alphabetical. */}
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={(item) => series.findIndex((s) => s.key === item.dataKey)} />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} maxBarSize={28} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
