import { startTransition, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import type * as SwiperPartsModule from './swiper-parts';

type SwiperParts = typeof SwiperPartsModule;

/** Both carousels autoplay every 3 s (SPEC): the first step is when Swiper is first needed. */
export const AUTOPLAY_MS = 3000;
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown'] as const;

let loaded: SwiperParts | null = null;
let loading: Promise<SwiperParts> | null = null;
const load = () => (loading ??= import('./swiper-parts').then((m) => (loaded = m)));

/**
 * Taking over a carousel is React re-mounting its slides and Swiper measuring them: for the home's two
 * carousels at once, one task of 50–80 ms at full speed (traced), a visible hitch on a phone. They take
 * turns instead: each one renders in a transition (React's work in slices of a few ms), starting after
 * the frame that showed the previous one's, so no task holds more than one carousel's commit.
 */
let turns: Promise<void> = Promise.resolve();
const inTurn = (takeOver: (done: () => void) => void) => {
  turns = turns.then(() => new Promise<void>((done) => afterNextPaint(() => takeOver(done))));
};

/** WCAG 2.2.2: with prefers-reduced-motion set, no carousel moves by itself (read once, at mount). */
export const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Swiper (≈29 KB gzip, and on a phone a few hundred ms of main thread to take over two carousels) is
 * not needed until a carousel has to move. Until then the carousels show their slides as plain markup
 * with Swiper's own classes, so nothing moves when it takes over. It is loaded at the first autoplay
 * step — `stepNow` is then true and the caller advances once at start instead of waiting a second
 * interval — or at the shopper's first touch, click or key press, whichever comes first. With
 * `autoplay` false (paused, or reduced motion) only the shopper's first interaction loads it. Either
 * waits while the carousel is off screen (`/tienda` opens scrolled past both): nobody sees it move.
 */
export function useSwiper(autoplay: boolean, onScreen: boolean): { sw: SwiperParts | null; stepNow: boolean } {
  const [sw, setSw] = useState<SwiperParts | null>(loaded);
  const [stepNow, setStepNow] = useState(false);
  // The turn is over once this carousel has committed with Swiper, or at once if it is gone by then.
  const endTurn = useRef<(() => void) | null>(null);
  const mounted = useRef(true);
  const finish = () => {
    endTurn.current?.();
    endTurn.current = null;
  };
  useEffect(() => {
    if (sw) finish();
  }, [sw]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      finish();
    };
  }, []);
  useEffect(() => {
    if (sw || !onScreen) return;
    // Not cancelled by the cleanup: once asked for, Swiper takes over even if autoplay was paused
    // meanwhile (pressing pause is itself the first interaction). A late setState after unmount is a no-op.
    const start = (byTimer: boolean) => {
      stop();
      void load().then((m) =>
        inTurn((done) => {
          if (!mounted.current) return done();
          endTurn.current = done;
          startTransition(() => {
            setStepNow(byTimer);
            setSw(m);
          });
        }),
      );
    };
    const onInteraction = () => start(false);
    const timer = autoplay ? window.setTimeout(() => start(true), AUTOPLAY_MS) : 0;
    for (const e of INTERACTIONS) window.addEventListener(e, onInteraction, { passive: true });
    function stop() {
      window.clearTimeout(timer);
      for (const e of INTERACTIONS) window.removeEventListener(e, onInteraction);
    }
    return stop;
  }, [sw, autoplay, onScreen]);
  return { sw, stepNow };
}
