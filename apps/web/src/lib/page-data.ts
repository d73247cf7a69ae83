import type { QueryClient } from '@tanstack/react-query';
import { stripLocale } from '../i18n/locale';
import { getToken } from './storage';

interface PageData {
  procedimiento: string;
  input: { slug?: string };
  data: unknown;
}

/** Which page a procedure's data belongs to. */
const PAGES: Record<string, (input: PageData['input']) => string> = {
  'catalog.product': (input) => `/producto/${input.slug ?? ''}`,
  'catalog.article': (input) => `/blog/${input.slug ?? ''}`,
};

/**
 * Pages whose data depends on who asks: a product's prices are a business's list's for its people (issue 43). The
 * shell is the same for everyone (a page's request carries no session), so its data is the shop's prices.
 */
const PRICED = new Set(['catalog.product']);

/**
 * The data this page's shell came with (apps/api modules/seo/resolve.ts `pageData`: a product's or an article's page), when it is this
 * address's (an offline shell kept by the service worker may carry another page's) and this visitor's: a signed-in
 * shopper's product page is fetched with the session instead.
 */
function ownData(): PageData | null {
  const el = typeof document === 'undefined' ? null : document.getElementById('datos-pagina');
  if (!el?.textContent) return null;
  try {
    const data = JSON.parse(el.textContent) as PageData;
    if (PRICED.has(data.procedimiento) && getToken()) return null;
    return PAGES[data.procedimiento]?.(data.input) === stripLocale(location.pathname).replace(/\/+$/, '') ? data : null;
  } catch {
    return null;
  }
}

/** Whether the page's own content came with it: then it needs no loading screen (DECISIONS.md). */
export const hasOwnPageData = (): boolean => ownData() !== null;

/** Puts the page's data in React Query's cache under the key tRPC's hooks use: the page renders at once. */
export function seedPageData(queryClient: QueryClient): void {
  const own = ownData();
  if (own) queryClient.setQueryData([own.procedimiento.split('.'), { input: own.input, type: 'query' }], own.data);
}
