/**
 * Registers the service worker (generated at build time by vite-plugin-pwa, see vite.config.ts) after the
 * shopper's first touch or key (or 10 s after load), when the browser is idle: it then downloads the shop's
 * code for offline use without competing with the first screen. Workbox itself lives only in the worker.
 *
 * No reload when a new deploy's worker takes over (skipWaiting + clientsClaim): navigations are
 * NetworkFirst, so the page that registered it already runs the deploy's code, and a reload in the middle
 * of a checkout would lose what the shopper typed.
 */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('Service worker no registrado:', error));
    // The worker claims this page when it activates; then what the page already loaded is cached too.
    if (firstVisit)
      navigator.serviceWorker.addEventListener('controllerchange', () => void import('./warm-caches').then((m) => m.warmCaches()).catch(() => undefined), {
        once: true,
      });
  };
  // Installing downloads the shop's code (~700 KB) and re-reads the visit's images: on a phone that work
  // competes with the first screen's, so it waits for the shopper's first touch or key, or 10 s of calm.
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const type of FIRST_INPUT) removeEventListener(type, onInput, true);
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5_000 });
    else setTimeout(register, 1_000);
  };
  const onInput = () => once();
  for (const type of FIRST_INPUT) addEventListener(type, onInput, { capture: true, passive: true });
  const later = () => setTimeout(once, 10_000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
