import { currentLocale, englishParts, msg, t } from '../../i18n/i18n';

/** The shop's three categories (contracts' CATEGORIES), as message ids. */
const NAMES: Record<number, string> = { 1: msg('Frutas'), 2: msg('Vegetales'), 3: msg('Varios') };

/**
 * A category's name in the page's language: on an English page the owner's English («Traducciones») when
 * written, else the storefront's own; a name the shop does not list is shown as it comes.
 */
export const categoryName = (id: number, nombre: string): string =>
  (currentLocale() === 'en' ? englishParts()?.overlayCategory(id) : undefined) ?? (NAMES[id] === nombre ? t(nombre) : nombre);
