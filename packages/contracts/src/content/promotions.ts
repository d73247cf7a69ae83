import { z } from 'zod';
import { isoDateSchema, listEnvelope, text } from '../shared/common';
import { descuentoSchema, discountSchema } from '../catalog';
import { imageUrlSchema } from '../images';

// The storefront's extras: promotions and the home page's carousel, as the shop shows them and as the back
// office edits them.

export const promotionSchema = z.object({
  id: z.number().int().positive(),
  titulo: z.string().max(120),
  descripcion: z.string().max(600),
  img_url: z.string().max(300),
  descuento: descuentoSchema,
  producto_id: z.number().int().positive().nullable(),
  fecha_vig_inicio: isoDateSchema,
  fecha_vig_fin: isoDateSchema.nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const slideSchema = z.object({ titulo: z.string().max(120), img_slider: z.string().max(300) });
export type Slide = z.infer<typeof slideSchema>;
export const promotionsResponseSchema = listEnvelope(z.array(promotionSchema));
export const slidesResponseSchema = listEnvelope(z.array(slideSchema));

const END_BEFORE_START = { message: 'La fecha de fin no puede ser anterior a la de inicio.', path: ['fechaVigFin'] };
const endNotBeforeStart = (v: { fechaVigInicio: string; fechaVigFin: string | null }) => v.fechaVigFin === null || v.fechaVigFin >= v.fechaVigInicio;

export const promotionFieldsSchema = z
  .object({
    titulo: text(120, 3),
    // The message names the field itself: the API's error labels have no «descripcion».
    descripcion: z
      .string({ error: 'Escribe la descripción.' })
      .trim()
      .min(10, 'La descripción debe tener al menos 10 caracteres.')
      .max(500, 'La descripción debe tener como máximo 500 caracteres.'),
    imgUrl: imageUrlSchema,
    descuento: discountSchema,
    /** The product the promotion links to; the server checks it exists and is not archived. */
    productoId: z.number({ error: 'Elige un producto de la lista.' }).int('Elige un producto de la lista.').positive('Elige un producto de la lista.').nullable(),
    fechaVigInicio: isoDateSchema,
    fechaVigFin: isoDateSchema.nullable(),
  })
  .strict()
  .refine(endNotBeforeStart, END_BEFORE_START);
export type PromotionFields = z.infer<typeof promotionFieldsSchema>;
export const updatePromotionInputSchema = z.object({ id: z.number().int().positive(), promocion: promotionFieldsSchema }).strict();
export const promotionIdInputSchema = z.object({ id: z.number().int().positive() }).strict();

export const slideFieldsSchema = z
  .object({
    /** The storefront sets the first half of its words light and the rest bold. */
    titulo: text(120, 3),
    imgUrl: imageUrlSchema,
    fechaVigInicio: isoDateSchema,
    fechaVigFin: isoDateSchema.nullable(),
  })
  .strict()
  .refine(endNotBeforeStart, END_BEFORE_START);
export type SlideFields = z.infer<typeof slideFieldsSchema>;
export const updateSlideInputSchema = z.object({ id: z.number().int().positive(), slide: slideFieldsSchema }).strict();
export const slideIdInputSchema = z.object({ id: z.number().int().positive() }).strict();

export const MAX_SLIDES = 200;
/**
 * The carousel's new order: every slide's id once, first shown first. Checked on the whole object so
 * the message stands alone (the API labels a field called «ids» as orders).
 */
export const reorderSlidesInputSchema = z
  .object({ ids: z.array(z.number({ error: 'Diapositiva desconocida en el orden.' })) })
  .strict()
  .superRefine(({ ids }, ctx) => {
    const problem =
      ids.length === 0
        ? 'Indica el orden de al menos una diapositiva.'
        : ids.length > MAX_SLIDES
          ? `Como máximo ${MAX_SLIDES} diapositivas.`
          : ids.some((id) => !Number.isInteger(id) || id <= 0)
            ? 'Diapositiva desconocida en el orden.'
            : new Set(ids).size !== ids.length
              ? 'Cada diapositiva aparece una sola vez en el orden.'
              : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [] });
  });
export type ReorderSlidesInput = z.infer<typeof reorderSlidesInputSchema>;

/** Whether a dated record shows in the shop today (the same rule as `isValidOn`), or when it will or did. */
export type Validity = 'vigente' | 'programada' | 'vencida';
export const validityOn = (today: string, inicio: string, fin: string | null): Validity =>
  fin !== null && fin < today ? 'vencida' : inicio > today ? 'programada' : 'vigente';
