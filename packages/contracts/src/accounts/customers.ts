import { z } from 'zod';
import { isoDateSchema, text } from '../shared/common';

// The back office's read-only records: customers and the audit log.

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

/** The kinds of record the audit log can be filtered by. */
export const AUDIT_KINDS = ['pedido', 'producto', 'articulo', 'promocion', 'slide', 'zona', 'personal', 'mensaje', 'ajustes', 'traduccion'] as const;

export const auditListInputSchema = z
  .object({
    pagina: page,
    /** Words in the action, the record or the before/after values. */
    q: text(100).optional(),
    personalId: z.number().int().positive().optional(),
    entidad: z.enum(AUDIT_KINDS).optional(),
    desde: isoDateSchema.optional(),
    hasta: isoDateSchema.optional(),
  })
  .strict();
export type AuditListInput = z.input<typeof auditListInputSchema>;
