import type { QueryClient } from '@tanstack/react-query';
import type { ArticleCard, CategoriesData, Product, Slide, TranslationOverlay } from '@huerta/contracts';
import { translatedArticle, translatedCategories, translatedProduct, translatedSlide } from '@huerta/contracts/rules';

/*
 * The catalogue's lists are read by many components, each with its own `trpc.catalog.….useQuery()`. On
 * an English page they get the owner's English through React Query's defaults: a `select` registered for
 * the list's query key (tRPC's keys start with the procedure's path) applies to every one of its
 * queries, so the components stay as they are and the cache keeps the Spanish as served. The products
 * are overlaid in use-catalogue.ts; a product's and an article's own page are asked in English (use-translations.ts
 * productPageInput, articlePageInput): their long texts are not in the overlay. Part of the English chunk
 * (i18n/english.ts): a Spanish page never loads it.
 */

type Overlay<T> = (data: T, overlay: TranslationOverlay) => T;
type AnyOverlay = (data: unknown, overlay: TranslationOverlay) => unknown;
const list = <T,>(path: [string, string], apply: Overlay<T>): [[string, string], AnyOverlay] => [path, apply as unknown as AnyOverlay];
const LISTS = [
  list<Slide[]>(['catalog', 'slides'], (data, o) => data.map((s) => translatedSlide(s, o))),
  list<CategoriesData>(['catalog', 'categories'], translatedCategories),
  list<ArticleCard[]>(['catalog', 'articles'], (data, o) => data.map((a) => translatedArticle(a, o))),
];

/** One translated value per served value and overlay, whichever component asks. */
const done = new WeakMap<object, { overlay: TranslationOverlay; value: unknown }>();
const selectWith = (apply: AnyOverlay, overlay: TranslationOverlay) => (data: unknown) => {
  if (typeof data !== 'object' || data === null) return data;
  const known = done.get(data);
  if (known?.overlay === overlay) return known.value;
  const value = apply(data, overlay);
  done.set(data, { overlay, value });
  return value;
};

/** The overlay each client's defaults were last registered with. */
const registered = new WeakMap<QueryClient, TranslationOverlay | undefined>();

/** The overlay last registered: the owner's English names of the categories, for every place that names one. */
let current: TranslationOverlay | undefined;

/** A category's name in the owner's English, when written. */
export const overlayCategory = (id: number): string | undefined => current?.categorias[id]?.nombre;

/** The overlay's `select` for the lists' queries (none without an overlay: a Spanish page). */
export function registerOverlay(client: QueryClient, overlay: TranslationOverlay | undefined): void {
  current = overlay;
  if (registered.has(client) && registered.get(client) === overlay) return;
  registered.set(client, overlay);
  for (const [path, apply] of LISTS) client.setQueryDefaults([path], overlay ? { select: selectWith(apply, overlay) } : {});
}

/** Lists already observed select again with the current defaults (their components render the result). */
export function reselectLists(client: QueryClient): void {
  for (const [path] of LISTS) {
    for (const query of client.getQueryCache().findAll({ queryKey: [path] })) {
      for (const observer of query.observers) {
        const { select: _, _defaulted: __, ...own } = observer.options;
        observer.setOptions(client.defaultQueryOptions(own));
      }
    }
  }
}

// One translated list per list and overlay, shared by every component showing it (useCatalogue has several callers).
const translatedLists = new WeakMap<readonly Product[], { overlay: TranslationOverlay; value: Product[] }>();

/** The products in the overlay's language: names, units and category names where translated (search then matches them). */
export function translatedProducts(products: readonly Product[], overlay: TranslationOverlay): Product[] {
  const known = translatedLists.get(products);
  if (known?.overlay === overlay) return known.value;
  const value = products.map((p) => translatedProduct(p, overlay));
  translatedLists.set(products, { overlay, value });
  return value;
}
