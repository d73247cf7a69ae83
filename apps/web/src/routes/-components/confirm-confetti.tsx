import { useEffect, useRef } from 'react';
import type confettiModule from 'canvas-confetti';

const COLORS = ['#2f7d32', '#8bc34a', '#f6a623', '#d63c2f', '#ffd27a'];
/** SPEC §9: confetti for 5000 ms. */
const DURATION_MS = 5000;

let loading: Promise<typeof confettiModule | null> | undefined;
/** Fetches canvas-confetti once; the confirmation starts this while its call is in flight. Decoration: a failed load is no error. */
export const loadConfetti = () =>
  (loading ??= import('canvas-confetti').then(
    (m) => m.default,
    () => ((loading = undefined), null),
  ));

/**
 * SPEC's five seconds of confetti, drawn on the main thread into a canvas of our own. canvas-confetti's
 * default instance renders in a Web Worker built from a blob: URL, which the shop's CSP refuses (worker-src
 * falls back to script-src 'self'), so nothing was drawn; a worker gains nothing for a 5-second burst, and
 * the CSP stays as strict as it is. Shoppers who ask the system for reduced motion are spared it, as the
 * hero carousel does (DECISIONS.md, WCAG 2.2.2).
 */
export function ConfirmConfetti() {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let stopped = false;
    let fire: confettiModule.CreateTypes | undefined;
    void loadConfetti().then((confetti) => {
      if (stopped || !confetti || !canvas.current) return;
      const cannon = confetti.create(canvas.current, { useWorker: false, resize: true, disableForReducedMotion: true });
      fire = cannon;
      const end = Date.now() + DURATION_MS;
      const frame = () => {
        if (stopped) return;
        void cannon({ particleCount: 3, angle: 60, spread: 60, origin: { x: 0, y: 0.7 }, colors: COLORS });
        void cannon({ particleCount: 3, angle: 120, spread: 60, origin: { x: 1, y: 0.7 }, colors: COLORS });
        if (Date.now() < end) requestAnimationFrame(frame);
      };
      frame();
    });
    return () => {
      stopped = true;
      fire?.reset();
    };
  }, []);

  return <canvas ref={canvas} className="confirm__confetti" aria-hidden="true" />;
}
