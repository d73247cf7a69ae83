import { useQuery } from '@tanstack/react-query';
import type { Product } from '@huerta/contracts';
import { trpc } from '../../lib/trpc';
import { productsIn, useTranslations } from '../translations/use-translations';
import { loadWhole } from './load-whole';

export interface Catalogue {
  /** Every listed product once loaded, until then the first screen's; undefined before the start request answers. */
  products: Product[] | undefined;
  /** `products` is the whole catalogue (a small one always is). */
  complete: boolean;
  /** The rest could not be loaded (offline, a server error): `products` stays the first screen's. */
  failed: boolean;
  retry: () => void;
}

/**
 * The storefront's catalogue. The loading screen waits only for the first screen's products
 * (contracts/catalogue-start.ts); with a large catalogue the rest follows in idle time (load-whole.ts),
 * and whatever needs every product (search, paging, a reorder) says so until it has arrived.
 * On an English page the products come with the owner's English (names, units, categories), so the
 * cards and the search show and match what the shopper reads.
 */
export function useCatalogue(): Catalogue {
  const overlay = useTranslations();
  const catalogue = useSpanishCatalogue();
  if (!overlay || !catalogue.products) return catalogue;
  return { ...catalogue, products: productsIn(catalogue.products, overlay) };
}

function useSpanishCatalogue(): Catalogue {
  const start = trpc.catalog.firstProducts.useQuery().data;
  const partial = start !== undefined && start.productos.length < start.total;
  const rest = useQuery({
    queryKey: ['catalogue', 'whole'],
    queryFn: () => loadWhole(start!.total),
    enabled: partial,
  });
  if (!start) return { products: undefined, complete: false, failed: false, retry: () => undefined };
  if (!partial) return { products: start.productos, complete: true, failed: false, retry: () => undefined };
  return {
    products: rest.data ?? start.productos,
    complete: rest.data !== undefined,
    failed: rest.isError && rest.data === undefined,
    retry: () => void rest.refetch(),
  };
}
