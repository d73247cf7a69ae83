import { useEffect, useState } from 'react';
import type * as SwiperPartsModule from './swiper-parts';

type SwiperParts = typeof SwiperPartsModule;

let loaded: SwiperParts | null = null;
let loading: Promise<SwiperParts> | null = null;
const load = () => (loading ??= import('./swiper-parts').then((m) => (loaded = m)));

/**
 * Swiper (≈27 KB gzip) is not needed to paint the home page: the carousels first render their
 * slides as plain markup with Swiper's own classes (so nothing moves), and the library is loaded
 * once the browser is idle, after which the carousels start moving.
 */
export function useSwiper(): SwiperParts | null {
  const [parts, setParts] = useState<SwiperParts | null>(loaded);
  useEffect(() => {
    if (parts) return;
    let live = true;
    const start = () => void load().then((m) => live && setParts(m));
    const idle = window.requestIdleCallback?.(start, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(start, 300) : undefined;
    return () => {
      live = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [parts]);
  return parts;
}
