/**
 * Selling by weight (issue 35), zod-free: the storefront and the server price a weighed line with these
 * same functions. A weighed product's `precio` is per kilo; a line still counts whole `items` — steps of
 * `gramos` (0.25 kg, 0.5 kg…) or pieces of an estimated `gramos` each («3 aguacates ≈ 0.6 kg») — so the REST
 * contract's `items` stays a whole number.
 */
import type { Centavos } from './money';

/** How a product is sold when not by the piece: by weight in steps, or by pieces weighed at packing. */
export const WEIGHED_MODES = ['peso', 'pieza_peso'] as const;
export type WeighedMode = (typeof WEIGHED_MODES)[number];

export interface WeighedSale {
  modo: WeighedMode;
  /** Grams per item: the step (peso) or one piece's estimated weight (pieza_peso). */
  gramos: number;
  /** The fewest items a line may have (peso): 2 steps of 0.25 kg = at least 0.5 kg. */
  minimo?: number;
}

/** Grams a line of `items` stands for (null for a product sold by the piece). */
export const gramsOf = (venta: WeighedSale | null | undefined, items: number): number | null => (venta ? venta.gramos * items : null);

/** The fewest items a line of the product may have. */
export const minItemsOf = (venta: WeighedSale | null | undefined): number => (venta?.modo === 'peso' ? Math.max(1, venta.minimo ?? 1) : 1);

/** 1500 → «1.5 kg», 250 → «0.25 kg», 1000 → «1 kg». */
export const kgLabel = (gramos: number): string => `${Number((gramos / 1000).toFixed(3))} kg`;

/**
 * What an order with weighed lines is charged before packing (a card held, a voucher or transfer paid):
 * its estimated total plus `margenPct` of its weighed lines only (pieces do not change weight), the margin
 * rounded up to the centavo so the hold always covers it. Packing then charges what was packed, never more
 * than this; the rest is released or given back. Without weighed lines it is the total.
 */
export function holdCentavos(totalCentavos: Centavos, weighedSubtotalCentavos: Centavos, margenPct: number): Centavos {
  if (weighedSubtotalCentavos <= 0 || margenPct <= 0) return totalCentavos;
  return totalCentavos + Math.ceil((weighedSubtotalCentavos * margenPct) / 100);
}

/** What the shopper chose for money left over when a prepaid order weighs less: given back, or kept as shop credit. */
export const LEFTOVER_CHOICES = ['reembolso', 'saldo'] as const;
export type LeftoverChoice = (typeof LEFTOVER_CHOICES)[number];
