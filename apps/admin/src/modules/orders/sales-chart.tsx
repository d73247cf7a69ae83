import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Daily sales of the last 30 days as bars (uPlot: a small canvas chart library), with the numbers as a table for screen readers. */
export function SalesChart({ days }: { days: { dia: string; total: number }[] }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLElement>(null);
  useEffect(() => {
    let chart: uPlot | null = null;
    let cancelled = false;
    // The canvas has a fixed width: follow the card's when the window turns or resizes.
    const resize = new ResizeObserver(() => {
      if (chart && frame.current) chart.setSize({ width: frame.current.clientWidth, height: 220 });
    });
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled || !box.current || !frame.current) return;
      const x = days.map((_, i) => i);
      chart = new UPlot(
        {
          width: frame.current.clientWidth,
          height: 220,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [
            // «24/10»: day and month, as dates are written in Mexico.
            { values: (_u, ticks) => ticks.map((i) => (days[i] ? `${days[i].dia.slice(8)}/${days[i].dia.slice(5, 7)}` : '')) },
            { values: (_u, ticks) => ticks.map((v) => `$${Math.round(v).toLocaleString('es-MX')}`), size: 70 },
          ],
          series: [{}, { label: 'Ventas', stroke: '#2f6b3a', fill: 'rgba(47,107,58,0.35)', paths: UPlot.paths.bars!({ size: [0.7, 40] }), points: { show: false } }],
        },
        [x, days.map((d) => d.total)],
        box.current,
      );
      resize.observe(frame.current);
    });
    return () => {
      cancelled = true;
      resize.disconnect();
      chart?.destroy();
    };
  }, [days]);
  return (
    <figure className="chart" ref={frame}>
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
