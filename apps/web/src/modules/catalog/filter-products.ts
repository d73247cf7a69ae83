import type { Product } from '@huerta/contracts';
import { CATALOG_PAGE_SIZE, searchMatcher } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';

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

/**
 * What a list of a catalogue still loading shows: its first page only. The pager would lead into
 * products not there yet, and the shopper's page be reset when they arrive (use-catalogue.ts).
 */
export const firstPageUntil = (complete: boolean, found: Product[]): Product[] => (complete ? found : found.slice(0, CATALOG_PAGE_SIZE));

export const countLabel = (n: number): string => t('{n, plural, one {# producto encontrado} other {# productos encontrados}}', { n });
