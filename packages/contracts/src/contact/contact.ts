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

/** The back office's inbox of those messages. */
export const messageListInputSchema = z
  .object({ filtro: z.enum(['sin_leer', 'sin_responder', 'todos']).default('sin_responder'), pagina: z.number().int().min(1).max(100_000).default(1) })
  .strict();
export type MessageListInput = z.input<typeof messageListInputSchema>;
export const messageIdInputSchema = z.object({ id: z.number().int().positive() }).strict();
export const replyMessageInputSchema = z.object({ id: z.number().int().positive(), texto: text(5000, 1) }).strict();
export type ReplyMessageInput = z.infer<typeof replyMessageInputSchema>;
