import { z } from 'zod';
import { requiredOr } from '../shared/common';
import { SUBSTITUTIONS } from './states';
import { productSchema } from '../catalog';

export const MAX_ITEMS_PER_LINE = 999;
export const MAX_LINES_PER_ORDER = 100;

/** A line's note for the packer: "aguacates para hoy". */
export const lineNoteSchema = z.string({ error: 'La nota debe ser texto.' }).trim().max(120, 'La nota de un producto tiene como máximo 120 caracteres.');
export const substitutionSchema = z.enum(SUBSTITUTIONS, { error: 'Elige qué hacer si se agota: sustituir, no sustituir o llamarte.' });

export const itemsSchema = z
  .number({ error: requiredOr('La cantidad debe ser un número.') })
  .int('La cantidad debe ser un número entero.')
  .min(1, 'La cantidad mínima es 1.')
  .max(MAX_ITEMS_PER_LINE, `La cantidad máxima es ${MAX_ITEMS_PER_LINE}.`);

/** What a cart line adds to the product it was made from (the browser's own fields). */
const cartLineOwnFields = {
  items: itemsSchema,
  fechaAgregado: z.string({ error: 'fechaAgregado debe ser texto.' }).max(10, 'fechaAgregado tiene como máximo 10 caracteres.').optional(),
  nota: lineNoteSchema.optional(),
  sustitucion: substitutionSchema.optional(),
};

/** A cart line as the browser stores it (the product as listed, plus the line's own fields). */
export const cartLineSchema = productSchema.extend({ ...cartLineOwnFields, fechaAgregado: z.string().max(10) });
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A cart line as the server accepts it (API.md: «the Product fields plus items and fechaAgregado»).
 * Every field of the product schema is accepted, because a client may send back the product exactly as
 * `/api/productos` gave it — derived from `productSchema`, so a field the product gains is accepted here
 * the day it is added. Only `id` and `items` are read; the rest is looked up. Anything outside the
 * product and the line's own fields is refused: `precio_unitario` or `estado` must not mean something.
 */
export const cartLineInputSchema = productSchema
  .partial()
  .extend({
    id: z.number({ error: 'El id del producto debe ser un número.' }).int('Id de producto inválido.').positive('Id de producto inválido.'),
    ...cartLineOwnFields,
  })
  .strict();
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** catalog.stock: what is left of the cart's products, to say it before the order is placed. */
export const stockInputSchema = z
  .object({
    ids: z
      .array(z.number({ error: 'Id de producto inválido.' }).int('Id de producto inválido.').positive('Id de producto inválido.'), { error: 'ids debe ser una lista.' })
      .min(1, 'Indica al menos un producto.')
      .max(MAX_LINES_PER_ORDER, `Como máximo ${MAX_LINES_PER_ORDER} productos.`),
  })
  .strict();
export type StockInput = z.infer<typeof stockInputSchema>;
/** Units left per product id; a product whose stock is not counted (or unknown) is absent. */
export type StockLeft = Record<number, number>;
