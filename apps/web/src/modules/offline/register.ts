/**
 * Registers the service worker (generated at build time by vite-plugin-pwa, see vite.config.ts) once the
 * page has loaded and the browser is idle: it then downloads the shop's code for offline use without
 * competing with the first screen. A few hundred bytes; Workbox itself lives only in the worker.
 *
 * No reload when a new deploy's worker takes over (skipWaiting + clientsClaim): navigations are
 * NetworkFirst, so the page that registered it already runs the deploy's code, and a reload in the middle
 * of a checkout would lose what the shopper typed.
 */
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
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5_000 });
    else setTimeout(register, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
