import { z } from 'zod';
import { isoDateSchema, requiredOr } from './common';
import { SUBSTITUTIONS } from './constants';
import { categoryIdSchema, categoryNameSchema, descuentoSchema, productSchema } from './product';

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

/** A cart line as the browser stores it (product fields + items + fechaAgregado). */
export const cartLineSchema = productSchema.extend({
  items: itemsSchema,
  fechaAgregado: z.string().max(10),
  nota: lineNoteSchema.optional(),
  sustitucion: substitutionSchema.optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A cart line as the server accepts it: only `id` and `items` matter (prices are looked up), the
 * other fields the browser keeps are tolerated but bounded; anything else is rejected.
 */
export const cartLineInputSchema = z
  .object({
    id: z.number({ error: 'El id del producto debe ser un número.' }).int('Id de producto inválido.').positive('Id de producto inválido.'),
    items: itemsSchema,
    nombre: z.string().max(120).optional(),
    nombre_categoria: categoryNameSchema.optional(),
    categoria_id: categoryIdSchema.optional(),
    precio: z.number().optional(),
    cantidad: z.string().max(40).optional(),
    descuento: descuentoSchema.optional(),
    img_url: z.string().max(300).optional(),
    fecha_vig_inicio: isoDateSchema.optional(),
    fecha_vig_fin: isoDateSchema.nullable().optional(),
    fechaAgregado: z.string().max(10).optional(),
    nota: lineNoteSchema.optional(),
    sustitucion: substitutionSchema.optional(),
  })
  .strict();
export type CartLineInput = z.infer<typeof cartLineInputSchema>;
