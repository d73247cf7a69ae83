/**
 * The money rules both the browser and the server apply. Everything is integer centavos so that
 * totals are exact; pesos (2 decimals) only appear at the edges (API fields, display).
 */

export type Centavos = number;

/**
 * The price of `gramos` at `centavosPorKg`, rounded to the centavo half up — the one rounding of a weighed
 * line: applied once to the line's whole weight, never per step or piece.
 */
export const priceForGrams = (centavosPorKg: Centavos, gramos: number): Centavos => Math.round((centavosPorKg * gramos) / 1000);

/** Discount as the catalogue carries it: a percentage, or "N/A" / null for none. */
export type Descuento = number | 'N/A' | null;

export interface ShippingRule {
  /** Flat fee in centavos. */
  feeCentavos: Centavos;
  /** Shipping is free when the subtotal is strictly above this amount. */
  freeAboveCentavos: Centavos;
}

export interface PricedLine {
  /** Per piece; per kilo when `gramos` is set (weight.ts). */
  unitCentavos: Centavos;
  items: number;
  /** Grams per item of a product sold by weight: the line is priced by its whole weight. */
  gramos?: number | null;
}

export interface Totals {
  subtotal: Centavos;
  envio: Centavos;
  total: Centavos;
}

export const toCentavos = (pesos: number): Centavos => Math.round(pesos * 100);
export const toPesos = (centavos: Centavos): number => Math.round(centavos) / 100;

const discountPercent = (descuento: Descuento): number =>
  typeof descuento === 'number' && Number.isFinite(descuento) && descuento > 0 ? Math.min(descuento, 100) : 0;

/** precio − precio × descuento / 100, rounded to the centavo (half up). */
export function effectiveUnitCentavos(precioCentavos: Centavos, descuento: Descuento): Centavos {
  const pct = discountPercent(descuento);
  if (pct === 0) return precioCentavos;
  return Math.round((precioCentavos * (100 - pct)) / 100);
}

export const lineTotalCentavos = ({ unitCentavos, items, gramos }: PricedLine): Centavos => (gramos ? priceForGrams(unitCentavos, gramos * items) : unitCentavos * items);

export const subtotalCentavos = (lines: readonly PricedLine[]): Centavos =>
  lines.reduce((sum, line) => sum + lineTotalCentavos(line), 0);

/** An empty cart ships nothing; otherwise the flat fee unless the subtotal is above the threshold. */
export function shippingCentavos(subtotal: Centavos, rule: ShippingRule): Centavos {
  if (subtotal <= 0) return 0;
  return subtotal > rule.freeAboveCentavos ? 0 : rule.feeCentavos;
}

/** How much more the shopper must add to pass the free-shipping threshold (0 when already free). */
export function missingForFreeShipping(subtotal: Centavos, rule: ShippingRule): Centavos {
  return subtotal > rule.freeAboveCentavos ? 0 : rule.freeAboveCentavos - subtotal;
}

export function computeTotals(lines: readonly PricedLine[], rule: ShippingRule): Totals {
  const subtotal = subtotalCentavos(lines);
  const envio = shippingCentavos(subtotal, rule);
  return { subtotal, envio, total: subtotal + envio };
}

/**
 * "$1,234.50" — the one money format of the shop, exactly what Intl's es-MX currency format gives for
 * MXN (money.test.ts compares them over many amounts). Written out because creating that formatter
 * loads ICU locale data, ~7 MB of the server's resident memory, for a format this simple.
 */
export const formatMXN = (centavos: Centavos): string => {
  const abs = Math.abs(Math.round(centavos));
  const pesos = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${centavos <= -0.5 ? '-' : ''}$${pesos}.${String(abs % 100).padStart(2, '0')}`;
};
