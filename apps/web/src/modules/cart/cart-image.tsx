import { imageAtWidth } from '@huerta/contracts/rules';
import type { SyntheticEvent } from 'react';

const FALLBACK = '/img/fallback.webp';

/** Swaps a broken product image for the neutral fallback (once, so a broken fallback cannot loop). */
export function onImageError(e: SyntheticEvent<HTMLImageElement>): void {
  const img = e.currentTarget;
  if (!img.src.endsWith(FALLBACK)) img.src = FALLBACK;
}

export function CartImage({ src, alt, size = 64 }: { src: string; alt: string; size?: number }) {
  return <img className="cart-img" src={(src && imageAtWidth(src, 96)) || src || FALLBACK} alt={alt} width={size} height={size} loading="lazy" onError={onImageError} />;
}
