import { z } from 'zod';
import { actionEnvelope, pesosSchema, text } from '../shared/common';
import { ORDER_METHODS } from './payment-methods';

// How an order is paid: its method, what is still owed or came back, and the test and Stripe payments' inputs.

export const paymentMethodSchema = z.enum(ORDER_METHODS, {
  // Naming what was sent (cut short): a client learns which value is wrong.
  error: (issue) => `Forma de pago desconocida: «${String(issue.input).slice(0, 30)}». Usa tarjeta, oxxo, spei, contra_entrega o credito.`,
});

export const orderRefundSchema = z.object({
  estado: z.enum(['en_proceso', 'reembolsado']),
  /** Pesos, the order's whole total. */
  monto: z.number(),
  /** The shop's local date of the refund (`YYYY-MM-DD`), and the window in which the bank shows it. */
  fecha: z.string().nullable(),
  llega_desde: z.string().nullable(),
  llega_hasta: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** How an order is paid and what its shopper still has to do (issue 33). */
export const orderPaymentSchema = z.object({
  metodo: paymentMethodSchema,
  /** OXXO: the voucher to pay in cash (its number, the provider's printable page if any, its expiry). */
  oxxo: z.object({ numero: z.string(), url: z.string().nullable(), vence: z.string() }).nullable(),
  /** SPEI: where to transfer (the CLABE is the shopper's own for this shop; the reference names the order). */
  spei: z.object({ clabe: z.string(), banco: z.string(), beneficiario: z.string(), referencia: z.string(), url: z.string().nullable() }).nullable(),
  /** Pesos still to transfer when a transfer arrived in part; null otherwise. */
  pendiente: z.number().nullable(),
  /** Pay on delivery: pesos to hand the driver; null once collected, and for other methods. */
  por_cobrar: z.number().nullable(),
  /** When an unpaid voucher or transfer expires (ISO): the order is cancelled then. */
  vence: z.string().nullable(),
  /**
   * Sold by weight, paid online (issue 35): pesos held on the card, or paid by voucher or transfer, before
   * packing — the estimate plus the margin on its weighed lines. Null when it is simply the total.
   */
  retenido: z.number().nullable().optional(),
  /** Pesos finally charged once packed (the card's capture, or what was paid less what came back); null until then. */
  cobrado: z.number().nullable().optional(),
  /** Pesos of shop credit («saldo a favor») spent on this order: taken off what is paid online. */
  saldo_aplicado: z.number().nullable().optional(),
  /** What came back after weighing: refunded, kept as shop credit («saldo»), or never taken from the hold. */
  devuelto: z.object({ monto: z.number(), como: z.enum(['reembolso', 'saldo', 'liberado']) }).nullable().optional(),
  /** Bought on account (issue 34): the day it must be paid by, and the pesos still owed on it; null otherwise. */
  credito: z.object({ vence: z.string(), pendiente: z.number() }).nullable().optional(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const testPaymentInputSchema = z
  .object({
    payment_intent_client_secret: text(300, 1),
    numero_tarjeta: text(30, 1),
    vencimiento: text(7, 1),
    cvc: text(4, 1),
  })
  .strict();
export type TestPaymentInput = z.infer<typeof testPaymentInputSchema>;

export const testPaymentResultSchema = z.object({
  payment_intent: z.string(),
  status: z.enum(['succeeded', 'requires_payment_method']),
});
/**
 * POST /api/confirmar-pedido. A client sends back what the payment's return handed it, as it came:
 * Stripe's return address carries `redirect_status` beside the two fields, and the test payment answers
 * `{ payment_intent, status }` — both accepted (the test payment's fields derived from its answer) and
 * ignored: the provider is asked whether the intent succeeded.
 */
export const confirmOrderInputSchema = testPaymentResultSchema
  .partial()
  .extend({
    payment_intent: text(200, 1),
    payment_intent_client_secret: text(300, 1),
    redirect_status: z.string({ error: 'Debe ser texto.' }).max(40, 'Como máximo 40 caracteres.').optional(),
  })
  .strict();
export type ConfirmOrderInput = z.infer<typeof confirmOrderInputSchema>;

/**
 * payment.payTest (tRPC): a declined card is an answer, not a failure of the page — the shopper's
 * message comes in `error` with HTTP 200 (REST keeps the documented 402).
 */
export const testPaymentOutcomeSchema = testPaymentResultSchema.extend({ error: z.string().optional() });
export type TestPaymentOutcome = z.infer<typeof testPaymentOutcomeSchema>;
export type TestPaymentResult = z.infer<typeof testPaymentResultSchema>;

/** POST /api/pago-prueba: `{ success, message, data: { payment_intent, status } }`. */
export const testPaymentResponseSchema = actionEnvelope(testPaymentResultSchema);

/** A Stripe event as POST /api/stripe/webhook receives it (only `id` and `type` are read by name). */
export const stripeEventSchema = z.looseObject({ id: z.string(), type: z.string(), data: z.looseObject({ object: z.looseObject({}) }) });

/** The webhook's answer once an event is accepted (also for a repeated delivery). */
export const webhookAckSchema = z.object({ received: z.literal(true) });

/** «Simular pago recibido» (test mode only): the voucher or transfer of an order paid, or `monto` pesos of a transfer. */
export const simulatePaymentInputSchema = z
  .object({
    id: z.number().int().positive().max(2 ** 31 - 1),
    monto: pesosSchema(1_000_000, 'El monto').refine((n) => n > 0, 'El monto debe ser mayor que cero.').optional(),
  })
  .strict();
