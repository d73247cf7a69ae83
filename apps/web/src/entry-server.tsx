/**
 * The storefront's first screen rendered on the server (issue 48), built by `vite build --ssr` into dist-ssr/ and
 * loaded by the API (apps/api modules/first-screen). The API answers the page's queries itself — the same tRPC
 * procedures, called in-process — and hands them here; this renders the same tree the browser hydrates
 * (boot/app-tree.tsx) with those answers in React Query's cache, so the page's first paint is the page.
 */
import { sanitizeWithoutDomBy } from '@huerta/contracts/markdown';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import sanitizeHtml from 'sanitize-html';
import { activateLocale, setRenderLocale } from './i18n/i18n';
import type { Locale } from './i18n/locale';
import { markAppStylesApplied } from './lib/app-styles';
import { seedQueries, type PageQuery } from './lib/page-data';
import { appTree, newQueryClient } from './boot/app-tree';
import { createAppRouter } from './router';

export type { PageQuery };

// The owner's Markdown (an article, a product's description) has no DOM here for DOMPurify: sanitize-html keeps
// the same safe subset of marked's output — no script, no event handlers, links and images over http(s) only.
sanitizeWithoutDomBy((html) =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'del'],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'], code: ['class'], th: ['align'], td: ['align'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  }),
);

/** Queries a first screen may leave for the browser: the whole catalogue, loaded after the first screen anyway. */
const LATER = new Set(['catalogue']);

let ready: Promise<void> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `address` (with its /en prefix) as HTML for `#root`, and the queries it would still have had to
 * ask for (a first screen must ask for none: the API then sends the plain shell instead). One page at a time:
 * the language and the owner's English are module state of the app (i18n.ts), set for the page being rendered.
 */
export function render(address: string, locale: Locale, queries: PageQuery[]): Promise<{ html: string; missing: string[] }> {
  const next = queue.then(() => renderNow(address, locale, queries));
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow(address: string, locale: Locale, queries: PageQuery[]) {
  await (ready ??= activateLocale('en').then(() => markAppStylesApplied()));
  setRenderLocale(locale);
  const queryClient = newQueryClient();
  seedQueries(queryClient, queries);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [address] }));
  await router.load();
  // Not this address's page (the router would send the browser elsewhere: a trailing slash, a language prefix).
  if (router.state.matches.length === 0) return { html: '', missing: ['redirect'] };
  const html = renderToString(appTree(router, queryClient));
  const missing = queryClient
    .getQueryCache()
    .getAll()
    // A query turned off (`enabled: false`: the owner's English on a Spanish page) is not asked by the browser either.
    .filter((q) => q.state.status === 'pending' && (q.options as { enabled?: unknown }).enabled !== false && !LATER.has(String(q.queryKey[0])))
    .map((q) => JSON.stringify(q.queryKey));
  return { html, missing };
}
