import { z } from 'zod';
import { emailSchema, text } from '../shared/common';
import { normalizeRazonSocial, rfcSchema } from '../facturas';
import { BUSINESS_STATES, GIROS, type BusinessState, type Giro } from './business-labels';
import type { CreditAccount } from './business-credit';

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
  /** Approved: its people, the list and (for the titular) pending invitations; absent otherwise. */
  equipo?: BusinessPeople;
}

/** The titular invites someone of the business by e-mail (they sign in as themselves to join). */
export const businessInviteSchema = z.object({ email: emailSchema }).strict();

/** The invitation's link: its token (43 URL-safe characters). */
export const businessJoinSchema = z
  .object({ token: z.string({ error: 'El enlace no es válido.' }).regex(/^[\w-]{43}$/, 'El enlace no es válido.') })
  .strict();

/** A person removed from the business (by the titular), or leaving it (themselves). */
export const businessPersonSchema = z.object({ usuario_id: z.number({ error: 'Elige a la persona.' }).int().positive() }).strict();

export const MAX_BUSINESS_PEOPLE = 20;

/** The people of an approved business, as its own people see them. */
export interface BusinessPeople {
  /** Whether the one asking is the titular (who invites and removes) or one of its people. */
  soy: 'titular' | 'persona';
  /** The price list its people buy at, or null (the shop's prices). */
  lista: string | null;
  personas: { usuario_id: number; nombre: string; email: string; titular: boolean }[];
  /** Invitations not yet used nor expired (the titular's view). */
  invitaciones: { email: string; vence: string }[];
  /** Buying on account: its terms, what it owes and may still buy; null when it does not. */
  credito: CreditAccount | null;
}

/** An order of the business, as its people see them: who placed it. */
export interface BusinessOrder {
  id: number;
  creado: string;
  estado: string;
  total: number;
  dia_entrega: string | null;
  quien: string;
}
