import { z } from 'zod';
import { emailSchema, text } from './common';
import { rfcSchema } from './factura';
import { normalizeRazonSocial } from './cfdi';
import { BUSINESS_STATES, GIROS, type BusinessState, type Giro } from './business-labels';

export * from './business-labels';

/**
 * Business accounts (issue 34): a registered shopper applies as a hotel, restaurant or shop («Soy negocio»);
 * the owner approves or declines. Its price list, payment terms and people come with the next slices.
 */
/** «Soy negocio»: what the owner needs to decide and to invoice (RFC and razón social as the SAT has them). */
export const businessApplicationSchema = z
  .object({
    giro: z.enum(GIROS, { error: 'Elige el giro de tu negocio.' }),
    razon_social: z
      .string({ error: 'La razón social debe ser texto.' })
      .max(254, 'La razón social tiene como máximo 254 caracteres.')
      .transform(normalizeRazonSocial)
      .pipe(z.string().min(1, 'Escribe la razón social como aparece en la Constancia de Situación Fiscal.')),
    rfc: rfcSchema,
    contacto: text(120, 1),
    /** The usual delivery time, in the business's words («martes y viernes, antes de las 10»). */
    ventana: text(120).optional(),
  })
  .strict();
export type BusinessApplication = z.infer<typeof businessApplicationSchema>;

/** The owner registers a business directly for a customer's existing account (approved at once). */
export const businessCreateSchema = businessApplicationSchema.extend({ email: emailSchema }).strict();
export type BusinessCreate = z.infer<typeof businessCreateSchema>;

/** The owner's decision: approve, or decline saying why (the applicant reads it). */
export const businessDecisionSchema = z
  .object({
    id: z.number().int().positive(),
    aprobar: z.boolean(),
    motivo: text(300).optional(),
  })
  .strict()
  .refine((d) => d.aprobar || (d.motivo ?? '').trim().length > 0, { path: ['motivo'], message: 'Di al negocio por qué no se aprueba.' });
export type BusinessDecision = z.infer<typeof businessDecisionSchema>;

export const businessListInputSchema = z.object({ estado: z.enum(BUSINESS_STATES).optional() }).strict();

/** A business account as its applicant sees it. */
export interface BusinessView {
  estado: BusinessState;
  giro: Giro;
  razon_social: string;
  rfc: string;
  contacto: string;
  ventana: string | null;
  motivo: string | null;
  creado: string;
}
