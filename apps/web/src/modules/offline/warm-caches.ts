import { SHELL_CACHE, SHELL_KEY } from './cache-names';

/**
 * On the visit that installs the service worker, the page, its catalogue and its images were fetched
 * before the worker controlled the page, so none of it is in the worker's caches. Once it does control
 * the page, this asks for them again through it (mostly answered by the browser's HTTP cache), so that
 * this first visit already opens offline. Later visits go through the worker from the start.
 */
export async function warmCaches(): Promise<void> {
  const seen = new Set<string>();
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
