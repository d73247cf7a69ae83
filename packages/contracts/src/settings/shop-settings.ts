import { z } from 'zod';
import { pesosSchema, text } from '../shared/common';
import { PAYMENT_METHODS } from '../payments';

// The shop's own data, changed by the owner in the back office (env variables give the first values).

/** Digits, spaces, dashes, parentheses and a leading +: as people write a shop's number. */
const contactPhone = text(30, 8).regex(/^\+?[\d\s()-]{8,}$/, 'Escribe el número con lada, por ejemplo +52 646 555 0142.');

export const shopSettingsSchema = z
  .object({
    nombre: text(80, 2),
    telefono: contactPhone,
    whatsapp: contactPhone,
    email: z.email('Escribe un correo válido.').max(120),
    /** Pesos. */
    envioCosto: pesosSchema(10_000, 'El costo de envío'),
    /** Pesos: orders above this ship free. */
    envioGratisDesde: pesosSchema(1_000_000, 'El monto para envío gratis'),
  })
  .strict();
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** «Formas de pago» in Ajustes (issue 33): which methods the checkout offers, and pay on delivery's limits. */
export const paymentSettingsSchema = z
  .object({
    metodos: z.array(z.enum(PAYMENT_METHODS, { error: 'Forma de pago desconocida.' })).min(1, 'Deja al menos una forma de pago encendida.').max(PAYMENT_METHODS.length),
    /** Pesos. */
    contraEntregaMaximo: pesosSchema(100_000, 'El máximo para pago al recibir').refine((n) => n > 0, 'El máximo para pago al recibir debe ser mayor que cero.'),
    /** Zone ids; null: every zone. */
    contraEntregaZonas: z.array(z.number().int().positive()).max(200).nullable(),
    contraEntregaSoloConEntregado: z.boolean(),
  })
  .strict();
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/**
 * «Venta por peso» in Ajustes (issue 35): how far a weighed line may be from what was ordered before the
 * packer confirms it (percent), and the margin held or paid over the estimate of weighed lines (percent).
 */
export const weightSettingsSchema = z
  .object({
    tolerancia: z.number({ error: 'La tolerancia debe ser un número.' }).int('La tolerancia es un número entero de por ciento.').min(1, 'La tolerancia va de 1 a 100 %.').max(100, 'La tolerancia va de 1 a 100 %.'),
    margen: z.number({ error: 'El margen debe ser un número.' }).int('El margen es un número entero de por ciento.').min(0, 'El margen va de 0 a 50 %.').max(50, 'El margen va de 0 a 50 %.'),
  })
  .strict();
export type WeightSettings = z.infer<typeof weightSettingsSchema>;
