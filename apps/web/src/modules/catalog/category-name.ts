import { msg, t } from '../../i18n/i18n';

/** The shop's three categories (contracts' CATEGORIES), as message ids. */
const NAMES: Record<number, string> = { 1: msg('Frutas'), 2: msg('Vegetales'), 3: msg('Varios') };

/** A category's name in the page's language; a name the shop does not list is shown as it comes. */
export const categoryName = (id: number, nombre: string): string => (NAMES[id] === nombre ? t(nombre) : nombre);
