import type { Product } from './product';

/**
 * What the storefront's first screen needs of a catalogue of any size. The shop starts with these few
 * products (`catalog.firstProducts`, one of the loading screen's start requests) and fetches the rest
 * in ranges once the first screen is up (`catalog.productRange`): with 2,000 products the start batch
 * carried 0.5 MB that a phone parsed in one long task before anything showed.
 */

/** Cards the catalogue grid shows at once (one page). */
export const CATALOG_PAGE_SIZE = 30;
/** Products of the 'LO NUEVO' slider. */
export const NEW_PRODUCTS_SHOWN = 8;
/** The most products one `catalog.productRange` call answers (bounds what one anonymous request costs). */
export const PRODUCT_RANGE_MAX = 500;
/** What the storefront asks per range: each answer is parsed in a task of its own, a few milliseconds. */
export const PRODUCT_RANGE_SIZE = 250;

/** 'LO NUEVO': the most recently started products, newest first. */
export function newestProducts(products: readonly Product[], limit = NEW_PRODUCTS_SHOWN): Product[] {
  return (
    [...products]
      // ISO dates order as plain strings; localeCompare would start ICU's collator (~20 ms on first use).
      .sort((a, b) => (a.fecha_vig_inicio === b.fecha_vig_inicio ? b.id - a.id : a.fecha_vig_inicio < b.fecha_vig_inicio ? 1 : -1))
      .slice(0, limit)
  );
}

/**
 * The products of the home's first screen, in catalogue order: 'LO NUEVO' and the first page of each
 * category tab (so a tab shows its first page at once). A small catalogue is all of it.
 */
export function firstScreenProducts(products: readonly Product[]): Product[] {
  const keep = new Set(newestProducts(products).map((p) => p.id));
  const perCategory = new Map<number, number>();
  for (const p of products) {
    const n = perCategory.get(p.categoria_id) ?? 0;
    if (n < CATALOG_PAGE_SIZE) keep.add(p.id);
    perCategory.set(p.categoria_id, n + 1);
  }
  return products.filter((p) => keep.has(p.id));
}
