import { useSyncExternalStore } from 'react';
import { activateLocale, currentLocale, onLocaleChange } from './i18n';
import type { Locale } from './locale';

/** The shopper's chosen language, remembered for their next visit (a page's address still decides). */
const STORAGE_KEY = 'idioma';

export const rememberedLocale = (): Locale | null => {
  try {
    const v = localStorage.getItem(STORAGE_KEY);
    return v === 'en' || v === 'es' ? v : null;
  } catch {
    return null;
  }
};

/** Switches the shop's language: loads its messages, then the whole page renders again in it. */
export async function switchLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the address carries the language anyway.
  }
  await activateLocale(locale);
}

/**
 * The address decides the language: going back from /en/tienda to /tienda shows Spanish. Called by the
 * router for every address it reads; English's messages may still be loading the first time.
 */
export function followAddressLocale(locale: Locale): void {
  // On the server the page's language is set for each render (setRenderLocale), never by the router.
  if (typeof document !== 'undefined' && locale !== currentLocale()) void activateLocale(locale);
}


/** The page's language, re-rendering when it changes (the shop's root keys its content on it). */
export const useLocale = (): Locale => useSyncExternalStore(onLocaleChange, currentLocale, currentLocale);
