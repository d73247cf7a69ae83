import { formatMXN } from '@huerta/contracts';
import type { ReactNode } from 'react';
import { DataTable, NUM, col } from '../../lib/data-table';
import type { Outputs } from '../../lib/trpc';

/** The figures every margin row has (centavos), as the server's margins module answers them. */
export type Figures = Omit<Outputs['margins']['order'], 'pedidoId' | 'contado' | 'lineas'> & { lineas: number };

/** 0.2345 → «23.5 %»; nothing to measure → «—». */
export const pctLabel = (p: number | null) => (p === null ? '—' : `${(p * 100).toLocaleString('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`);

/** «2 líneas sin costo ($120.00)»: sales left out of the margin because no cost was known when sold. */
export const noCostLabel = (s: Figures['sinCosto']) => (s.lineas === 0 ? '' : `${s.lineas === 1 ? '1 línea' : `${s.lineas} líneas`} sin costo (${formatMXN(s.ventas)})`);

/**
 * A margin table: what the row is, sales without IVA, cost, gross margin and its share; the lines sold with no
 * known cost are said in their own column, never counted at cost zero.
 */
export function MarginTable<T extends Figures & { clave: string; nombre: string }>({
  rows,
  first,
  caption,
  extra = [],
  detail,
}: {
  rows: T[];
  first: string;
  caption: ReactNode;
  extra?: ReturnType<typeof col<T>>[];
  /** A line under the row's name (a customer's e-mail). */
  detail?: (row: T) => string | null;
}) {
  const anyNoCost = rows.some((r) => r.sinCosto.lineas > 0);
  return (
    <DataTable
      className="report-table"
      data={rows}
      rowKey={(r) => r.clave}
      caption={<caption className="sr-only">{caption}</caption>}
      empty={<p className="muted">Sin ventas en el periodo.</p>}
      loaded
      columns={[
        col<T>(
          'nombre',
          first,
          (r) => {
            const more = detail?.(r);
            return more ? (
              <>
                {r.nombre}
                <br />
                <span className="muted small">{more}</span>
              </>
            ) : (
              r.nombre
            );
          },
          { rowHeader: true },
        ),
        ...extra,
        col<T>('ventas', 'Ventas', (r) => formatMXN(r.ventas), NUM),
        col<T>('costo', 'Costo', (r) => formatMXN(r.costo), NUM),
        col<T>('margen', 'Margen', (r) => <strong>{formatMXN(r.margen)}</strong>, NUM),
        col<T>('pct', '%', (r) => pctLabel(r.pct), NUM),
        ...(anyNoCost ? [col<T>('sin', 'Sin costo', (r) => (r.sinCosto.lineas ? `${r.sinCosto.lineas} (${formatMXN(r.sinCosto.ventas)})` : ''), NUM)] : []),
      ]}
    />
  );
}

/** «Descargar CSV» of one table of the report, for the period on screen; a screen reader hears which (`what`). */
export function CsvLink({ tabla, query, what }: { tabla: string; query: string; what: string }) {
  return (
    <a className="no-print" href={`/admin/exportar/margenes.csv?tabla=${tabla}&${query}`} download>
      Descargar CSV<span className="sr-only"> {what}</span>
    </a>
  );
}
