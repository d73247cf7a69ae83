import { z } from 'zod';
import { ivaRateSchema, weighedSaleSchema } from './product';
import { isoDateSchema, text } from '../shared/common';
import { imageUrlSchema } from '../images';
import { CLAVE_PROD_SERV_MESSAGE, CLAVE_PROD_SERV_PATTERN, CLAVE_UNIDAD_MESSAGE, CLAVE_UNIDAD_PATTERN, SAT_KEY_TYPES } from './sat-keys';

// The back office's catalogue: products, their stock and the morning's price table.

/** A price in pesos as staff type it: positive, at most two decimals, and not absurd for a grocer. */
export const priceSchema = z
  .number({ error: 'El precio debe ser un número.' })
  .min(0.5, 'El precio debe ser de al menos $0.50.')
  .max(100_000, 'El precio no puede pasar de $100,000.')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'El precio tiene como máximo dos decimales.');

/** A discount percentage from 1 to 99, or null for none («N/A»). */
export const discountSchema = z
  .number({ error: 'El descuento debe ser un número.' })
  .int('El descuento es un número entero.')
  .min(1, 'El descuento va de 1 a 99 %.')
  .max(99, 'El descuento va de 1 a 99 %.')
  .nullable();

/** Units on the shelf, or null when the product's stock is not counted. */
export const unitsSchema = z.number({ error: 'Las existencias deben ser un número.' }).int('Las existencias son un número entero.').min(0, 'Las existencias no pueden ser negativas.').max(1_000_000, 'Las existencias no pueden pasar de 1,000,000.').nullable();

/** A SAT key as staff type or pick it, upper-cased; an empty field is null (the product's default). */
const satKey = (pattern: RegExp, message: string) =>
  z
    .preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : v), z.string({ error: message }).regex(pattern, message).nullable())
    .optional();

/** c_ClaveProdServ: 8 digits, or null for the category's default. Keys beyond the shipped subset are accepted (the SAT's catalogue is larger). */
export const claveProdServSchema = satKey(CLAVE_PROD_SERV_PATTERN, CLAVE_PROD_SERV_MESSAGE);
/** c_ClaveUnidad: 2–3 upper-case letters or digits, or null for KGM (weighed) / H87 (pieces). */
export const claveUnidadSchema = satKey(CLAVE_UNIDAD_PATTERN, CLAVE_UNIDAD_MESSAGE);

export const productFieldsSchema = z
  .object({
    nombre: text(120, 2),
    categoriaId: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Elige la categoría.' }),
    precio: priceSchema,
    /** The unit after «por»: kg, pieza, manojo… */
    cantidad: text(40, 1),
    descuento: discountSchema,
    fechaVigInicio: isoDateSchema,
    fechaVigFin: isoDateSchema.nullable(),
    disponibles: unitsSchema,
    umbralBajo: z.number().int().min(0, 'El mínimo no puede ser negativo.').max(100_000),
    agotado: z.boolean(),
    /** IVA included in the price (0, 8 or 16 %); left out, a new product is 0 % (food) and an edit keeps its rate. */
    tasaIva: ivaRateSchema.optional(),
    /** Sold by weight (issue 35): the price is then per kilo; null: by the piece. Left out, an edit keeps how it is sold. */
    venta: weighedSaleSchema.nullable().optional(),
    /** The product page's text (Markdown); left out, an edit keeps it. */
    descripcion: z.string({ error: 'La descripción debe ser texto.' }).trim().max(5_000, 'La descripción tiene como máximo 5,000 caracteres.').optional(),
    /** The photo (an uploaded one or the shop's own); left out, a new product has none and an edit keeps its own. */
    imgUrl: imageUrlSchema.optional(),
    /** SAT keys for its CFDI (issue 45): null takes the default; left out, an edit keeps them. */
    claveProdServ: claveProdServSchema,
    claveUnidad: claveUnidadSchema,
  })
  .strict()
  .refine((p) => p.fechaVigFin === null || p.fechaVigFin >= p.fechaVigInicio, { message: 'La fecha de fin no puede ser anterior a la de inicio.', path: ['fechaVigFin'] });
export type ProductFields = z.infer<typeof productFieldsSchema>;

export const createProductInputSchema = productFieldsSchema;
export const updateProductInputSchema = z.object({ id: z.number().int().positive(), producto: productFieldsSchema }).strict();
export type UpdateProductInput = z.infer<typeof updateProductInputSchema>;
export const productIdInputSchema = z.object({ id: z.number().int().positive() }).strict();

export const PRODUCT_FILTERS = ['activos', 'agotados', 'futuros', 'vencidos', 'archivados'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];
/** The list's order: by name, cheapest first, or fewest units first (what to restock; uncounted last). */
export const PRODUCT_SORTS = ['nombre', 'precio', 'existencias'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const productListInputSchema = z
  .object({
    q: text(100).optional(),
    categoriaId: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    filtro: z.enum(PRODUCT_FILTERS).optional(),
    orden: z.enum(PRODUCT_SORTS).default('nombre'),
    pagina: z.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type ProductListInput = z.input<typeof productListInputSchema>;

/** The price table saved in one go: only what each row changes. */
export const priceDayInputSchema = z
  .object({
    cambios: z
      .array(
        z
          .object({ id: z.number().int().positive(), precio: priceSchema, descuento: discountSchema, disponibles: unitsSchema, agotado: z.boolean() })
          .strict(),
      )
      .min(1, 'No hay cambios que guardar.')
      .max(5_000, 'Como máximo 5,000 productos a la vez.'),
  })
  .strict();
export type PriceDayInput = z.infer<typeof priceDayInputSchema>;

/** The back office's search over the SAT catalogue (the product form's «Datos fiscales»). */
export const satKeySearchInputSchema = z.object({ tipo: z.enum(SAT_KEY_TYPES), q: text(100) }).strict();
export type SatKeySearchInput = z.infer<typeof satKeySearchInputSchema>;
