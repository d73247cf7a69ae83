import { z } from 'zod';
import { PRODUCT_RANGE_MAX } from './catalogue-start';
import type { Product } from './product';

/** `catalog.firstProducts`: the first screen's products and how many the catalogue lists in all. */
export interface FirstProducts {
  productos: Product[];
  total: number;
}

/** `catalog.productRange`: a slice of the listed products, in catalogue order. */
export const productRangeInputSchema = z
  .object({
    desde: z.number({ error: 'Indica desde qué producto.' }).int('Indica desde qué producto.').min(0, 'Indica desde qué producto.').max(1_000_000, 'Indica desde qué producto.'),
    cantidad: z
      .number({ error: 'Indica cuántos productos.' })
      .int('Indica cuántos productos.')
      .min(1, 'Indica cuántos productos.')
      .max(PRODUCT_RANGE_MAX, `Como máximo ${PRODUCT_RANGE_MAX} productos por petición.`),
  })
  .strict();
export type ProductRangeInput = z.infer<typeof productRangeInputSchema>;

/** The slice, the catalogue's size and its version: slices of one version make the whole list. */
export interface ProductRange extends FirstProducts {
  version: string;
}
