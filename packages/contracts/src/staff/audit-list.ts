import { z } from 'zod';
import { isoDateSchema, text } from '../shared/common';

// The back office's audit log, read-only: what staff did, filtered.

const page = z.number().int().min(1).max(100_000).default(1);

/** The kinds of record the audit log can be filtered by. */
export const AUDIT_KINDS = ['pedido', 'producto', 'articulo', 'promocion', 'slide', 'zona', 'personal', 'mensaje', 'ajustes', 'traduccion', 'proveedor', 'orden_compra', 'lote', 'cupon'] as const;

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
