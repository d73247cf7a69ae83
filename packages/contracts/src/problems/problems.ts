import { z } from 'zod';
import { PROBLEM_DECISIONS, PROBLEM_KINDS } from './rules';

const idSchema = (what: string) => z.number({ error: `Falta ${what}.` }).int().positive();

/** Who asks: a signed-in shopper (their session), or a guest with the delivered e-mail's signed link (`firma`). */
const orderKeySchema = {
  pedido_id: idSchema('el pedido'),
  firma: z.string().max(100).optional(),
};

export const problemViewInputSchema = z.object(orderKeySchema).strict();

export const problemLineInputSchema = z
  .object({
    linea_id: idSchema('el producto'),
    motivo: z.enum(PROBLEM_KINDS, { error: 'Motivo: elige qué estuvo mal (dañado, faltó, no era lo que pedí o calidad).' }),
    cantidad: z.number({ error: 'Cantidad: di cuántos (o cuántos gramos) tuvieron el problema.' }).int('Cantidad: debe ser un número entero.').positive('Cantidad: debe ser mayor que cero.'),
    nota: z.string().trim().max(500, 'Nota: máximo 500 caracteres.').optional(),
  })
  .strict();

export const problemReportInputSchema = z
  .object({
    ...orderKeySchema,
    lineas: z.array(problemLineInputSchema).min(1, 'Productos: elige al menos un producto con problema.').max(60),
  })
  .strict();
export type ProblemReportInput = z.infer<typeof problemReportInputSchema>;

export const problemDecisionInputSchema = z
  .object({
    id: idSchema('el reporte'),
    decision: z.enum(PROBLEM_DECISIONS, { error: 'Decisión: elige reembolso, saldo a favor, reponer o rechazar.' }),
    motivo: z.string().trim().max(500, 'Motivo: máximo 500 caracteres.').optional(),
  })
  .strict()
  .refine((d) => d.decision !== 'rechazado' || (d.motivo ?? '').length > 0, { message: 'Motivo: di por qué se rechaza el reporte.', path: ['motivo'] });
export type ProblemDecisionInput = z.infer<typeof problemDecisionInputSchema>;

export const problemQueueInputSchema = z.object({ estado: z.enum(['abierto', 'decididos']).default('abierto') }).strict();
export const problemReplacementsInputSchema = z.object({ pedido_id: idSchema('el pedido') }).strict();
