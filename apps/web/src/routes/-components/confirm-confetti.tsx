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

const CELEBRATED_KEY = 'pedidosCelebrados';
/** Orders whose confetti has been shown in this browser (the latest few): a reload of the page does not throw it again. */
function firstCelebration(orderId: number): boolean {
  try {
    const seen = JSON.parse(localStorage.getItem(CELEBRATED_KEY) ?? '[]') as unknown;
    const ids = Array.isArray(seen) ? seen.filter((n): n is number => typeof n === 'number') : [];
    if (ids.includes(orderId)) return false;
    localStorage.setItem(CELEBRATED_KEY, JSON.stringify([...ids, orderId].slice(-20)));
  } catch {
    // Storage refused (private mode, full): celebrate; a second time is only confetti.
  }
  return true;
}

/**
 * SPEC's five seconds of confetti, once per order, behind the thanks and under the header and its menu
 * (confirm.css), drawn on the main thread into a canvas of our own. canvas-confetti's
 * default instance renders in a Web Worker built from a blob: URL, which the shop's CSP refuses (worker-src
 * falls back to script-src 'self'), so nothing was drawn; a worker gains nothing for a 5-second burst, and
 * the CSP stays as strict as it is. Shoppers who ask the system for reduced motion are spared it, as the
 * hero carousel does (DECISIONS.md, WCAG 2.2.2).
 */
export function ConfirmConfetti({ orderId }: { orderId: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!firstCelebration(orderId)) return;
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
  }, [orderId]);

  return <canvas ref={canvas} className="confirm__confetti" aria-hidden="true" />;
}
