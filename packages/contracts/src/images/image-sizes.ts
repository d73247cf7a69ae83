// Zod-free: the storefront reads these on every page (srcset of uploaded photos).

export const IMAGE_KINDS = ['producto', 'promocion', 'slide', 'articulo'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/**
 * Aspect and the widths the storefront shows each kind at (1× and 2× of its largest slot, plus a
 * thumbnail). The first width is the one an `img_url` names; the others are its srcset.
 */
export const IMAGE_SIZES: Record<ImageKind, { aspect: number; widths: readonly number[] }> = {
  producto: { aspect: 1, widths: [320, 640, 96] },
  promocion: { aspect: 1, widths: [320, 640, 96] },
  slide: { aspect: 3 / 2, widths: [960, 1440, 640] },
  articulo: { aspect: 1200 / 630, widths: [1200, 600] },
};

/** An uploaded image's address: `/img/subidas/<hash>-<width>.webp`. */
export const UPLOADED_IMAGE = /^\/img\/subidas\/([a-f0-9]{32})-(\d{2,4})\.webp$/;

/** The same picture at another of its widths (uploaded images only). */
export const imageAtWidth = (url: string, width: number): string | null => {
  const m = UPLOADED_IMAGE.exec(url);
  return m ? `/img/subidas/${m[1]}-${width}.webp` : null;
};

/** `srcset` for an uploaded image (undefined for the shop's own files, which come in one size). */
export const srcSetOf = (url: string, kind: ImageKind): string | undefined => {
  if (!UPLOADED_IMAGE.test(url)) return undefined;
  return [...IMAGE_SIZES[kind].widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageAtWidth(url, w)} ${w}w`)
    .join(', ');
};

/** The hero carousel's `sizes`, shared by its `<img>` and the shell's preload of the first slide. */
export const HERO_IMAGE_SIZES = '(max-width: 720px) 100vw, 600px';
