import { DEFAULT_SHOP_TEXTS, fillShopText, shopFacts, shopFactsEn, textSections, type ShopFactsSource, type ShopTextKey, type TextSection } from '@huerta/contracts/shop-texts';
import { currentLocale } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';
import { useConfig } from '../layout/use-config';
import { useTranslations } from '../translations/use-translations';

/**
 * One of the shop's texts as its page shows it: the owner's version (or the first one, bundled here; on an
 * English page the owner's English of it, when translated) with
 * every {marcador} filled from the shop's settings, split into its sections. Undefined while the owner's
 * version is asked for; offline or on an error, the first version.
 */
export function useShopText(clave: ShopTextKey): { sections: TextSection[]; lang: 'es-MX' | undefined } | undefined {
  const config = useConfig();
  const own = trpc.catalog.shopText.useQuery({ clave }, { staleTime: 60_000, retry: 1 });
  // On an English page, the owner's English of the text when there is one (else the Spanish, as below).
  const english = useTranslations()?.textos[clave];
  // Offline (the query waits for a network) the first version is shown rather than a page that never loads.
  if ((own.isPending && own.fetchStatus !== 'paused' && english === undefined) || !config) return undefined;
  const text = english ?? (own.isSuccess ? own.data : null) ?? DEFAULT_SHOP_TEXTS[clave];
  // Not translated yet on an English page: the Spanish shows, and says it is Spanish (screen readers,
  // translation tools), with its facts in Spanish too.
  const spanish = english === undefined;
  const facts = spanish ? shopFacts(config) : factsIn(config);
  return { sections: textSections(fillShopText(text, facts)), lang: spanish && currentLocale() === 'en' ? 'es-MX' : undefined };
}

/** The settings' sentences for texts the page writes itself (the about page's «{ciudades}»). */
export function useShopFacts() {
  const config = useConfig();
  return config ? factsIn(config) : undefined;
}

/** The settings' sentences in the page's language. */
const factsIn = (config: ShopFactsSource) => (currentLocale() === 'en' ? shopFactsEn(config) : shopFacts(config));
