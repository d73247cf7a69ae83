import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ArticlePageInput, Product, ProductPageInput, TranslationOverlay } from '@huerta/contracts';
import { currentLocale, englishParts } from '../../i18n/i18n';
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

/**
 * A product's name as the page's language has it, for what the server sends in Spanish (an order's lines):
 * the owner's English on an English page (as the cart shows it), else the name as sent.
 */
export function useProductName(): (productoId: number, nombre: string) => string {
  const overlay = useTranslations();
  return (productoId, nombre) => overlay?.productos[productoId]?.nombre || nombre;
}

/** catalog.product's input for this page's language: the Spanish one is the same request as ever. */
export const productPageInput = (slug: string): ProductPageInput => (currentLocale() === 'en' ? { slug, idioma: 'en' } : { slug });
/** catalog.article's input likewise: the article's English text comes with it (the overlay has only titles and summaries). */
export const articlePageInput = (slug: string): ArticlePageInput => (currentLocale() === 'en' ? { slug, idioma: 'en' } : { slug });

/**
 * Registers the overlay's `select` for the catalogue's lists before the page below renders (none on a Spanish
 * page), and has lists already on screen select again when it changes (overlay-defaults.ts, in the English
 * chunk: a Spanish page never loads it, and an English page has it before it first renders).
 */
export function useOverlayDefaults(overlay: TranslationOverlay | undefined): void {
  const client = useQueryClient();
  // During render (idempotent), as the parent of every page: the pages' queries read the defaults when they render.
  englishParts()?.registerOverlay(client, overlay);
  useEffect(() => englishParts()?.reselectLists(client), [client, overlay]);
}

/** The products in the overlay's language (the English chunk's `translatedProducts`), else as they are. */
export const productsIn = (products: Product[], overlay: TranslationOverlay | undefined): Product[] => {
  const english = englishParts();
  return overlay && english ? english.translatedProducts(products, overlay) : products;
};
