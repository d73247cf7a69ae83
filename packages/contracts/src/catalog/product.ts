import { z } from 'zod';
import { isoDateSchema, listEnvelope } from '../shared/common';
import type { IvaRate } from '../shared/iva';
import { WEIGHED_MODES, type WeighedSale } from '../shared/weight';

export const categoryIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const categoryNameSchema = z.enum(['Frutas', 'Vegetales', 'Varios']);
export type CategoryId = z.infer<typeof categoryIdSchema>;
export type CategoryName = z.infer<typeof categoryNameSchema>;

/** An IVA rate the shop may set on a product: 0, 8 or 16 (percent). */
export const ivaRateSchema = z.union([z.literal(0), z.literal(8), z.literal(16)], { error: 'La tasa de IVA es 0, 8 o 16.' }) satisfies z.ZodType<IvaRate>;

/** How a product sold by weight is measured out (weight.ts). */
export const weighedSaleSchema = z
  .object({
    modo: z.enum(WEIGHED_MODES, { error: 'El modo de venta es «peso» o «pieza_peso».' }),
    gramos: z.number({ error: 'Los gramos deben ser un número.' }).int('Los gramos son un número entero.').min(1, 'Al menos 1 gramo.').max(50_000, 'Como máximo 50 kg.'),
    minimo: z.number({ error: 'El mínimo debe ser un número.' }).int('El mínimo es un número entero.').min(1, 'El mínimo es al menos 1.').max(999, 'El mínimo es como máximo 999.').optional(),
  })
  .strict() satisfies z.ZodType<WeighedSale>;

/** A percentage, or "N/A" for no discount. */
export const descuentoSchema = z.union([z.number().int().min(0).max(100), z.literal('N/A')]);

export const productSchema = z.object({
  id: z.number().int().positive(),
  nombre: z.string().max(120),
  nombre_categoria: categoryNameSchema,
  categoria_id: categoryIdSchema,
  /** Unit price in pesos (2 decimals). */
  precio: z.number().nonnegative(),
  /** Unit text shown after "por" (kg, pieza, manojo…). */
  cantidad: z.string().max(40),
  descuento: descuentoSchema,
  img_url: z.string().max(300),
  fecha_vig_inicio: isoDateSchema,
  fecha_vig_fin: isoDateSchema.nullable(),
  /** Out of stock or switched off by the owner: shown, not sold. (Optional: catalogues cached before it.) */
  agotado: z.boolean().optional(),
  /** IVA included in the price, percent (iva.ts). (Optional: catalogues and carts kept before it.) */
  tasa_iva: ivaRateSchema.optional(),
  /** Its page: /producto/<slug>. (Optional: catalogues and carts kept before product pages.) */
  slug: z.string().max(140).optional(),
  /**
   * Sold by weight (issue 35): `precio` is then per kilo and each of a line's `items` is `gramos` — a step
   * (`peso`, at least `minimo` of them) or one piece's estimated weight (`pieza_peso`). Absent: by the piece.
   */
  venta: weighedSaleSchema.optional(),
  /** A business's catalogue (issue 34, list-prices.ts): `precio` is its list's, named here. Absent: the shop's price. */
  lista: z.string().max(60).optional(),
  /** With `lista`: the shop's price that day, for comparison. */
  precio_publico: z.number().nonnegative().optional(),
  /** With `lista`: lower unit prices from a quantity on (pieces, or kilos when sold by weight). */
  tramos: z.array(z.object({ desde: z.number().positive(), precio: z.number().nonnegative() })).max(10).optional(),
});
export type Product = z.infer<typeof productSchema>;

/** catalog.product: a product's page by its address. */
export const productSlugInputSchema = z
  .object({ slug: z.string({ error: 'Debe ser texto.' }).trim().min(1).max(140).regex(/^[a-z0-9-]+$/, 'Dirección de producto inválida.') })
  .strict();

/**
 * A product's page: the product as the catalogue lists it, its description (Markdown) and others of its
 * category; or, for an address it had before a rename, where it is now.
 */
/**
 * A product's page: the product; where a renamed one lives now; or, for one no longer on sale (archived,
 * out of its dates), its category, so its page can send the shopper there.
 */
export type ProductPage = { producto: Product; descripcion: string; relacionados: Product[] } | { redirigir: string } | { retirado: { categoria_id: number } };

export const categorySchema = z.object({ id: categoryIdSchema, nombre: categoryNameSchema });
export type Category = z.infer<typeof categorySchema>;

export const categoriesDataSchema = z.object({
  categorias: z.array(categorySchema),
  totalFrutas: z.number().int().nonnegative(),
  totalVegetales: z.number().int().nonnegative(),
  totalVarios: z.number().int().nonnegative(),
});
export type CategoriesData = z.infer<typeof categoriesDataSchema>;

export const productsResponseSchema = listEnvelope(z.array(productSchema));
export const categoriesResponseSchema = listEnvelope(categoriesDataSchema);

/** Products whose validity window contains `today` (ISO date strings compare lexicographically). */
export const isValidOn = (today: string, inicio: string, fin: string | null): boolean =>
  inicio <= today && (fin === null || today <= fin);
