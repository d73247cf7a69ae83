import { z } from 'zod';
import { text } from '../shared/common';

// The back office's customer records (read-only).

const page = z.number().int().min(1).max(100_000).default(1);

export const customerListInputSchema = z
  .object({
    pagina: page,
    /** Name, e-mail or phone. */
    q: text(100).optional(),
    orden: z.enum(['nombre', 'pedidos', 'gastado', 'ultimo']).default('ultimo'),
    sentido: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type CustomerListInput = z.input<typeof customerListInputSchema>;
export const customerIdInputSchema = z.object({ id: z.number().int().positive() }).strict();
