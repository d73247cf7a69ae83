import { z } from 'zod';
import { MAX_LINES_PER_ORDER, itemsSchema } from '../orders';
import { REMINDER_KINDS } from './rules';

/** «Avisos por correo» in /account: the shopper's two yes/no. */
export const reminderPrefsSchema = z
  .object({
    carrito: z.boolean({ error: 'carrito debe ser sí o no.' }),
    semanal: z.boolean({ error: 'semanal debe ser sí o no.' }),
  })
  .strict();
export type ReminderPrefs = z.infer<typeof reminderPrefsSchema>;

/**
 * The cart as the storefront saves it for the reminder: product ids and quantities only — names and prices are
 * the server's, read when the e-mail is written. At most an order's lines.
 */
export const savedCartSchema = z
  .object({
    lineas: z
      .array(
        z.object({ id: z.number({ error: 'Id de producto inválido.' }).int('Id de producto inválido.').positive('Id de producto inválido.').max(2 ** 31 - 1, 'Id de producto inválido.'), items: itemsSchema }).strict(),
        { error: 'lineas debe ser una lista.' },
      )
      .max(MAX_LINES_PER_ORDER, `Como máximo ${MAX_LINES_PER_ORDER} productos.`),
  })
  .strict();
export type SavedCart = z.infer<typeof savedCartSchema>;

/** The e-mail's unsubscribe link: account, kind, and the server's signature of both. */
export const reminderUnsubscribeSchema = z
  .object({
    u: z.coerce.number({ error: 'El enlace no es válido.' }).int('El enlace no es válido.').positive('El enlace no es válido.').max(2 ** 31 - 1, 'El enlace no es válido.'),
    tipo: z.enum(REMINDER_KINDS, { error: 'El enlace no es válido.' }),
    firma: z.string({ error: 'El enlace no es válido.' }).max(64, 'El enlace no es válido.'),
  })
  .strict();
export type ReminderUnsubscribe = z.infer<typeof reminderUnsubscribeSchema>;
