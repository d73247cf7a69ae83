import { z } from 'zod';

/**
 * Standing orders («Pedido recurrente», issue 34): a past order repeated weekly or every two weeks on one
 * weekday. Made from one of the account's own orders; paused, resumed or cancelled from /account.
 */
export const STANDING_FREQUENCIES = ['semanal', 'quincenal'] as const;
export type StandingFrequency = (typeof STANDING_FREQUENCIES)[number];
export const STANDING_STATES = ['activo', 'pausado', 'cancelado'] as const;
export type StandingState = (typeof STANDING_STATES)[number];

export const standingOrderCreateSchema = z
  .object({
    pedido_id: z.number({ error: 'Elige el pedido que se repite.' }).int().positive(),
    frecuencia: z.enum(STANDING_FREQUENCIES, { error: 'La frecuencia es «semanal» o «quincenal».' }),
  })
  .strict();
export type StandingOrderCreate = z.infer<typeof standingOrderCreateSchema>;

export const standingOrderStateSchema = z
  .object({ id: z.number().int().positive(), estado: z.enum(STANDING_STATES, { error: 'El estado es «activo», «pausado» o «cancelado».' }) })
  .strict();

/** A standing order as its account sees it. */
export interface StandingOrderView {
  id: number;
  frecuencia: StandingFrequency;
  dia_semana: number;
  estado: StandingState;
  /** Its next delivery day still to be generated (made, skipped or held days are behind it), while active. */
  proximo: string | null;
  productos: { id: number; items: number }[];
  /** The last occurrences: the order made, or why not. */
  ocurrencias: { dia: string; estado: 'creado' | 'omitido' | 'retenido'; pedido_id: number | null; motivo: string | null }[];
}

/** «Omitir esta semana» from the reminder e-mail: the plan, the day and the link's signature. */
export const standingSkipSchema = z
  .object({
    plan: z.number({ error: 'El enlace no es válido.' }).int().positive(),
    dia: z.string({ error: 'El enlace no es válido.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'El enlace no es válido.'),
    firma: z.string({ error: 'El enlace no es válido.' }).regex(/^[\w-]{32}$/, 'El enlace no es válido.'),
  })
  .strict();
