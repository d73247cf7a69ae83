import { z } from 'zod';

// Packing a line sold by weight (issue 35): the packer weighs it and the server prices it at that weight.

const orderId = z.number({ error: 'Debe ser un número.' }).int('Debe ser un número entero.').positive('Debe ser positivo.').max(2 ** 31 - 1);

/**
 * A packed line's weight in grams (whole, 1 g to 100 kg). Each message names the weight itself: the packer
 * reads it beside the field, the back office's page checks the same before sending.
 */
export const packedGramsSchema = z.number({ error: 'El peso debe ser un número.' }).int('El peso va en gramos enteros.').min(1, 'El peso debe ser mayor que cero.').max(100_000, 'El peso es de 100 kg como máximo por línea.');

/** A line sold by weight weighed at packing: grams (whole, 1 g to 100 kg); `confirmar` for a weight far from the estimate. */
export const weighLineInputSchema = z
  .object({
    id: orderId,
    productoId: orderId,
    gramos: packedGramsSchema,
    confirmar: z.boolean().optional(),
  })
  .strict();
