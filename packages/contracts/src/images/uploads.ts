import { z } from 'zod';
import { IMAGE_KINDS } from './image-sizes';

// Photos uploaded in the back office: what each is for decides its crop and the sizes written.

/** Where the crop keeps the picture: «auto» follows what stands out (sharp's attention strategy). */
export const CROP_POSITIONS = ['auto', 'centro', 'arriba', 'abajo', 'izquierda', 'derecha'] as const;
export type CropPosition = (typeof CROP_POSITIONS)[number];

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const imageUploadQuerySchema = z
  .object({
    tipo: z.enum(IMAGE_KINDS, { error: 'Indica para qué es la imagen (producto, promocion, slide o articulo).' }),
    encuadre: z.enum(CROP_POSITIONS, { error: 'Encuadre desconocido.' }).default('auto'),
  })
  .strict();

/** An image a record may name: one of the shop's own files under /img or an uploaded one. */
export const imageUrlSchema = z
  .string({ error: 'Elige una imagen.' })
  .max(200)
  .regex(/^\/img\/[a-z0-9][a-z0-9/_-]*\.webp$/, 'La imagen debe ser una de la tienda o una subida en el panel.')
  .refine((u) => !u.includes('..') && !u.includes('//'), 'La imagen debe ser una de la tienda o una subida en el panel.');

export interface UploadedImage {
  url: string;
  ancho: number;
  alto: number;
  variantes: { ancho: number; alto: number; url: string; bytes: number }[];
  /** Milliseconds the server spent decoding and writing the sizes. */
  ms: number;
}
