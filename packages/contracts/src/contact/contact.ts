import { z } from 'zod';
import { emailSchema, text } from '../shared/common';
import { optionalPhoneSchema } from '../shared/phone';

export const contactInputSchema = z
  .object({
    nombre: text(120, 1),
    correo: emailSchema,
    telefono: optionalPhoneSchema.optional(),
    mensaje: text(2000).optional(),
    /** Honeypot: hidden from people; a bot that fills it is answered politely and ignored. */
    sitio_web: z.string().max(200).optional(),
  })
  .strict();
export type ContactInput = z.infer<typeof contactInputSchema>;
