import { IMAGE_SIZES, MAX_IMAGE_PIXELS, type CropPosition, type ImageKind, type UploadedImage } from '@huerta/contracts';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import type { Metadata } from 'sharp';
import type sharpModule from 'sharp';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';

type SharpFn = typeof sharpModule;

/**
 * sharp (libvips) is loaded with the first photo, not at start: it adds 5–10 MB to every process's
 * resident memory, and only the back office's uploads use it — a storefront process may never.
 */
let loading: Promise<SharpFn> | null = null;
export const loadSharp = (): Promise<SharpFn> =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' operation cache keeps decoded images around for reuse we never make: off, to bound memory.
    sharp.cache(false);
    return sharp;
  }));

/** What we accept, by what the bytes are (sharp reads the header), never by name or content type. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);
const NOT_AN_IMAGE = 'El archivo no es una imagen JPEG, PNG, WebP o AVIF.';

// sharp takes its strategies by name too (sharp.strategy.attention), so this needs no sharp loaded.
const POSITION: Record<CropPosition, string> = {
  auto: 'attention',
  centro: 'centre',
  arriba: 'top',
  abajo: 'bottom',
  izquierda: 'left',
  derecha: 'right',
};

/** Bytes of recently served sizes kept in memory (thumbnails of a whole shop page fit easily). */
const CACHE_BYTES = 4 * 1024 * 1024;

export interface StoredImage {
  datos: Buffer;
  etag: string;
}

/**
 * Back-office photos: decoded and checked by sharp (format from the bytes, at most 40 megapixels, a
 * truncated file refused), turned upright, stripped of metadata (sharp writes none unless asked) and
 * written as WebP in the sizes the storefront shows that kind at, cropped to its shape. One photo is
 * processed at a time per process: a second upload waits rather than doubling the memory.
 */
export function createImages(database: Database) {
  const { db, t } = database;
  const one = pLimit(1);
  const cache = new Map<string, StoredImage>();
  let cached = 0;

  async function inspect(input: Buffer) {
    const sharp = await loadSharp();
    let meta: Metadata;
    try {
      meta = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw new AppError(415, NOT_AN_IMAGE);
    }
    // HEIF holds both AVIF (AV1) and iPhone HEIC (HEVC, which this build cannot decode): only the first.
    if (!meta.format || !ACCEPTED.has(meta.format) || (meta.format === 'heif' && meta.compression !== 'av1')) throw new AppError(415, NOT_AN_IMAGE);
    const { width = 0, height = 0 } = meta;
    // Refused from the header's dimensions, before anything is decoded: a decompression bomb costs nothing.
    if (width * height > MAX_IMAGE_PIXELS) throw new AppError(413, `La imagen tiene ${((width * height) / 1e6).toFixed(0)} megapíxeles; el máximo es 40.`);
    return { width, height, orientation: meta.orientation ?? 1 };
  }

  async function process(input: Buffer, kind: ImageKind, encuadre: CropPosition): Promise<UploadedImage> {
    const started = performance.now();
    const header = await inspect(input);
    const { aspect, widths } = IMAGE_SIZES[kind];
    // EXIF orientations 5–8 swap width and height once the photo is turned upright.
    const [w, h] = header.orientation >= 5 ? [header.height, header.width] : [header.width, header.height];
    const minW = widths[0]!;
    const minH = Math.round(minW / aspect);
    if (w < minW || h < minH) throw new AppError(400, `La imagen es muy pequeña (${w}×${h} px): para ${kind === 'articulo' ? 'un artículo' : kind === 'slide' ? 'el carrusel' : 'este uso'} necesita al menos ${minW}×${minH} px.`);

    const sharp = await loadSharp();
    let variants: { ancho: number; alto: number; datos: Buffer }[];
    try {
      const base = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', sequentialRead: true }).rotate();
      variants = await Promise.all(
        widths.map(async (ancho) => {
          const alto = Math.round(ancho / aspect);
          const datos = await base.clone().resize(ancho, alto, { fit: 'cover', position: POSITION[encuadre] }).webp({ quality: 80, effort: 4 }).toBuffer();
          return { ancho, alto, datos };
        }),
      );
    } catch {
      // Decoding failed part-way: a truncated or corrupt file whose header looked right.
      throw new AppError(415, 'La imagen está dañada o incompleta: no se pudo leer. Vuelve a exportarla e inténtalo de nuevo.');
    }
    const hash = createHash('sha256').update(variants[0]!.datos).digest('hex').slice(0, 32);
    const tipo = kind;
    await database.transaction(async (tx) => {
      for (const v of variants) await tx.insert(t.imagenes).values({ hash, tipo, ...v }).onConflictDoNothing();
    });
    const urlOf = (ancho: number) => `/img/subidas/${hash}-${ancho}.webp`;
    return {
      url: urlOf(variants[0]!.ancho),
      ancho: variants[0]!.ancho,
      alto: variants[0]!.alto,
      variantes: variants.map((v) => ({ ancho: v.ancho, alto: v.alto, url: urlOf(v.ancho), bytes: v.datos.length })),
      ms: Math.round(performance.now() - started),
    };
  }

  const remember = (key: string, image: StoredImage) => {
    if (image.datos.length > CACHE_BYTES / 8) return image;
    cache.set(key, image);
    cached += image.datos.length;
    // Oldest first (a Map keeps insertion order; a hit re-inserts).
    for (const [k, v] of cache) {
      if (cached <= CACHE_BYTES) break;
      cache.delete(k);
      cached -= v.datos.length;
    }
    return image;
  };

  /**
   * A photo kept out of the public `imagenes` (a shopper's report of a problem, issue 47): checked like every
   * upload (format from the bytes, megapixels from the header, a truncated file refused), turned upright,
   * stripped of metadata and shrunk to `side` px at most, as WebP bytes for the caller to store.
   */
  async function shrink(input: Buffer, side: number): Promise<Buffer> {
    await inspect(input);
    const sharp = await loadSharp();
    try {
      return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', sequentialRead: true })
        .rotate()
        .resize(side, side, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer();
    } catch {
      throw new AppError(415, 'La imagen está dañada o incompleta: no se pudo leer. Vuelve a exportarla e inténtalo de nuevo.');
    }
  }

  return {
    /** A private photo, shrunk (queued like uploads: one at a time per process). */
    shrink: (input: Buffer, side: number) => one(() => shrink(input, side)),
    /** Processes one upload (queued behind any other in this process). */
    save: (input: Buffer, kind: ImageKind, encuadre: CropPosition) => one(() => process(input, kind, encuadre)),
    /** One stored size, from memory when recently served. */
    async read(hash: string, ancho: number): Promise<StoredImage | null> {
      const key = `${hash}-${ancho}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const [row] = await db
        .select({ datos: t.imagenes.datos })
        .from(t.imagenes)
        .where(and(eq(t.imagenes.hash, hash), eq(t.imagenes.ancho, ancho)));
      return row ? remember(key, { datos: row.datos, etag: `"${key}"` }) : null;
    },
  };
}
export type ImagesService = ReturnType<typeof createImages>;
