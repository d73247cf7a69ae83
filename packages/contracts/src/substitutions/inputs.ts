import { z } from 'zod';

// Substitutions approved by the shopper (issue 47): what the packer proposes and what the shopper's link carries.

const positiveId = z.number({ error: 'Debe ser un número.' }).int('Debe ser un número entero.').positive('Debe ser positivo.').max(2 ** 31 - 1);

/** The back office's suggestions for a short line (same category, nearest price, in stock). */
export const substitutionSuggestInputSchema = z.object({ pedidoId: positiveId, lineaId: positiveId }).strict();

/** The packer's proposal: how many of the line are missing, the product offered and how many of it. */
export const substitutionProposeInputSchema = z
  .object({
    pedidoId: positiveId,
    lineaId: positiveId,
    faltan: z.number({ error: 'Las piezas que faltan deben ser un número.' }).int('Las piezas que faltan son un número entero.').min(1, 'Indica cuántas piezas faltan (al menos 1).').max(999, 'Faltan 999 piezas como máximo.'),
    productoId: positiveId,
    items: z.number({ error: 'La cantidad del sustituto debe ser un número.' }).int('La cantidad del sustituto es un número entero.').min(1, 'La cantidad del sustituto es al menos 1.').max(999, 'La cantidad del sustituto es 999 como máximo.'),
  })
  .strict();
export type SubstitutionProposeInput = z.infer<typeof substitutionProposeInputSchema>;

/** The shopper's link: the proposal and its signature. */
export const substitutionLinkSchema = z
  .object({
    s: positiveId,
    firma: z.string({ error: 'El enlace no es válido.' }).min(1, 'El enlace no es válido.').max(200, 'El enlace no es válido.'),
  })
  .strict();
export type SubstitutionLink = z.infer<typeof substitutionLinkSchema>;

export const substitutionAnswerSchema = substitutionLinkSchema.extend({ respuesta: z.enum(['aceptar', 'rechazar'], { error: 'Elige «Aceptar» o «Rechazar».' }) }).strict();
export type SubstitutionAnswer = z.infer<typeof substitutionAnswerSchema>;

/** «Sustituciones» in Ajustes: the minutes a shopper has to answer (5 to 240). */
export const substitutionSettingsSchema = z
  .object({
    minutos: z
      .number({ error: 'Los minutos para aprobar una sustitución deben ser un número.' })
      .int('Los minutos para aprobar una sustitución son un número entero.')
      .min(5, 'Los minutos para aprobar una sustitución van de 5 a 240.')
      .max(240, 'Los minutos para aprobar una sustitución van de 5 a 240.'),
  })
  .strict();
export type SubstitutionSettings = z.infer<typeof substitutionSettingsSchema>;
