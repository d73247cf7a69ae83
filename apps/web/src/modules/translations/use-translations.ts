import type { Product, ProductPageInput, TranslationOverlay } from '@huerta/contracts';
import { translatedProduct } from '@huerta/contracts/rules';
import { currentLocale } from '../../i18n/i18n';
import { useLocale } from '../../i18n/switch';
import { trpc } from '../../lib/trpc';

/*
 * The owner's English over the shop's content (issue 36): asked for on English pages only — a Spanish
 * page never requests it — once per catalogue version (the start batch of an English page asks for it,
 * layout/start-data.tsx). A field without a translation shows its Spanish.
 */

/** catalog.translations' input: English is the one language translated. */
export const TRANSLATIONS_INPUT = { idioma: 'en' } as const;

/** The English overlay on an English page (undefined while it loads, if it failed, and on a Spanish page). */
export function useTranslations(): TranslationOverlay | undefined {
  const english = useLocale() === 'en';
  const overlay = trpc.catalog.translations.useQuery(TRANSLATIONS_INPUT, { enabled: english }).data;
  return english ? overlay : undefined;
}

/** catalog.product's input for this page's language: the Spanish one is the same request as ever. */
export const productPageInput = (slug: string): ProductPageInput => (currentLocale() === 'en' ? { slug, idioma: 'en' } : { slug });

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
