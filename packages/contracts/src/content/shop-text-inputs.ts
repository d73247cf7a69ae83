import { z } from 'zod';
import { SHOP_TEXT_KEYS } from './shop-texts/defaults';

export const shopTextKeySchema = z.enum(SHOP_TEXT_KEYS, { error: 'Elige un texto: faq, terminos o privacidad.' });
export const MAX_SHOP_TEXT_CHARS = 30_000;

/** catalog.shopText (public): which text. */
export const shopTextInputSchema = z.object({ clave: shopTextKeySchema }).strict();

/** shopTexts.update (owner): a text's new Markdown; its `## ` headings are the sections the page shows. */
export const updateShopTextInputSchema = z
  .object({
    clave: shopTextKeySchema,
    contenido: z
      .string({ error: 'El texto debe ser texto.' })
      .trim()
      .min(1, 'El texto no puede quedar vacío: usa «Volver a la primera versión» para restaurarlo.')
      .max(MAX_SHOP_TEXT_CHARS, `Como máximo ${MAX_SHOP_TEXT_CHARS.toLocaleString('en-US')} caracteres.`)
      .refine((t) => /^##\s+\S/m.test(t), 'Escribe al menos una sección con un título «## …».'),
  })
  .strict();
export type UpdateShopTextInput = z.infer<typeof updateShopTextInputSchema>;
