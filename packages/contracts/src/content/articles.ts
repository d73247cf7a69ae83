import { z } from 'zod';
import { imageUrlSchema } from '../images/uploads';
import { isoDateSchema, text } from '../shared/common';

// The back office's content: blog articles written in Markdown.

export const articleFieldsSchema = z
  .object({
    titulo: text(160, 3),
    resumen: text(300, 10),
    /** Markdown; stored as typed, sanitized when shown (renderArticle). */
    contenido: text(20_000, 20),
    autor: text(80, 2),
    fechaPublicacion: isoDateSchema,
    /** A draft is seen only in the back office. */
    borrador: z.boolean(),
    imgUrl: imageUrlSchema,
  })
  .strict();
export type ArticleFields = z.infer<typeof articleFieldsSchema>;
export const updateArticleInputSchema = z.object({ id: z.number().int().positive(), articulo: articleFieldsSchema }).strict();
export const articleIdInputSchema = z.object({ id: z.number().int().positive() }).strict();

export { slugFromTitle } from '../shared/slug';
