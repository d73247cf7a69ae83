import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Daily sales of the last 30 days as bars (uPlot: a small canvas chart library), with the numbers as a table for screen readers. */
export function SalesChart({ days }: { days: { dia: string; total: number }[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: uPlot | null = null;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled || !box.current) return;
      const x = days.map((_, i) => i);
      chart = new UPlot(
        {
          width: box.current.clientWidth,
          height: 220,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [
            { values: (_u, ticks) => ticks.map((i) => days[i]?.dia.slice(5) ?? '') },
            { values: (_u, ticks) => ticks.map((v) => `$${Math.round(v).toLocaleString('es-MX')}`), size: 70 },
          ],
          series: [{}, { label: 'Ventas', stroke: '#2f6b3a', fill: 'rgba(47,107,58,0.35)', paths: UPlot.paths.bars!({ size: [0.7, 40] }), points: { show: false } }],
        },
        [x, days.map((d) => d.total)],
        box.current,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [days]);
  return (
    <figure className="chart">
      <div ref={box} aria-hidden="true" />
      <figcaption className="sr-only">
        <table>
          <caption>Ventas diarias de los últimos 30 días</caption>
          <tbody>
            {days.map((d) => (
              <tr key={d.dia}>
                <th scope="row">{d.dia}</th>
                <td>{d.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
