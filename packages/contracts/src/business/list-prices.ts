/**
 * Wholesale price lists (issue 34), zod-free: the server builds a business's catalogue and prices its
 * orders with these, and the storefront prices its cart with `unitForQuantity` — the same numbers.
 *
 * How a list combines with the shop's own discount: they never add up. A product's list price is its
 * fixed price, or its line's percentage — or, when its line sets neither (tiers only) or it has none, the
 * list's general percentage — off the shop's price (`precio`, before any discount); the buyer pays the
 * lower of that and the shop's discounted price that day. A volume tier applies from its quantity on and is
 * kept only when it is lower still: adding a tier never raises the price below it.
 *
 * Everyone prices with these two functions: the owner's «Paga» (`listPriceFor`, in the back office and the
 * API's list detail), the business's catalogue (`withListPrice`), the storefront's cart and the server's
 * order (`unitForQuantity` over the catalogue's product). list-price-cases.ts is the table of cases all of
 * them are tested against.
 */
import { effectiveUnitCentavos, toCentavos, toPesos, type Centavos, type Descuento } from '../shared/money';
import type { WeighedSale } from '../shared/weight';

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
  // A line with its own price or percentage replaces the general percentage; one with tiers only keeps it.
  const pct = line && (line.precioCentavos !== null || line.descuento !== null) ? line.descuento : list.descuentoGeneral;
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

/** Whether the shop's price is worth striking through beside the list's (a list with only tiers may leave it equal). */
export const showsShopPrice = (p: Pick<ListPriced, 'precio_publico'> & { precio: number }, unitCentavos: Centavos): boolean =>
  p.precio_publico !== undefined && toCentavos(p.precio_publico) > unitCentavos;

/** A product's line as the owner writes it, in pesos (the back office's table, its CSV, the API's detail). */
export interface OwnerLine {
  precio: number | null;
  descuento: number | null;
  tramos: readonly { desde: number; precio: number }[];
}

export const listLineOf = (l: OwnerLine): ListLine => ({
  precioCentavos: l.precio === null ? null : toCentavos(l.precio),
  descuento: l.descuento,
  tramos: l.tramos.map((t) => ({ desde: t.desde, precio_centavos: toCentavos(t.precio) })),
});

/**
 * The owner's «Paga»: what a business on the list pays for one unit of the product (before tiers) with the
 * product's line as given (null: none) — the catalogue's `withListPrice`, so the preview is what is charged.
 */
export function listPriceFor(p: Priceable, list: Pick<PriceListRules, 'nombre' | 'descuentoGeneral'>, line: OwnerLine | null): number {
  const listed = withListPrice(p, { ...list, productos: line ? { [p.id]: listLineOf(line) } : {} });
  // Unmarked, it is the shop's product as it was: its offer, if any, still to take off.
  return toPesos(effectiveUnitCentavos(toCentavos(listed.precio), listed.descuento));
}

/** Whether `items` of the product reach a tier's quantity (kilos compared in grams: no rounding at 10 kg). */
const reaches = (p: Pick<Priceable, 'venta'>, items: number, desde: number) => (p.venta ? p.venta.gramos * items >= Math.round(desde * 1000) : items >= desde);

/** The unit price (per piece, or per kilo) a line of `items` pays: the catalogue's, or its best tier reached. */
export function unitForQuantity(p: Pick<Priceable, 'precio' | 'descuento' | 'tramos' | 'venta'>, items: number): Centavos {
  let unit = effectiveUnitCentavos(toCentavos(p.precio), p.descuento);
  for (const t of p.tramos ?? []) if (reaches(p, items, t.desde)) unit = Math.min(unit, toCentavos(t.precio));
  return unit;
}
