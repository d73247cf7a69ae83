import { PRODUCT_FILTERS, PRODUCT_SORTS } from '@huerta/contracts';
import { z } from 'zod';

/**
 * The products list's state: search, filters, sort and page. The product form carries the same in its
 * own address, so «← Productos» and saving go back to the list as it was (not to page 1 of everything).
 */
export const productsSearchSchema = z.object({
  pagina: z.number().int().min(1).catch(1),
  q: z.string().max(100).optional().catch(undefined),
  categoriaId: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional().catch(undefined),
  filtro: z.enum(PRODUCT_FILTERS).optional().catch(undefined),
  orden: z.enum(PRODUCT_SORTS).optional().catch(undefined),
});
export type ProductsSearch = z.infer<typeof productsSearchSchema>;
