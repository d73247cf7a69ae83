import { gramsOf, kgLabel, minItemsOf, priceForGrams, type WeighedSale } from '@huerta/contracts/rules';
import type { OrderLine } from '@huerta/contracts';
import { money } from '../../i18n/format';
import { t } from '../../i18n/i18n';
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

/**
 * An order's line as its shopper reads it, `nombre` in the page's language: «2 × Melón gota de miel»; sold in
 * steps of weight, its kilos — an estimate until packed — «≈ 1.5 kg de Tomate saladette»; pieces weighed at
 * packing, «3 × Aguacate Hass (≈ 0.6 kg)».
 */
export function orderLineLabel(line: Pick<OrderLine, 'items' | 'gramos' | 'piezas'>, nombre: string): string {
  if (line.gramos === null) return `${line.items} × ${nombre}`;
  const peso = kgLabel(line.gramos);
  return line.piezas ? `${line.piezas} × ${nombre} (≈ ${peso})` : t('≈ {peso} de {nombre}', { peso, nombre });
}

/** The kilo field's steps of a product sold by weight in steps; undefined for pieces (weighed or not). */
export const kiloSteps = (venta: WeighedSale | undefined): KiloSteps | undefined => (venta?.modo === 'peso' ? { gramos: venta.gramos, minimo: minItemsOf(venta) } : undefined);

/**
 * What a product card says of a product sold by weight, beside its price per kilo: the step («Pasos de
 * 0.25 kg»; the minimum shows in the stepper), or one piece's estimated price («≈ $12.58 la pieza»; its weight shows in the cart).
 */
export const saleHint = (venta: WeighedSale, perKgCentavos: number): string =>
  venta.modo === 'pieza_peso' ? t('≈ {precio} la pieza', { precio: money(priceForGrams(perKgCentavos, venta.gramos)) }) : t('Pasos de {kg}', { kg: kgLabel(venta.gramos) });
