import type { SatKey, SatKeyType } from '@huerta/contracts';
import type { Billing } from './billing';

const LIMIT = 20;

/**
 * The product form's search over the SAT's catalogues: with a real PAC, its whole catalogue (~52,000 keys)
 * answers first; the shipped subset answers in test mode, by hand, and whenever the PAC cannot (down, nothing found).
 */
export function createSatKeySearch(billing: Billing, local: (input: { tipo: SatKeyType; q: string }) => SatKey[]) {
  return async (input: { tipo: SatKeyType; q: string }): Promise<SatKey[]> => {
    const pac = await billing.provider();
    if (pac?.modo === 'pac') {
      try {
        const found = input.tipo === 'producto' ? await pac.searchProducts(input.q) : await pac.searchUnits(input.q);
        if (found.length > 0) return found.slice(0, LIMIT);
      } catch {
        // The PAC unreachable: the subset still helps the owner fill the form.
      }
    }
    return local(input);
  };
}
