import { z } from 'zod';
import { MAX_LINES_PER_ORDER, itemsSchema } from '../orders';

const line = z
  .object({
    id: z.number({ error: 'El id del producto debe ser un número.' }).int('Id de producto inválido.').positive('Id de producto inválido.'),
    items: itemsSchema,
  })
  .strict();

/**
 * A change of an order (issue 47): its new lines, and optionally its day and window. `version` is the order's
 * version the shopper saw: a change made meanwhile (another tab, packing) refuses this one. `enlace`: the signed
 * link of the order e-mail or guest page, for a shopper without a session.
 */
export const orderChangeInputSchema = z
  .object({
    pedido_id: z.number().int().positive(),
    productos: z.array(line).min(1, 'Productos: el pedido debe tener al menos un producto (para quitarlo todo, cancélalo).').max(MAX_LINES_PER_ORDER, `Productos: como máximo ${MAX_LINES_PER_ORDER}.`),
    dia_entrega: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Día de entrega: elige uno de la lista.').optional(),
    ventana: z.string().min(1).max(40).optional(),
    version: z.number().int().min(0),
    enlace: z.string().min(10).max(300).optional(),
  })
  .strict();
export type OrderChangeInput = z.infer<typeof orderChangeInputSchema>;

export const orderChangeViewInputSchema = z.object({ pedido_id: z.number().int().positive(), enlace: z.string().min(10).max(300).optional() }).strict();
export type OrderChangeViewInput = z.infer<typeof orderChangeViewInputSchema>;

/** A guest's order page (the checkout's confirmation) asks for its «Modificar pedido» link, proving the order by its payment's client secret. */
export const orderChangeLinkInputSchema = z.object({ pedido_id: z.number().int().positive(), pago: z.string().min(10).max(300) }).strict();
export type OrderChangeLinkInput = z.infer<typeof orderChangeLinkInputSchema>;
