import { z } from 'zod';
import { isoDateSchema, pesosSchema, text } from '../shared/common';
import { imageUrlSchema } from '../images';

// The driver's day (issue 33): the stops assigned to a «repartidor», what happened at each, and the cash
// they bring back. The driver never sends a price or a total: only what the customer handed over.

const orderId = z.number({ error: 'Debe ser un número.' }).int('Debe ser un número entero.').positive('Debe ser positivo.').max(2 ** 31 - 1);

/** How pay on delivery was collected: cash, or the card terminal the driver carries. */
export const COLLECTION_METHODS = ['efectivo', 'terminal'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];
export const COLLECTION_LABELS: Record<CollectionMethod, string> = { efectivo: 'Efectivo', terminal: 'Terminal' };

export const routeStopInputSchema = z.object({ id: orderId }).strict();

/** A calendar day that exists (`2026-02-30` does not): the route page's address and the server take the same. */
export const routeDaySchema = isoDateSchema.refine((d) => {
  const time = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(d);
}, 'Ese día no existe.');

/**
 * Whose route and which day (issue 43): without a day, the shop's today (the server's); without a driver, the
 * caller's own. A driver sees only their own; the rest of the staff any driver's, to look at.
 */
export const routeDayInputSchema = z.object({ dia: routeDaySchema.optional(), repartidorId: orderId.optional() }).strict();
export type RouteDayInput = z.infer<typeof routeDayInputSchema>;

/** The day's stops in the driver's chosen order (all of today's own stops, each once). */
export const routeReorderInputSchema = z
  .object({ ids: z.array(orderId).min(1, 'Indica el orden de las paradas.').max(200, 'Como máximo 200 paradas.') })
  .strict()
  .refine((v) => new Set(v.ids).size === v.ids.length, 'Cada parada va una sola vez.');

export const deliverInputSchema = z
  .object({
    id: orderId,
    /** Who took the box: «Ana (recepción)». */
    recibio: text(120, 1),
    /** A photo at the door, uploaded first through the back office's image route. */
    foto: imageUrlSchema.optional(),
    /** Pay on delivery: how it was paid and what the customer handed over (pesos); the server computes the change. */
    cobro: z
      .object({
        metodo: z.enum(COLLECTION_METHODS, { error: 'Indica si cobraste en efectivo o con terminal.' }),
        recibido: pesosSchema(1_000_000, 'Lo recibido'),
      })
      .strict()
      .optional(),
  })
  .strict();
export type DeliverInput = z.infer<typeof deliverInputSchema>;

export const failDeliveryInputSchema = z.object({ id: orderId, motivo: text(300, 3) }).strict();

/** The owner gives orders to a driver (null: nobody). */
export const assignDriverInputSchema = z
  .object({
    ids: z.array(orderId).min(1, 'Elige al menos un pedido.').max(200, 'Como máximo 200 pedidos a la vez.'),
    repartidorId: orderId.nullable(),
  })
  .strict();

export const cashReportInputSchema = z.object({ dia: isoDateSchema }).strict();

/** The owner counts the cash a driver brought back for a day; the difference is recorded. */
export const reconcileCashInputSchema = z
  .object({ repartidorId: orderId, dia: isoDateSchema, contado: pesosSchema(1_000_000, 'El efectivo contado'), nota: text(300).optional() })
  .strict();
