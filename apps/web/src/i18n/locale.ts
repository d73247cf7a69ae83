/** The storefront's languages: Spanish at `/…` (the default, SPEC.md), English at `/en/…`. */
export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

const PREFIX = /^\/en(?=\/|$)/;

/** The language an address is in. */
export const localeOfPath = (pathname: string): Locale => (PREFIX.test(pathname) ? 'en' : 'es');

/** The address inside the app, without its language prefix ("/en/tienda" → "/tienda"). */
export const stripLocale = (pathname: string): string => pathname.replace(PREFIX, '') || '/';

/** The address of a page in a language ("/tienda" → "/en/tienda"; "/" → "/en/"). */
export const localizePath = (pathname: string, locale: Locale): string => {
  const bare = stripLocale(pathname);
  if (locale === 'es') return bare;
  return bare === '/' ? '/en/' : `/en${bare}`;
};

/** The BCP 47 tag Intl formats with: Mexican Spanish, and English as read in the border region. */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-US' : 'es-MX');
