import type { MarginTable } from '@huerta/contracts';
import { BOM, csvField, csvMoney, csvRecord } from '../../platform/csv';
import type { MarginFigures } from './margins';
import type { MarginReports } from './reports';

// Each table of the margin report as a CSV file (platform/csv.ts: a spreadsheet in Mexico reads it; text
// starting with = + - @ is defused, so a product named «=HYPERLINK(…)» stays text).

const pct = (p: number | null) => (p === null ? '' : (Math.round(p * 10_000) / 100).toFixed(2));
const FIGURES = ['ventas_sin_iva', 'costo', 'margen', 'margen_pct', 'lineas', 'lineas_sin_costo', 'ventas_sin_costo'];
const figureFields = (f: MarginFigures) => [csvMoney(f.ventas), csvMoney(f.costo), csvMoney(f.margen), pct(f.pct), String(f.lineas), String(f.sinCosto.lineas), csvMoney(f.sinCosto.ventas)];
const file = (header: string[], records: string[][]) => BOM + csvRecord(header) + records.map((r) => csvRecord(r)).join('');

/** The CSV text of one table of the report for a period. */
export async function marginCsv(reports: MarginReports, tabla: MarginTable, input: { desde?: string | undefined; dias: number; agrupar: 'dia' | 'semana' }): Promise<string> {
  const period = reports.periodOf(input);
  switch (tabla) {
    case 'periodo': {
      const rows = await reports.series(period, input.agrupar);
      return file([input.agrupar === 'semana' ? 'semana_desde' : 'dia', ...FIGURES, 'merma', 'merma_pct'], rows.map((r) => [r.desde, ...figureFields(r), csvMoney(r.merma), pct(r.mermaPct)]));
    }
    case 'proveedores': {
      const rows = await reports.suppliers(period);
      return file(['proveedor', 'lotes', 'costo'], rows.map((r) => [csvField(r.nombre), String(r.lotes), csvMoney(r.costo)]));
    }
    case 'pedidos': {
      const rows = await reports.orders(period);
      return file(['pedido', 'cliente', 'dia', 'lista', ...FIGURES], rows.map((r) => [r.clave, csvField(r.nombre), r.dia, csvField(r.lista ?? 'Público'), ...figureFields(r)]));
    }
    default: {
      const parts = await reports.breakdowns(period);
      const head = { productos: 'producto', categorias: 'categoria', clientes: 'cliente', listas: 'lista' }[tabla];
      return file([head, ...FIGURES], parts[tabla].map((r) => [csvField(r.nombre), ...figureFields(r)]));
    }
  }
}
