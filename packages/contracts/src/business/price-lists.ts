import { z } from 'zod';
import { discountSchema, priceSchema } from '../catalog';
import { text } from '../shared/common';

/**
 * The owner's price lists (issue 34): a name, an optional percentage off everything, and per product a
 * fixed price or a percentage off plus volume tiers (list-prices.ts says how they combine with offers).
 */
const idSchema = z.number({ error: 'Elige una lista.' }).int('Elige una lista.').positive('Elige una lista.');

export const priceListFieldsSchema = z
  .object({
    nombre: text(60, 2),
    /** Percent off the shop's price of every product without a line of its own; null: none. */
    descuento_general: discountSchema,
  })
  .strict();
export type PriceListFields = z.infer<typeof priceListFieldsSchema>;

export const priceListUpdateSchema = priceListFieldsSchema.extend({ id: idSchema }).strict();
export const priceListIdSchema = z.object({ id: idSchema }).strict();

/** «desde 10 kg: $X»: pieces, or kilos (up to three decimals) for a product sold by weight. */
export const tierSchema = z
  .object({
    desde: z
      .number({ error: 'La cantidad del tramo debe ser un número.' })
      .positive('La cantidad del tramo debe ser mayor que 0.')
      .max(10_000, 'La cantidad del tramo es como máximo 10,000.')
      .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'La cantidad del tramo tiene como máximo tres decimales.'),
    precio: priceSchema,
  })
  .strict();

export const MAX_TIERS = 5;

/** A product's line: a fixed price, a percentage off, or neither (tiers only); empty, the line is removed. */
export const priceListLineSchema = z
  .object({
    producto_id: z.number({ error: 'Producto inválido.' }).int('Producto inválido.').positive('Producto inválido.'),
    precio: priceSchema.nullable(),
    descuento: discountSchema,
    tramos: z.array(tierSchema).max(MAX_TIERS, `Como máximo ${MAX_TIERS} tramos por producto.`),
  })
  .strict()
  .refine((l) => l.precio === null || l.descuento === null, { path: ['descuento'], message: 'Pon un precio fijo o un descuento, no los dos.' })
  .refine((l) => l.tramos.every((t, i) => i === 0 || t.desde > l.tramos[i - 1]!.desde), { path: ['tramos'], message: 'Los tramos van de menor a mayor cantidad, sin repetirla.' })
  .refine((l) => l.tramos.every((t, i) => i === 0 || t.precio < l.tramos[i - 1]!.precio), { path: ['tramos'], message: 'Cada tramo tiene un precio menor que el anterior.' });
export type PriceListLine = z.infer<typeof priceListLineSchema>;

// Within the JSON body limit (64 KB) with room: the table sends only what changed.
export const MAX_LINES_PER_SAVE = 500;

/** The table saved in one go: only the lines that changed. */
export const priceListLinesInputSchema = z
  .object({
    id: idSchema,
    lineas: z.array(priceListLineSchema).min(1, 'No hay cambios que guardar.').max(MAX_LINES_PER_SAVE, `Como máximo ${MAX_LINES_PER_SAVE} productos por vez.`),
  })
  .strict();
export type PriceListLinesInput = z.infer<typeof priceListLinesInputSchema>;

/** Tiers as the owner types them (and the CSV holds them): «10:32.00; 25:30.00» — from 10 at $32.00, from 25 at $30.00. */
export const tiersToText = (tramos: readonly { desde: number; precio: number }[]): string => tramos.map((t) => `${t.desde}:${t.precio.toFixed(2)}`).join('; ');

/** The text back as tiers; a part that is not «cantidad:precio» becomes NaN, for the schema to refuse with its message. */
export const tiersFromText = (text: string): { desde: number; precio: number }[] =>
  text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [desde = '', precio = ''] = part.split(':');
      return { desde: desde.trim() === '' ? NaN : Number(desde), precio: precio.trim() === '' ? NaN : Number(precio.trim().replace(/^\$/, '')) };
    });

/** A list's lines as CSV (the export's columns), sent as JSON text: within the 64 KB body limit (~1,000 rows). */
export const priceListCsvInputSchema = z
  .object({
    id: idSchema,
    csv: z.string({ error: 'El archivo debe ser texto CSV.' }).min(1, 'El archivo está vacío.').max(60 * 1024, 'El archivo pasa de 60 KB: impórtalo en partes (solo las filas con cambios).'),
  })
  .strict();

/** The CSV's header, in order: what the export writes and the import reads. */
export const PRICE_LIST_CSV_COLUMNS = ['producto_id', 'producto', 'precio_tienda', 'precio', 'descuento', 'tramos'] as const;

/** Which list a business's people buy at (null: the shop's prices). */
export const businessListSchema = z
  .object({
    id: z.number().int().positive(),
    lista_id: idSchema.nullable(),
  })
  .strict();

/** A list in the back office's index. */
export interface PriceListSummary {
  id: number;
  nombre: string;
  descuento_general: number | null;
  lineas: number;
  negocios: number;
}

/** A product's row in a list's table: the shop's price, the line (if any) and what the list charges. */
export interface PriceListRow {
  id: number;
  nombre: string;
  cantidad: string;
  precio_tienda: number;
  descuento_tienda: number | null;
  por_kilo: boolean;
  linea: { precio: number | null; descuento: number | null; tramos: { desde: number; precio: number }[] } | null;
  /** What a business on this list pays for one unit (before tiers). */
  precio_lista: number;
}

export interface PriceListDetail {
  id: number;
  nombre: string;
  descuento_general: number | null;
  negocios: { id: number; razon_social: string }[];
  productos: PriceListRow[];
}
