import { z } from 'zod';
import { fiscalDataSchema } from './factura';

/**
 * «Facturar mi compra» (issue 45): a guest who bought without fiscal data asks for the CFDI later, in the
 * month of purchase. They prove the purchase is theirs with what their ticket says — the order's number,
 * e-mail and total — or with the order e-mail's signed link (`firma`), which stands for the e-mail and total.
 */
export const selfInvoiceInputSchema = z
  .object({
    pedido: z.number({ error: 'Escribe el número de pedido de tu ticket.' }).int('Escribe el número de pedido de tu ticket.').positive('Escribe el número de pedido de tu ticket.').max(2_147_483_647, 'Escribe el número de pedido de tu ticket.'),
    email: z.string({ error: 'El correo debe ser texto.' }).trim().max(254, 'Correo electrónico inválido.').optional(),
    /** What was charged, in pesos with centavos («1234.50»), as the ticket and the e-mail say it. */
    total: z.number({ error: 'Escribe el total de tu compra.' }).nonnegative('Escribe el total de tu compra.').max(100_000_000, 'Escribe el total de tu compra.').optional(),
    firma: z.string().max(100).optional(),
    factura: fiscalDataSchema,
  })
  .strict()
  .superRefine((d, ctx) => {
    if (d.firma) return;
    if (!d.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Escribe el correo con el que hiciste tu pedido.' });
    if (d.total === undefined) ctx.addIssue({ code: 'custom', path: ['total'], message: 'Escribe el total de tu compra.' });
  });
export type SelfInvoiceInput = z.input<typeof selfInvoiceInputSchema>;

/**
 * The stamped CFDI: its folio fiscal and the two files, by signed links that expire. All three null while the
 * PAC has not answered (it stays queued and is e-mailed once stamped).
 */
export const selfInvoiceResultSchema = z.object({
  message: z.string(),
  pedido: z.number(),
  uuid: z.string().nullable(),
  /** Stamped in test mode: no fiscal validity. */
  prueba: z.boolean(),
  pdf: z.string().nullable(),
  xml: z.string().nullable(),
});
export type SelfInvoiceResult = z.infer<typeof selfInvoiceResultSchema>;
