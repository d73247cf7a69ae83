import { z } from 'zod';
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from './messages';

/** Calendar date as the API shows it: `YYYY-MM-DD`. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD.');

/** Short free text with trimming; every string the server accepts has an upper bound. */
/** "es obligatorio" for a missing field, "debe ser texto" for a wrong type. */
export const requiredOr =
  (wrongType: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? REQUIRED_MESSAGE : wrongType;

export const text = (max: number, min = 0) =>
  z
    .string({ error: requiredOr('Debe ser texto.') })
    .trim()
    .min(min, min <= 1 ? REQUIRED_MESSAGE : `Debe tener al menos ${min} caracteres.`)
    .max(max, `Debe tener como máximo ${max} caracteres.`);

/** An amount in pesos as the back office's forms send it: `label` names the field in each message. */
export const pesosSchema = (max: number, label: string) =>
  z
    .number({ error: `${label} debe ser un número.` })
    .min(0, `${label} no puede ser negativo.`)
    .max(max, `${label} no puede pasar de $${max.toLocaleString('en-US')}.`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} tiene como máximo dos decimales.`);

export const emailSchema = z
  .string({ error: requiredOr('Debe ser texto.') })
  .trim()
  .max(254, 'Debe tener como máximo 254 caracteres.')
  .pipe(z.email({ error: EMAIL_MESSAGE }))
  .transform((e) => e.toLowerCase());

/** Lists loaded at start: `{ success, data, response }`. */
export const listEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data, response: z.string() });

/** Actions: `{ success, message, data? }`. */
export const actionEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

export const messageEnvelopeSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageEnvelope = z.infer<typeof messageEnvelopeSchema>;

/** Error answer of actions, reads and unknown /api paths: `{ success: false, message }`. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** The input field a refusal is about, when it is one (`codigo`: a discount code, issue 47), for a form to show it beside that field. */
  campo: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Error answer of the lists loaded at start: `{ success: false, data: [], response }`. */
export const listErrorEnvelopeSchema = z.object({ success: z.literal(false), data: z.array(z.never()).max(0), response: z.string() });
export type ListErrorEnvelope = z.infer<typeof listErrorEnvelopeSchema>;

/** `ok`/`ok` with 200; `error`/`error` with 503 when the database does not answer. */
export const healthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });
export type Health = z.infer<typeof healthSchema>;

// Spanish defaults for every message a schema does not spell out itself.
z.config(z.locales.es());
