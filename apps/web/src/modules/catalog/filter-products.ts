import type { Product } from '@huerta/contracts';
import { searchMatcher } from '@huerta/contracts/rules';

export interface CatalogFilter {
  categoriaId: number;
  query: string;
}

/**
 * A search looks across every category with the shop's one search rule (plurals, synonyms; the same
 * as /busqueda); without one, the selected tab decides.
 */
export function filterProducts(products: readonly Product[], { categoriaId, query }: CatalogFilter): Product[] {
  if (query.trim()) {
    const matches = searchMatcher(query);
    return products.filter((p) => matches(p.nombre));
  }
  return products.filter((p) => p.categoria_id === categoriaId);
}

/** 'LO NUEVO': the most recently started products, newest first. */
export function newestProducts(products: readonly Product[], limit = 8): Product[] {
  return [...products]
    // ISO dates order as plain strings; localeCompare would start ICU's collator (~20 ms on first use).
    .sort((a, b) => (a.fecha_vig_inicio === b.fecha_vig_inicio ? b.id - a.id : a.fecha_vig_inicio < b.fecha_vig_inicio ? 1 : -1))
    .slice(0, limit);
}

export const countLabel = (n: number): string => `${n} ${n === 1 ? 'producto encontrado' : 'productos encontrados'}`;
