import { startTransition } from 'react';
import { app, createRouter } from './boot/app';
import { activateLocale } from './i18n/i18n';
import { localeOfPath, localizePath } from './i18n/locale';
import { rememberedLocale } from './i18n/switch';
import { applyAppStyles } from './lib/app-styles';
import { serverRendered } from './lib/page-data';
import { mirrorSessionCookie } from './lib/session';
import { registerServiceWorkerWhenIdle } from './modules/offline/register';
import './styles.css';

// The shell's HTML already shows the loading screen, so nothing here is urgent, and on a phone each
// step is long: every step below is a task of its own. Running a module graph is one uninterruptible
// task, so the first screen's JavaScript runs in two: this file's graph (the app and its libraries),
// then React DOM (src/boot/react-dom.ts), which the shell preloads with the rest (first-load-plugin.ts).
// The route (its code-split component included) is resolved before React first renders, so React
// mounts the page in one transition render — sliced into tasks of a few milliseconds — instead of
// re-rendering synchronously as each router update lands.
applyAppStyles();
mirrorSessionCookie();
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));
// Not a top-level await: the page's load event would wait for it.
void (async () => {
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import('./boot/react-dom');
  const container = document.getElementById('root')!;
  // The address decides the page's language; a shopper who chose English gets it again on a Spanish address.
  let locale = localeOfPath(location.pathname);
  if (locale === 'es' && rememberedLocale() === 'en') {
    locale = 'en';
    history.replaceState(history.state, '', localizePath(location.pathname, 'en') + location.search + location.hash);
  }
  await activateLocale(locale);
  await yieldToBrowser();
  const router = createRouter();
  await yieldToBrowser();
  await router.load().catch(() => undefined); // a failed load is shown by the router's own error UI
  // A first screen the server rendered for this address, language and (anonymous) visitor is taken over as it
  // is (apps/api modules/first-screen); anything else — a signed-in shopper, an offline copy of another page —
  // is drawn by the browser over it.
  if (serverRendered()) {
    router.ssr = { manifest: undefined }; // the server's tree has no Suspense around the routes: neither may this one
    // A mismatch is reported by React itself (window.reportError: an error on the page, which the tests fail on).
    startTransition(() => void hydrateRoot(container, app(router)));
  } else startTransition(() => createRoot(container).render(app(router)));
})();

// The offline shop (modules/offline): the service worker is registered after the load event, when idle.
if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
