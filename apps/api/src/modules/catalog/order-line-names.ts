import type { TranslationOverlay } from '@huerta/contracts';
import type { Idioma } from '../../platform/i18n/locale';

/**
 * An order's lines as its shopper reads them in an e-mail: stored in Spanish (the name when ordered), an
 * English order's lines take the owner's English name of the product (`traducciones`, issue 36) — as the
 * English cart, checkout and confirmation show it. Untranslated, a name stays as stored; Spanish orders
 * and the shop's own notices keep the stored lines.
 */
export async function linesForShopper<L extends { productoId: number; nombre: string }>(idioma: Idioma | string, lines: L[], translations: () => Promise<TranslationOverlay>): Promise<L[]> {
  if (idioma !== 'en') return lines;
  const { productos } = await translations();
  return lines.map((l) => ({ ...l, nombre: productos[l.productoId]?.nombre || l.nombre }));
}
