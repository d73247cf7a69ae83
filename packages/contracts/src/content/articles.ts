import { z } from 'zod';
import { isoDateSchema, listEnvelope, text } from '../shared/common';
import { imageUrlSchema } from '../images';

// The blog: articles written in Markdown, as the shop shows them and as the back office edits them.

export const articleSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().max(120),
  titulo: z.string().max(160),
  resumen: z.string().max(300),
  contenido: z.string().max(20_000),
  img_url: z.string().max(300),
  autor: z.string().max(120),
  fecha_publicacion: isoDateSchema,
});
export type Article = z.infer<typeof articleSchema>;
/** An article as its card shows it (the blog's list, the home page): every field but the text, 2 KB an article less in every page's start data. */
export type ArticleCard = Omit<Article, 'contenido'>;
export const articleCardOf = ({ contenido: _text, ...card }: Article): ArticleCard => card;

export const articleSlugInputSchema = z
  .object({ slug: z.string().trim().min(1).max(120).regex(/^[a-z0-9-]+$/, 'Identificador inválido.') })
  .strict();
export const articlesResponseSchema = listEnvelope(z.array(articleSchema));

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
