import { z } from 'zod';
import { MAX_LINES_PER_ORDER, itemsSchema, lineNoteSchema, substitutionSchema } from './cart';
import { STANDING_PAYMENTS, type StandingPayment } from './saved-cards';

/**
 * Standing orders («Pedido recurrente», issue 34): a past order repeated weekly or every two weeks on one or
 * more weekdays. Made from one of the account's own orders; paused, resumed or cancelled from /account.
 */
export const STANDING_FREQUENCIES = ['semanal', 'quincenal'] as const;
export type StandingFrequency = (typeof STANDING_FREQUENCIES)[number];
export const STANDING_STATES = ['activo', 'pausado', 'cancelado'] as const;
export type StandingState = (typeof STANDING_STATES)[number];

export const standingOrderCreateSchema = z
  .object({
    pedido_id: z.number({ error: 'Elige el pedido que se repite.' }).int().positive(),
    frecuencia: z.enum(STANDING_FREQUENCIES, { error: 'La frecuencia es «semanal» o «quincenal».' }),
    /** Absent: on account for a business with terms, on delivery otherwise. */
    metodo_pago: z.enum(STANDING_PAYMENTS, { error: 'La forma de pago es «tarjeta», «credito» o «contra_entrega».' }).optional(),
  })
  .strict();
export type StandingOrderCreate = z.infer<typeof standingOrderCreateSchema>;

export const standingOrderStateSchema = z
  .object({ id: z.number().int().positive(), estado: z.enum(STANDING_STATES, { error: 'El estado es «activo», «pausado» o «cancelado».' }) })
  .strict();

/** A standing order's line: the product, how many, and what to do if it is sold out that day. */
export const standingLineSchema = z
  .object({ id: z.number({ error: 'Elige un producto.' }).int().positive(), items: itemsSchema, sustitucion: substitutionSchema.optional(), nota: lineNoteSchema.optional() })
  .strict();

/** What an edit may change (from /account, or the reminder's «Modificar» link — which cannot change how it is paid). */
const standingChanges = {
  frecuencia: z.enum(STANDING_FREQUENCIES, { error: 'La frecuencia es «semanal» o «quincenal».' }).optional(),
  dias_semana: z
    .array(z.number({ error: 'Elige el día de entrega.' }).int().min(0, 'El día de entrega va de 0 (domingo) a 6 (sábado).').max(6, 'El día de entrega va de 0 (domingo) a 6 (sábado).'), { error: 'Los días de entrega deben ser una lista.' })
    .min(1, 'Elige al menos un día de entrega.')
    .max(7, 'Como máximo los siete días de la semana.')
    .refine((days) => new Set(days).size === days.length, 'Cada día de entrega va una sola vez.')
    .optional(),
  ventana: z.string({ error: 'Elige una ventana de entrega de la lista.' }).max(40, 'Elige una ventana de entrega de la lista.').optional(),
  productos: z.array(standingLineSchema, { error: 'Los productos deben ser una lista.' }).min(1, 'Deja al menos un producto.').max(MAX_LINES_PER_ORDER, `Como máximo ${MAX_LINES_PER_ORDER} productos.`).optional(),
};
export const standingOrderUpdateSchema = z
  .object({
    id: z.number().int().positive(),
    ...standingChanges,
    metodo_pago: z.enum(STANDING_PAYMENTS, { error: 'La forma de pago es «tarjeta», «credito» o «contra_entrega».' }).optional(),
  })
  .strict();
export type StandingOrderUpdate = z.infer<typeof standingOrderUpdateSchema>;

/** A standing order as its account sees it. */
export interface StandingOrderView {
  id: number;
  frecuencia: StandingFrequency;
  /** The first delivery weekday (0 Sunday … 6 Saturday); `dias_semana` has them all. */
  dia_semana: number;
  dias_semana: number[];
  /** The weekdays its address's zone is delivered: the ones it may choose. */
  dias_posibles: number[];
  estado: StandingState;
  /** Its next delivery day still to be generated (made, skipped or held days are behind it), while active. */
  proximo: string | null;
  metodo_pago: StandingPayment;
  /** The delivery window's id (`entregas.ventanas`), or null for the day's first. */
  ventana: string | null;
  productos: { id: number; items: number; nombre: string; sustitucion: 'similar' | 'no' | 'llamar' | null }[];
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

/** The reminder's «Modificar» link opens its plan: the same three fields as «Omitir esta semana», its own signature. */
export const standingLinkSchema = standingSkipSchema;

/** A change saved through the «Modificar» link (once: the first save spends it). */
export const standingLinkUpdateSchema = standingSkipSchema.extend(standingChanges).strict();
