import { currentLocale } from '../../i18n/i18n';
import { SHELL_CACHE, SHELL_KEY } from './cache-names';

/**
 * The start batch exactly as the tRPC client asks it on a page the browser draws (index.html preloads the same;
 * an English page's has the owner's English second, apps/api send-shell.ts `englishStart`). A landing page comes
 * rendered with its data and never asks it, yet offline the kept shell is drawn by the browser and needs it.
 */
const REST = 'catalog.firstProducts,catalog.promotions,catalog.categories,catalog.articles,catalog.slides?batch=1&input=';
const startBatch = () =>
  currentLocale() === 'en' ? `/trpc/catalog.config,catalog.translations,${REST}${encodeURIComponent(JSON.stringify({ 1: { idioma: 'en' } }))}` : `/trpc/catalog.config,${REST}%7B%7D`;

/**
 * On the visit that installs the service worker, the page, its catalogue and its images were fetched
 * before the worker controlled the page, so none of it is in the worker's caches. Once it does control
 * the page, this asks for them again through it (mostly answered by the browser's HTTP cache), so that
 * this first visit already opens offline. Later visits go through the worker from the start.
 */
export async function warmCaches(): Promise<void> {
  const seen = new Set<string>([new URL(startBatch(), location.origin).href]);
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin !== location.origin) continue;
    if (url.pathname.startsWith('/img/') || url.pathname.startsWith('/trpc/catalog.')) seen.add(url.href);
  }
  // The worker's routes decide what is kept (only catalogue-only tRPC batches, images); a failure is no matter.
  await Promise.allSettled([...seen].map((url) => fetch(url, { credentials: 'same-origin' })));
  // The shell: a navigation would go through the worker's NetworkFirst route; a fetch() is no navigation.
  const shell = await fetch(SHELL_KEY, { headers: { accept: 'text/html' } }).catch(() => null);
  if (shell?.ok) await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, shell);
}
