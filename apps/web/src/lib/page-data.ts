import type { QueryClient } from '@tanstack/react-query';
import { getToken } from './storage';

/** One tRPC query's answer as the server sends it with a page. */
export interface PageQuery {
  procedimiento: string;
  input?: unknown;
  data: unknown;
}

/**
 * What a page's HTML carries in `#datos-pagina` (apps/api): the answers of its queries, for the address they are
 * of — every query of a first screen the server rendered (modules/first-screen), or a product's or an article's
 * own on a page the browser draws (modules/seo).
 */
interface PageData {
  ruta: string;
  consultas: PageQuery[];
}

/**
 * Answers that depend on who asks: a product's prices, the first screen's, are a business's list's for its people
 * (issue 43), and the server answered them for an anonymous visitor.
 */
const PRICED = new Set(['catalog.product', 'catalog.firstProducts']);

const here = () => location.pathname.replace(/(.)\/+$/, '$1');

function read(): PageData | null {
  const el = typeof document === 'undefined' ? null : document.getElementById('datos-pagina');
  try {
    const data = el?.textContent ? (JSON.parse(el.textContent) as PageData) : null;
    // An offline shell kept by the service worker may carry another page's.
    return data?.ruta === here() ? data : null;
  } catch {
    return null;
  }
}

/** The answers that are this page's and this visitor's: a signed-in shopper's prices are fetched with the session. */
const ownQueries = (): PageQuery[] => (getToken() ? (read()?.consultas.filter((q) => !PRICED.has(q.procedimiento)) ?? []) : (read()?.consultas ?? []));

/**
 * Whether #root holds this page's first screen as the server rendered it (not the plain shell's loading screen),
 * for an anonymous visitor: then the browser hydrates it (main.tsx) instead of drawing it again.
 */
export const serverRendered = (): boolean => read() !== null && !getToken() && !document.querySelector('#root > .loading-screen');

/** Whether the page's own content came with it: then it needs no loading screen (DECISIONS.md). */
export const hasOwnPageData = (): boolean => ownQueries().length > 0;

/** Puts answers in React Query's cache under the keys tRPC's hooks use (`[path, { input?, type }]`): the page renders at once. */
export function seedQueries(queryClient: QueryClient, queries: PageQuery[]): void {
  for (const q of queries) queryClient.setQueryData([q.procedimiento.split('.'), q.input === undefined ? { type: 'query' } : { input: q.input, type: 'query' }], q.data);
}

/** The page's own data, seeded into the cache. */
export function seedPageData(queryClient: QueryClient): void {
  seedQueries(queryClient, ownQueries());
}
