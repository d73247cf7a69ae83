import { z } from 'zod';
import { MAX_LINES_PER_ORDER, itemsSchema, lineNoteSchema, substitutionSchema } from '../orders';
import { isoDateSchema } from '../shared/common';
import { weighedSaleSchema } from '../catalog';
import { STANDING_PAYMENTS } from '../payments';

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

const weekdaySchema = z.number({ error: 'Elige el día de entrega.' }).int().min(0, 'El día de entrega va de 0 (domingo) a 6 (sábado).').max(6, 'El día de entrega va de 0 (domingo) a 6 (sábado).');
const paymentSchema = z.enum(STANDING_PAYMENTS, { error: 'La forma de pago es «tarjeta», «credito» o «contra_entrega».' });

/** A standing order's line as the account sees it: the product, how many, what to do if sold out that day. */
export const standingViewLineSchema = z.object({
  id: z.number({ error: 'Elige un producto.' }).int().positive(),
  items: itemsSchema,
  /** Read-only: today's name and (sold by weight) how it is measured out, from the catalogue. */
  nombre: z.string().max(120),
  sustitucion: substitutionSchema.nullable(),
  venta: weighedSaleSchema.optional(),
});

/** A standing order as its account sees it (`account.standingOrders`, `account.standingByLink`). */
export const standingOrderViewSchema = z.object({
  id: z.number().int().positive(),
  frecuencia: z.enum(STANDING_FREQUENCIES, { error: 'La frecuencia es «semanal» o «quincenal».' }),
  /** The first delivery weekday (0 Sunday … 6 Saturday); `dias_semana` has them all. */
  dia_semana: weekdaySchema,
  dias_semana: z
    .array(weekdaySchema, { error: 'Los días de entrega deben ser una lista.' })
    .min(1, 'Elige al menos un día de entrega.')
    .max(7, 'Como máximo los siete días de la semana.')
    .refine((days) => new Set(days).size === days.length, 'Cada día de entrega va una sola vez.'),
  /** Read-only: the weekdays its address's zone is delivered, the ones it may choose. */
  dias_posibles: z.array(weekdaySchema).max(7),
  estado: z.enum(STANDING_STATES, { error: 'El estado es «activo», «pausado» o «cancelado».' }),
  /** Read-only: its next delivery day still to be generated (made, skipped or held days are behind it), while active. */
  proximo: isoDateSchema.nullable(),
  metodo_pago: paymentSchema,
  /** The delivery window's id (`entregas.ventanas`), or null for the day's first. */
  ventana: z.string({ error: 'Elige una ventana de entrega de la lista.' }).max(40, 'Elige una ventana de entrega de la lista.').nullable(),
  productos: z.array(standingViewLineSchema, { error: 'Los productos deben ser una lista.' }).min(1, 'Deja al menos un producto.').max(MAX_LINES_PER_ORDER, `Como máximo ${MAX_LINES_PER_ORDER} productos.`),
  /** Read-only: the last occurrences, the order made or why not. */
  ocurrencias: z
    .array(z.object({ dia: isoDateSchema, estado: z.enum(['creado', 'omitido', 'retenido']), pedido_id: z.number().int().nullable(), motivo: z.string().max(500).nullable() }))
    .max(12),
});
export type StandingOrderView = z.infer<typeof standingOrderViewSchema>;

/**
 * A change to a plan: any of the view's fields, so a client may send back the plan exactly as it was given
 * with what it changed (derived from the view: a field the view gains is accepted here the day it is added).
 * Read-only fields (`nombre`, `venta`, `dias_posibles`, `proximo`, `ocurrencias`) are accepted and ignored;
 * `dias_semana` wins over `dia_semana`; anything else is refused.
 */
const standingChanges = standingOrderViewSchema
  .omit({ id: true })
  .partial()
  .extend({
    productos: standingOrderViewSchema.shape.productos.element
      .partial({ nombre: true, sustitucion: true })
      .extend({ nota: lineNoteSchema.optional() })
      .strict()
      .array()
      .min(1, 'Deja al menos un producto.')
      .max(MAX_LINES_PER_ORDER, `Como máximo ${MAX_LINES_PER_ORDER} productos.`)
      .optional(),
  }).shape;
export const standingOrderUpdateSchema = z
  .object({ id: z.number().int().positive(), ...standingChanges })
  .strict();
export type StandingOrderUpdate = z.infer<typeof standingOrderUpdateSchema>;

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

/**
 * A change saved through the «Modificar» link (once: the first save spends it): the plan's fields as the link
 * showed them (its `id` must be the link's plan); how it is paid and its state change only in the account (sent
 * back unchanged, they are accepted).
 */
export const standingLinkUpdateSchema = standingSkipSchema.extend({ ...standingChanges, id: z.number().int().positive().optional() }).strict();
