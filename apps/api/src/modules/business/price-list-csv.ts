import { parse } from 'csv-parse/sync';
import { PRICE_LIST_CSV_COLUMNS, priceListLineSchema, tiersFromText, tiersToText, type PriceListDetail, type PriceListLine } from '@huerta/contracts';
import { BOM, csvField, csvRecord } from '../../platform/csv';

// A price list as a spreadsheet: the export's columns are what the import reads back. `producto` and
// `precio_tienda` are there to read (the import ignores them); `tramos` as the table shows them (tiersToText).

const money = (n: number | null) => (n === null ? '' : n.toFixed(2));

/** Every product of the list's table, with its line's columns empty when it has none. */
export function priceListCsv(detail: PriceListDetail): string {
  const rows = detail.productos.map((p) =>
    csvRecord(
      [p.id, p.nombre, money(p.precio_tienda), money(p.linea?.precio ?? null), p.linea?.descuento ?? null, tiersToText(p.linea?.tramos ?? [])].map((v) => csvField(v === '' ? null : v)),
    ),
  );
  return `${BOM}${csvRecord([...PRICE_LIST_CSV_COLUMNS])}${rows.join('')}`;
}

const number = (cell: string) => (cell.trim() === '' ? null : Number(cell.trim().replace(/^\$/, '')));

export type CsvLines = { lineas: PriceListLine[]; errores: { fila: number; motivo: string }[] };

/**
 * The file's rows as lines, or every bad row with why (row 2 is the first after the header, as a
 * spreadsheet numbers it). A file without the columns is one error; nothing is saved when any row is bad.
 */
export function readPriceListCsv(csv: string): CsvLines {
  let records: Record<string, string>[];
  try {
    records = parse(csv, { bom: true, columns: true, skip_empty_lines: true, trim: true, relax_column_count: true, max_record_size: 4096 });
  } catch {
    return { lineas: [], errores: [{ fila: 1, motivo: 'No se pudo leer el archivo como CSV.' }] };
  }
  const header = Object.keys(records[0] ?? {});
  const missing = ['producto_id', 'precio', 'descuento', 'tramos'].filter((c) => !header.includes(c));
  if (records.length === 0 || missing.length) return { lineas: [], errores: [{ fila: 1, motivo: `Faltan columnas: ${missing.join(', ') || 'producto_id'}. Usa el archivo exportado.` }] };
  const out: CsvLines = { lineas: [], errores: [] };
  records.forEach((r, i) => {
    const parsed = priceListLineSchema.safeParse({
      producto_id: number(r.producto_id ?? ''),
      precio: number(r.precio ?? ''),
      descuento: number(r.descuento ?? ''),
      tramos: tiersFromText(r.tramos ?? ''),
    });
    if (parsed.success) out.lineas.push(parsed.data);
    else {
      const issue = parsed.error.issues[0]!;
      out.errores.push({ fila: i + 2, motivo: `${String(issue.path[0] ?? 'fila')}: ${issue.message}` });
    }
  });
  return out;
}
