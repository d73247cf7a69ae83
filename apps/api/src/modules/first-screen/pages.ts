import type { Locale } from '../seo';

/** One query of a page, by its tRPC procedure, as the storefront's hooks ask it. */
export interface PageQuestion {
  procedimiento: string;
  input?: unknown;
}

/** The route patterns whose first screen the server renders (apps/web src/routes): the pages a visitor lands on. */
export const FIRST_SCREENS = new Set(['/', '/tienda', '/producto/$slug', '/categoria/$slug', '/blog/$slug']);

/**
 * What every page of the storefront asks at start (apps/web modules/layout/start-data.tsx, use-config.ts): the
 * shop's settings, the first screen's products, promotions, categories, articles, the hero's slides; on an
 * English page the owner's English too.
 */
const START = ['catalog.config', 'catalog.firstProducts', 'catalog.promotions', 'catalog.categories', 'catalog.articles', 'catalog.slides'];

/**
 * The queries a page's first screen is drawn from, with the inputs its components pass (a product's page asks
 * in the page's language: apps/web modules/translations/use-translations.ts `productPageInput`).
 */
export function questionsOf(pattern: string, param: string | undefined, locale: Locale): PageQuestion[] {
  const questions: PageQuestion[] = START.map((procedimiento) => ({ procedimiento }));
  if (locale === 'en') questions.push({ procedimiento: 'catalog.translations', input: { idioma: 'en' } });
  if (pattern === '/producto/$slug') questions.push({ procedimiento: 'catalog.product', input: locale === 'en' ? { slug: param, idioma: 'en' } : { slug: param } });
  if (pattern === '/blog/$slug') questions.push({ procedimiento: 'catalog.article', input: locale === 'en' ? { slug: param, idioma: 'en' } : { slug: param } });
  return questions;
}
