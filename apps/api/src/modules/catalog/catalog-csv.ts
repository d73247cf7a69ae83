import { parse } from 'csv-parse/sync';
import { CATEGORIES, productFieldsSchema, type ProductFields } from '@huerta/contracts';
import { describeZodError } from '../../platform/errors';
import { csvField } from '../../platform/csv';

// The catalogue as a spreadsheet: what `GET /admin/exportar/productos.csv` writes and
// `POST /admin/importar/productos.csv` reads back (the same columns, in Spanish).

export const CATALOG_COLUMNS = ['id', 'nombre', 'categoria', 'precio', 'unidad', 'descuento', 'existencias', 'agotado', 'vigente_desde', 'vigente_hasta'] as const;

export interface CatalogProduct extends ProductFields {
  id: number;
}

/** One product as a CSV line (text cells that a spreadsheet would run as a formula are neutralised). */
export function catalogLine(p: CatalogProduct): string {
  const categoria = CATEGORIES.find((c) => c.id === p.categoriaId)!.nombre;
  return [p.id, p.nombre, categoria, p.precio.toFixed(2), p.cantidad, p.descuento ?? '', p.disponibles ?? '', p.agotado ? 'sí' : 'no', p.fechaVigInicio, p.fechaVigFin ?? ''].map(csvField).join(',');
}

export type ImportPreview = {
  nuevos: { linea: number; nombre: string }[];
  cambiados: { linea: number; id: number; nombre: string; cambios: string[] }[];
  sinCambios: number;
  errores: { linea: number; motivo: string }[];
};

type Checked = { preview: ImportPreview; nuevos: ProductFields[]; cambiados: { id: number; antes: ProductFields; despues: ProductFields }[] };

/** A whole-file problem: nothing is looked at row by row. */
export class CatalogFileError extends Error {}

const LABELS: Record<keyof ProductFields, string> = {
  nombre: 'nombre',
  categoriaId: 'categoría',
  precio: 'precio',
  cantidad: 'unidad',
  descuento: 'descuento',
  fechaVigInicio: 'vigente desde',
  fechaVigFin: 'vigente hasta',
  imgUrl: 'foto',
  disponibles: 'existencias',
  umbralBajo: 'mínimo',
  agotado: 'agotado',
  tasaIva: 'IVA',
  venta: 'venta por peso',
  descripcion: 'descripción',
  claveProdServ: 'clave SAT',
  claveUnidad: 'unidad SAT',
};
/** Kept by an import (not columns of the file): set in the product's form. */
const FORM_ONLY = new Set<keyof ProductFields>(['tasaIva', 'descripcion', 'claveProdServ', 'claveUnidad']);

const show = (v: unknown) => (v === null ? '—' : typeof v === 'boolean' ? (v ? 'sí' : 'no') : String(v));

/** A leading = + - @ makes a spreadsheet run the cell; our own export wrote it behind a quote. */
const FORMULA = /^[=+\-@]/;
// The export's guard is one quote before text that starts as a formula, after any quotes of its own.
const unquote = (cell: string) => (/^''*[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function toNumber(cell: string): number | null {
  const t = cell.trim().replace(/^\$/, '').replace(',', '.');
  return t === '' ? null : Number(t);
}

/** One CSV row as the product form's fields, or the reason it cannot be. */
function rowToFields(row: Record<string, string>, current: CatalogProduct | undefined): ProductFields | string {
  // A raw formula is refused; one our export neutralised (behind a quote) is the text it was.
  for (const column of ['nombre', 'unidad'] as const) if (FORMULA.test((row[column] ?? '').trim())) return `«${column}» empieza como una fórmula (= + - @).`;
  const categoria = CATEGORIES.find((c) => c.nombre.toLowerCase() === (row.categoria ?? '').trim().toLowerCase());
  if (!categoria) return `Categoría desconocida «${row.categoria ?? ''}» (usa Frutas, Vegetales o Varios).`;
  const agotado = (row.agotado ?? '').trim().toLowerCase();
  if (!['sí', 'si', 'no', ''].includes(agotado)) return '«agotado» debe ser «sí» o «no».';
  const precio = toNumber(row.precio ?? '');
  const candidate = {
    nombre: unquote(row.nombre ?? ''),
    categoriaId: categoria.id,
    precio: precio ?? Number.NaN,
    cantidad: unquote(row.unidad ?? ''),
    descuento: toNumber(row.descuento ?? ''),
    fechaVigInicio: (row.vigente_desde ?? '').trim(),
    fechaVigFin: (row.vigente_hasta ?? '').trim() || null,
    disponibles: toNumber(row.existencias ?? ''),
    umbralBajo: current?.umbralBajo ?? 10,
    agotado: agotado === 'sí' || agotado === 'si',
  };
  const parsed = productFieldsSchema.safeParse(candidate);
  return parsed.success ? parsed.data : describeZodError(parsed.error);
}

/**
 * Reads a catalogue CSV (UTF-8, with or without BOM; commas) and compares it with the catalogue: what it
 * would add, change or leave, and every bad row with its line number and reason. Nothing is written here.
 */
export function checkCatalogCsv(bytes: Buffer, catalogue: CatalogProduct[]): Checked {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CatalogFileError('El archivo no está en UTF-8. Guárdalo como «CSV UTF-8» en tu hoja de cálculo e inténtalo de nuevo.');
  }
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), bom: true, skip_empty_lines: true, info: true, relax_column_count: false });
  } catch (err) {
    throw new CatalogFileError(`No se pudo leer el CSV: ${(err as Error).message.split('\n')[0]}`);
  }
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0]!.split(',').map((h) => h.trim().toLowerCase());
  const missing = CATALOG_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new CatalogFileError(`Faltan columnas: ${missing.join(', ')}. La primera fila debe ser: ${CATALOG_COLUMNS.join(',')}`);
  if (records.length > 5_000) throw new CatalogFileError('Como máximo 5,000 productos por archivo.');

  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const seen = new Set<number>();
  const result: Checked = { preview: { nuevos: [], cambiados: [], sinCambios: 0, errores: [] }, nuevos: [], cambiados: [] };
  for (const { record, info } of records) {
    const linea = info.lines;
    const idCell = (record.id ?? '').trim();
    const id = idCell === '' ? null : Number(idCell);
    if (id !== null && (!Number.isInteger(id) || !byId.has(id))) {
      result.preview.errores.push({ linea, motivo: `No existe el producto #${idCell} (deja «id» vacío para uno nuevo).` });
      continue;
    }
    if (id !== null && seen.has(id)) {
      result.preview.errores.push({ linea, motivo: `El producto #${id} aparece dos veces.` });
      continue;
    }
    if (id !== null) seen.add(id);
    const current = id === null ? undefined : byId.get(id);
    const fields = rowToFields(record, current);
    if (typeof fields === 'string') {
      result.preview.errores.push({ linea, motivo: fields });
      continue;
    }
    if (!current) {
      result.nuevos.push(fields);
      result.preview.nuevos.push({ linea, nombre: fields.nombre });
      continue;
    }
    const { id: _id, ...before } = current;
    const cambios = (Object.keys(LABELS) as (keyof ProductFields)[]).filter((k) => !FORM_ONLY.has(k) && before[k] !== fields[k]).map((k) => `${LABELS[k]}: ${show(before[k])} → ${show(fields[k])}`);
    if (cambios.length === 0) result.preview.sinCambios += 1;
    else {
      result.cambiados.push({ id: current.id, antes: before, despues: fields });
      result.preview.cambiados.push({ linea, id: current.id, nombre: fields.nombre, cambios });
    }
  }
  return result;
}
