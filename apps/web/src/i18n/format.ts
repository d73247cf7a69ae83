import type { Centavos } from '@huerta/contracts';
import { formatMXN } from '@huerta/contracts/rules';
import { currentLocale } from './i18n';
import { intlLocale } from './locale';

// Spanish keeps the shop's one money format (formatMXN, written out: creating an Intl formatter loads ICU
// data the first screen should not wait for). English goes through Intl, created on first use.
let englishMoney: Intl.NumberFormat | null = null;

/** "$1,234.50" in Spanish, "MX$1,234.50" in English (the border region reads "$" as dollars too). */
export const money = (centavos: Centavos): string =>
  currentLocale() === 'es'
    ? formatMXN(centavos)
    : (englishMoney ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'MXN' })).format(centavos / 100);

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date in the page's language: "12 de marzo de 2025" / "March 12, 2025" (dateStyle long by default). */
export function formatDate(date: Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const locale = intlLocale(currentLocale());
  const key = `${locale}${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f.format(date);
}
