/**
 * Wholesale price lists (issue 34), zod-free: the server builds a business's catalogue and prices its
 * orders with these, and the storefront prices its cart with `unitForQuantity` — the same numbers.
 *
 * How a list combines with the shop's own discount: they never add up. A product's list price is its
 * fixed price, or the list's percentage off the shop's price (`precio`, before any discount); the buyer
 * pays the lower of that and the shop's discounted price that day. A volume tier applies from its
 * quantity on and is kept only when it is lower still.
 */
import { effectiveUnitCentavos, toCentavos, toPesos, type Centavos, type Descuento } from './money';
import type { WeighedSale } from './weight';

/** «desde 10 kg: $X»: from `desde` units on (pieces, or kilos for a product sold by weight). */
export interface StoredTier {
  desde: number;
  precio_centavos: Centavos;
}

/** A product's line in a list: a fixed price or a percentage off (or neither, with tiers only). */
export interface ListLine {
  precioCentavos: Centavos | null;
  descuento: number | null;
  tramos: StoredTier[];
}

export interface PriceListRules {
  nombre: string;
  /** Percent off the shop's price of products without a line (null: they keep the shop's price). */
  descuentoGeneral: number | null;
  productos: Readonly<Record<number, ListLine>>;
}

/** What a business's catalogue adds to a product priced by its list (`precio` is then the list's). */
export interface ListPriced {
  /** The list's name: the storefront marks the price as the business's. */
  lista?: string;
  /** The shop's price that day (after its discount), for comparison. */
  precio_publico?: number;
  /** Lower prices from a quantity on, ascending. */
  tramos?: { desde: number; precio: number }[];
}

interface Priceable extends ListPriced {
  id: number;
  precio: number;
  descuento: Descuento;
  venta?: WeighedSale;
}

const off = (centavos: Centavos, pct: number) => Math.round((centavos * (100 - pct)) / 100);

/** The product as a list's buyer sees it: unchanged when the list gives nothing lower than the shop's price. */
export function withListPrice<P extends Priceable>(p: P, list: PriceListRules): P & ListPriced {
  const retail = effectiveUnitCentavos(toCentavos(p.precio), p.descuento);
  const line = list.productos[p.id];
  const pct = line ? line.descuento : list.descuentoGeneral;
  const own = line?.precioCentavos ?? (pct ? off(toCentavos(p.precio), pct) : retail);
  const base = Math.min(own, retail);
  let floor = base;
  const tramos: { desde: number; precio: number }[] = [];
  for (const t of [...(line?.tramos ?? [])].sort((a, b) => a.desde - b.desde)) {
    if (t.precio_centavos >= floor) continue;
    floor = t.precio_centavos;
    tramos.push({ desde: t.desde, precio: toPesos(t.precio_centavos) });
  }
  if (base >= retail && tramos.length === 0) return p;
  return { ...p, precio: toPesos(base), descuento: 'N/A', lista: list.nombre, precio_publico: toPesos(retail), ...(tramos.length ? { tramos } : {}) };
}

/** Whether `items` of the product reach a tier's quantity (kilos compared in grams: no rounding at 10 kg). */
const reaches = (p: Pick<Priceable, 'venta'>, items: number, desde: number) => (p.venta ? p.venta.gramos * items >= Math.round(desde * 1000) : items >= desde);

/** The unit price (per piece, or per kilo) a line of `items` pays: the catalogue's, or its best tier reached. */
export function unitForQuantity(p: Pick<Priceable, 'precio' | 'descuento' | 'tramos' | 'venta'>, items: number): Centavos {
  let unit = effectiveUnitCentavos(toCentavos(p.precio), p.descuento);
  for (const t of p.tramos ?? []) if (reaches(p, items, t.desde)) unit = Math.min(unit, toCentavos(t.precio));
  return unit;
}
