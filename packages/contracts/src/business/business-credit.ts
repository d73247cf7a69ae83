import { z } from 'zod';
import { isoDateSchema, text } from '../shared/common';

/**
 * Buying on account (issue 34): an approved business's terms (7, 15 or 30 days) and credit limit, the
 * payments the owner records against its orders, and its statement («Estado de cuenta»).
 */
export const CREDIT_TERMS = [7, 15, 30] as const;
export const CREDIT_PAYMENT_FORMS = ['transferencia', 'efectivo', 'cheque'] as const;
export type CreditPaymentForm = (typeof CREDIT_PAYMENT_FORMS)[number];
export const CREDIT_PAYMENT_FORM_LABELS: Record<CreditPaymentForm, string> = { transferencia: 'Transferencia', efectivo: 'Efectivo', cheque: 'Cheque' };

const pesos = (field: string, min: number) =>
  z
    .number({ error: `${field}: escribe una cantidad en pesos.` })
    .min(min, `${field}: al menos $${min.toFixed(2)}.`)
    .max(1_000_000, `${field}: como máximo $1,000,000.00.`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${field}: como máximo dos decimales.`);

/** The owner gives (or changes, or takes away with `plazo_dias: null`) a business's terms. */
export const businessCreditSchema = z
  .object({
    id: z.number().int().positive(),
    plazo_dias: z.union([z.literal(7), z.literal(15), z.literal(30), z.null()], { error: 'El plazo es de 7, 15 o 30 días.' }),
    limite: pesos('Límite de crédito', 0),
  })
  .strict();
export type BusinessCredit = z.infer<typeof businessCreditSchema>;

/** A payment received, applied to the chosen orders oldest first (never more than they owe). */
export const creditPaymentSchema = z
  .object({
    negocio_id: z.number().int().positive(),
    pedido_ids: z.array(z.number().int().positive()).min(1, 'Elige al menos un pedido que se paga.').max(50, 'Como máximo 50 pedidos por pago.'),
    monto: pesos('Monto', 0.01),
    forma: z.enum(CREDIT_PAYMENT_FORMS, { error: 'La forma de pago es transferencia, efectivo o cheque.' }),
    referencia: text(80).optional(),
    recibido: isoDateSchema,
  })
  .strict();
export type CreditPayment = z.infer<typeof creditPaymentSchema>;

export const businessIdSchema = z.object({ id: z.number().int().positive() }).strict();

/** A business's account: its terms, what it owes, what is overdue, what is left to buy. Pesos. */
export interface CreditAccount {
  plazo_dias: number;
  limite: number;
  debe: number;
  vencido: number;
  disponible: number;
}

/** An order on account as the statement and the payment form list it. */
export interface CreditOrder {
  id: number;
  creado: string;
  vence: string;
  total: number;
  pagado: number;
  pendiente: number;
  vencido: boolean;
  factura: string | null;
}

/** «Estado de cuenta»: charges and payments in order, with the running balance. */
export interface CreditStatement {
  negocio: { id: number; razon_social: string; rfc: string; email: string };
  cuenta: CreditAccount | null;
  movimientos: { fecha: string; concepto: string; cargo: number | null; abono: number | null; saldo: number }[];
  pedidos: CreditOrder[];
}
