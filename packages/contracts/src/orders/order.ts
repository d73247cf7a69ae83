import { z } from 'zod';
import { emailSchema, text } from '../shared/common';
import { phoneSchema } from '../shared/phone';
import { addressPartsFields, requireWholeAddress } from '../shared/address-schema';
import { LEFTOVER_CHOICES } from '../shared/weight';
import { fiscalDataSchema, orderFacturaSchema } from '../facturas';
import { orderPaymentSchema, orderRefundSchema, paymentMethodSchema } from '../payments';
import { MAX_LINES_PER_ORDER, cartLineInputSchema } from './cart';
import { ORDER_STATES, SUBSTITUTIONS } from './states';
import { couponCodeSchema } from '../coupons';

export const orderStateSchema = z.enum(ORDER_STATES);

export const createOrderInputSchema = z
  .object({
    nombre: text(120, 1),
    direccion: text(300, 1),
    telefono: phoneSchema,
    email: emailSchema,
    productos: z
      .array(cartLineInputSchema, { error: 'productos debe ser una lista.' })
      .min(1, 'El carrito está vacío.')
      .max(MAX_LINES_PER_ORDER, `Un pedido puede tener como máximo ${MAX_LINES_PER_ORDER} productos.`),
    /**
     * Made by the browser once per checkout: sending the same order again with the same key (a retry
     * after a lost answer, a double click) returns the first order instead of creating another.
     */
    /**
     * Where the order goes (5 digits): its delivery zone's shipping rule and minimum apply, and a code no
     * zone serves is refused. Without it (REST clients of the first contract) the shop's own rule applies.
     */
    codigo_postal: z.string({ error: 'Debe ser texto.' }).trim().regex(/^\d{5}$/, 'El código postal tiene 5 dígitos.').optional(),
    /** For the whole order: "dejar en recepción", "tocar el timbre"… */
    nota: z.string({ error: 'La nota debe ser texto.' }).trim().max(500, 'La nota del pedido tiene como máximo 500 caracteres.').optional(),
    /** The delivery day chosen among the zone's next ones (`YYYY-MM-DD`) and its window (`manana`…); with a postal code only. */
    dia_entrega: z.string({ error: 'Debe ser texto.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'El día de entrega debe tener el formato AAAA-MM-DD.').optional(),
    ventana: z.string({ error: 'Debe ser texto.' }).regex(/^[a-z]{2,20}$/, 'Elige una ventana de entrega de la lista.').optional(),
    /** «Requiero factura»: who the CFDI is for (the account's data or typed at checkout). */
    factura: fiscalDataSchema.optional(),
    clave_idempotencia: z
      .string({ error: 'Debe ser texto.' })
      .regex(/^[A-Za-z0-9_-]{16,100}$/, 'Debe tener de 16 a 100 letras, números, guiones o guiones bajos.')
      .optional(),
    /** The address in parts (with `codigo_postal`): the server stores them and writes `direccion` as their joined line. */
    ...addressPartsFields,
    /** How the order is paid (`tarjeta` when absent): each must be on in the shop's settings (`/api/config`). */
    metodo_pago: paymentMethodSchema.optional(),
    /** Sold by weight, paid up front: money left over after weighing is refunded (default) or kept as shop credit. */
    sobrante: z.enum(LEFTOVER_CHOICES, { error: 'Elige qué hacemos con la diferencia: «reembolso» o «saldo».' }).optional(),
    /** A discount code (issue 47, case-insensitive): checked again on the server; refused with the reason under `codigo`. */
    codigo: couponCodeSchema.optional(),
  })
  .strict()
  .superRefine(requireWholeAddress);
export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;

export const orderLineSchema = z.object({
  producto_id: z.number().int(),
  nombre: z.string(),
  items: z.number().int(),
  precio_unitario: z.number(),
  /** Priced at a business's list (issue 34): the shop's unit price that day, shown struck through beside it; null otherwise. */
  precio_publico: z.number().nullable().optional(),
  total_linea: z.number(),
  nota: z.string().nullable(),
  sustitucion: z.enum(SUBSTITUTIONS).nullable(),
  /** IVA included in the line's price, percent, as it was when ordered. */
  tasa_iva: z.number().int(),
  /** Sold by weight (issue 35): the line's estimated weight in grams (`precio_unitario` is then per kilo); null by the piece. */
  gramos: z.number().int().nullable(),
  /** Pieces charged by weight («3 aguacates ≈ 0.6 kg»): how many to pack; null for steps of weight and by the piece. */
  piezas: z.number().int().nullable().optional(),
  /** The line's part of the order's discount code (pesos; issue 47): its IVA and the CFDI's Descuento are on total_linea − descuento. */
  descuento: z.number().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  estado: orderStateSchema,
  subtotal: z.number(),
  envio: z.number(),
  total: z.number(),
  moneda: z.literal('MXN'),
  creado: z.string(),
  lineas: z.array(orderLineSchema),
  /** Null on orders placed without one (before delivery zones, or by a REST client of the first contract). */
  codigo_postal: z.string().nullable(),
  zona: z.string().nullable(),
  /** The delivery day and the window's name, when the order chose them. */
  dia_entrega: z.string().nullable(),
  ventana: z.string().nullable(),
  nota: z.string().nullable(),
  /** Null when no factura was asked for. */
  factura: orderFacturaSchema.nullable(),
  /**
   * A paid order that was cancelled: its full refund, `en_proceso` until the provider made it, then
   * `reembolsado` with the date and the days between which it reaches the card (refund.ts). Null otherwise.
   */
  reembolso: orderRefundSchema.nullable(),
  /** The IVA the total includes, by rate (the lines and the delivery fee): base and tax in pesos. */
  impuestos: z.array(z.object({ tasa: z.number().int(), base: z.number(), iva: z.number() })),
  pago: orderPaymentSchema,
  /** Sold by weight (issue 35): the order as packed (weighed lines at their weight, plus shipping), once every weighed line is weighed; null before, and for orders without weighed lines. */
  total_final: z.number().nullable(),
  /** A business's order (issue 34): the price list it was priced at; null at the shop's prices. */
  lista_precios: z.string().nullable(),
  /** The discount code used (issue 47), upper-case; absent or null without one. */
  cupon: z.string().nullable().optional(),
  /** What the code took off the lines (pesos): total = subtotal − descuento + envio. */
  descuento: z.number().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const createOrderResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The payment client secret (empty for pay on delivery: nothing is paid online). */
  data: z.string(),
  pedido: orderSchema,
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** Pays an unpaid order of the signed-in shopper again (its payment intent made on demand). */
export const resumeOrderInputSchema = z
  .object({ pedido_id: z.number({ error: 'Debe ser un número.' }).int('Debe ser un número entero.').positive('Debe ser positivo.').max(2 ** 31 - 1) })
  .strict();
export type ResumeOrderInput = z.infer<typeof resumeOrderInputSchema>;
/** Cancels an unpaid order of the signed-in shopper (same input: the order's number). */
export const cancelOrderInputSchema = resumeOrderInputSchema;

/** The link to pay a weighed order's difference (issue 35): the order and the key the e-mail carried. */
export const differenceInputSchema = z
  .object({ pedido_id: resumeOrderInputSchema.shape.pedido_id, pago: text(300, 1) })
  .strict();

/** POST /api/confirmar-pedido: the message, and the paid order for the confirmation page. */
export const confirmOrderResponseSchema = z.object({ success: z.boolean(), message: z.string(), pedido: orderSchema });
export type ConfirmOrderResponse = z.infer<typeof confirmOrderResponseSchema>;
/** POST /api/cancelar-pedido: the cancelled order. */
export const cancelOrderResponseSchema = confirmOrderResponseSchema;

/** GET /api/mis-pedidos: `{ success, data: Order[] }`. */
export const myOrdersResponseSchema = z.object({ success: z.boolean(), data: z.array(orderSchema) });
