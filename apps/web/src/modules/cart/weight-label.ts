import { gramsOf, kgLabel, minItemsOf, type WeighedSale } from '@huerta/contracts/rules';
import type { KiloSteps } from './quantity';

/**
 * What a line of a product sold by weight weighs: «1.5 kg» in steps, «≈ 0.6 kg» for pieces weighed at
 * packing (its price is an estimate until then); null for a product sold by the piece.
 */
export function lineWeight(line: { items: number; venta?: WeighedSale | undefined }): string | null {
  const grams = gramsOf(line.venta, line.items);
  if (grams === null) return null;
  return line.venta!.modo === 'pieza_peso' ? `≈ ${kgLabel(grams)}` : kgLabel(grams);
}

/** The kilo field's steps of a product sold by weight in steps; undefined for pieces (weighed or not). */
export const kiloSteps = (venta: WeighedSale | undefined): KiloSteps | undefined => (venta?.modo === 'peso' ? { gramos: venta.gramos, minimo: minItemsOf(venta) } : undefined);
