import { ORDER_LIST_FILTERS } from '@huerta/contracts';
import { z } from 'zod';

/** The list's filters live in the address: a filtered list can be bookmarked, reloaded and shared. */
export const ordersSearchSchema = z.object({
  pagina: z.number().int().min(1).catch(1),
  estado: z.enum(ORDER_LIST_FILTERS).optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
  desde: z.string().optional().catch(undefined),
  hasta: z.string().optional().catch(undefined),
  entrega: z.string().optional().catch(undefined),
});
