import type { OwnerLine } from './list-prices';

/**
 * The price-list rule as a table (issue 43): a product (the shop's price, its offer, by the piece or by
 * weight in 0.25 kg steps) × a list's general percentage × the product's line (fixed price, percentage,
 * tiers) → what the owner's «Paga» says, how the catalogue marks it and what a line of so many items pays
 * per unit. The same cases are run by the contracts' test, the API's (its catalogue, the owner's detail and
 * real orders), the storefront's cart and the browser suite: one rule, one table. Tests only; not exported.
 */
export interface ListPriceCase {
  caso: string;
  producto: { precio: number; descuento: number | null; porKilo: boolean };
  descuentoGeneral: number | null;
  linea: OwnerLine | null;
  /** The owner's «Paga» and the catalogue's price for one unit (before tiers). */
  paga: number;
  /** The shop's price the catalogue puts beside the list's (`precio_publico`); null: the product is not the list's. */
  tienda: number | null;
  /** [items, unit price in pesos]: pieces, or 0.25 kg steps (40 steps are 10 kg). */
  unidades: [number, number][];
}

/** Each item of a weighed case's product: a 0.25 kg step. */
export const CASE_STEP_GRAMS = 250;

export const LIST_PRICE_CASES: readonly ListPriceCase[] = [
  {
    caso: 'the issue’s: 10 % off everything and only a tier for the tomato — 10 % off below 10 kg, the tier from it',
    producto: { precio: 54.9, descuento: null, porKilo: true },
    descuentoGeneral: 10,
    linea: { precio: null, descuento: null, tramos: [{ desde: 10, precio: 41.2 }] },
    paga: 49.41,
    tienda: 54.9,
    unidades: [[39, 49.41], [40, 41.2], [100, 41.2]],
  },
  {
    caso: 'the general percentage alone',
    producto: { precio: 54.9, descuento: null, porKilo: false },
    descuentoGeneral: 10,
    linea: null,
    paga: 49.41,
    tienda: 54.9,
    unidades: [[1, 49.41], [50, 49.41]],
  },
  {
    caso: 'tiers only, no general percentage: the shop’s price below the tier (nothing to strike through)',
    producto: { precio: 54.9, descuento: null, porKilo: true },
    descuentoGeneral: null,
    linea: { precio: null, descuento: null, tramos: [{ desde: 10, precio: 41.2 }] },
    paga: 54.9,
    tienda: 54.9,
    unidades: [[39, 54.9], [40, 41.2]],
  },
  {
    caso: 'a fixed price replaces the general percentage, even when the percentage would be lower',
    producto: { precio: 54.9, descuento: null, porKilo: false },
    descuentoGeneral: 10,
    linea: { precio: 52, descuento: null, tramos: [] },
    paga: 52,
    tienda: 54.9,
    unidades: [[1, 52]],
  },
  {
    caso: 'the line’s percentage replaces the general one, rounded to the centavo',
    producto: { precio: 54.9, descuento: null, porKilo: false },
    descuentoGeneral: 10,
    linea: { precio: null, descuento: 15, tramos: [] },
    paga: 46.67,
    tienda: 54.9,
    unidades: [[3, 46.67]],
  },
  {
    caso: 'the shop’s offer (−20 %) beats the list’s −10 %: the shop’s price, not the list’s',
    producto: { precio: 100, descuento: 20, porKilo: false },
    descuentoGeneral: 10,
    linea: null,
    paga: 80,
    tienda: null,
    unidades: [[1, 80], [30, 80]],
  },
  {
    caso: 'the list’s −30 % beats the offer’s −20 %, taken off the price before the offer (never both)',
    producto: { precio: 100, descuento: 20, porKilo: false },
    descuentoGeneral: null,
    linea: { precio: null, descuento: 30, tramos: [] },
    paga: 70,
    tienda: 80,
    unidades: [[1, 70]],
  },
  {
    caso: 'an offer, the general percentage and a tier: the offer below the tier, the tier from it',
    producto: { precio: 100, descuento: 20, porKilo: false },
    descuentoGeneral: 10,
    linea: { precio: null, descuento: null, tramos: [{ desde: 10, precio: 75 }] },
    paga: 80,
    tienda: 80,
    unidades: [[9, 80], [10, 75]],
  },
  {
    caso: 'a fixed price above the shop’s: the shop’s price, unmarked',
    producto: { precio: 80, descuento: null, porKilo: false },
    descuentoGeneral: null,
    linea: { precio: 90, descuento: null, tramos: [] },
    paga: 80,
    tienda: null,
    unidades: [[1, 80]],
  },
  {
    caso: 'a tier not below the list’s price is dropped; the next one applies from its quantity',
    producto: { precio: 80, descuento: null, porKilo: false },
    descuentoGeneral: 10,
    linea: { precio: null, descuento: null, tramos: [{ desde: 5, precio: 75 }, { desde: 10, precio: 70 }] },
    paga: 72,
    tienda: 80,
    unidades: [[5, 72], [9, 72], [10, 70]],
  },
  {
    caso: 'a fixed price with two tiers by the piece, boundaries inclusive',
    producto: { precio: 40, descuento: null, porKilo: false },
    descuentoGeneral: 5,
    linea: { precio: 36, descuento: null, tramos: [{ desde: 12, precio: 32 }, { desde: 24, precio: 30 }] },
    paga: 36,
    tienda: 40,
    unidades: [[11, 36], [12, 32], [23, 32], [24, 30]],
  },
  {
    caso: 'by weight, tiers in kilos compared in grams (40 × 0.25 kg is exactly 10 kg)',
    producto: { precio: 40, descuento: null, porKilo: true },
    descuentoGeneral: null,
    linea: { precio: 36, descuento: null, tramos: [{ desde: 10, precio: 32 }, { desde: 25, precio: 30 }] },
    paga: 36,
    tienda: 40,
    unidades: [[39, 36], [40, 32], [99, 32], [100, 30]],
  },
];
