import { DEFAULT_SHOP_TEXTS, fillShopText, shopFacts, textSections, type ShopTextKey, type TextSection } from '@huerta/contracts/shop-texts';
import { trpc } from '../../lib/trpc';
import { useConfig } from '../layout/use-config';

/**
 * One of the shop's texts as its page shows it: the owner's version (or the first one, bundled here) with
 * every {marcador} filled from the shop's settings, split into its sections. Undefined while the owner's
 * version is asked for; offline or on an error, the first version.
 */
export function useShopText(clave: ShopTextKey): TextSection[] | undefined {
  const config = useConfig();
  const own = trpc.catalog.shopText.useQuery({ clave }, { staleTime: 60_000, retry: 1 });
  // Offline (the query waits for a network) the first version is shown rather than a page that never loads.
  if ((own.isPending && own.fetchStatus !== 'paused') || !config) return undefined;
  const text = (own.isSuccess ? own.data : null) ?? DEFAULT_SHOP_TEXTS[clave];
  const facts = shopFacts(config);
  return textSections(fillShopText(text, facts));
}

/** The settings' sentences for texts the page writes itself (the about page's «{ciudades}»). */
export function useShopFacts() {
  const config = useConfig();
  return config ? shopFacts(config) : undefined;
}
