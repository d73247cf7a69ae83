/**
 * The buyer's arithmetic (issue 46), zod-free so the back office and the server compute the same: a lot's
 * unit, what a cost unit is, the weighted average cost, the purchase proposal, and what a sold line cost.
 *
 * Units. A product sold by weight in steps (`peso`) is bought, stocked in lots and wasted in grams and costed
 * per kilo; every other product (by the piece, or pieces weighed at packing, `pieza_peso`) in pieces and
 * costed per piece. The shop's sellable counter (`existencias.disponibles`) stays in the sale's items.
 */
import type { Centavos } from '../shared/money';
import { ivaIncludedCentavos } from '../shared/iva';

export type LotUnit = 'g' | 'pza';

/** A product's lot unit from its sale mode (null: by the piece). */
export const lotUnitOf = (ventaModo: string | null | undefined): LotUnit => (ventaModo === 'peso' ? 'g' : 'pza');

/** How many lot units one cost unit holds: a kilo is 1,000 g, a piece is one piece. */
export const costUnitSize = (unit: LotUnit): number => (unit === 'g' ? 1000 : 1);

/** «por kg» or «por pieza»: what a product's cost is per. */
export const costUnitLabel = (unit: LotUnit): string => (unit === 'g' ? 'por kg' : 'por pieza');

/** 12500 g → «12.5 kg»; 24 pza → «24 pzas» (1 → «1 pza»). */
export function lotQuantityLabel(cantidad: number, unit: LotUnit): string {
  if (unit === 'g') return `${Number((cantidad / 1000).toFixed(3))} kg`;
  return `${cantidad} ${cantidad === 1 ? 'pza' : 'pzas'}`;
}

/**
 * The sale's items a quantity of lot units is: whole steps for `peso` (rounded down — the shop never offers
 * grams it cannot make a step of; `up` rounds up, for what leaves the shelf: waste), pieces otherwise.
 */
export function itemsOfLot(cantidad: number, unit: LotUnit, gramosPorItem: number | null, up = false): number {
  if (unit === 'pza' || !gramosPorItem) return cantidad;
  return up ? Math.ceil(cantidad / gramosPorItem) : Math.floor(cantidad / gramosPorItem);
}

/** What one cost unit of a lot cost (its total over its quantity), rounded to the centavo. */
export const lotUnitCost = (costoCentavos: Centavos, cantidad: number, unit: LotUnit): Centavos => Math.round((costoCentavos * costUnitSize(unit)) / cantidad);

/**
 * The weighted average cost after a receipt («costo promedio ponderado», NIF C-4): what is on hand valued at
 * the current average, plus the new lot at what it cost, over everything on hand afterwards. With nothing on
 * hand (or no average yet) the new lot's own unit cost. Per cost unit (kilo or piece), rounded once to the
 * centavo; sales and waste take stock out at the average and so never move it.
 */
export function averageCost(before: { onHand: number; average: Centavos | null }, lot: { cantidad: number; costoCentavos: Centavos }, unit: LotUnit): Centavos {
  const size = costUnitSize(unit);
  const onHand = before.average === null ? 0 : Math.max(0, before.onHand);
  if (onHand + lot.cantidad <= 0) return before.average ?? 0;
  return Math.round(((before.average ?? 0) * onHand + lot.costoCentavos * size) / (onHand + lot.cantidad));
}

export interface PurchaseProposal {
  /** Packs to order. */
  paquetes: number;
  /** paquetes × pack, in lot units. */
  cantidad: number;
  /** What the rule asked for before rounding up to packs (lot units, ≥ 0). */
  falta: number;
}

/**
 * How much to order of one product: the demand (orders and standing orders of the chosen days, in lot units)
 * plus its safety margin (`margenPct` of the demand, rounded up) less what is on hand, never below zero,
 * rounded up to whole packs of the supplier's.
 */
export function proposePurchase(input: { demand: number; stock: number; margenPct: number; pack: number }): PurchaseProposal {
  const margin = Math.ceil((Math.max(0, input.demand) * Math.max(0, input.margenPct)) / 100);
  const falta = Math.max(0, Math.max(0, input.demand) + margin - Math.max(0, input.stock));
  const pack = Math.max(1, input.pack);
  const paquetes = Math.ceil(falta / pack);
  return { paquetes, cantidad: paquetes * pack, falta };
}

/** The demand of a product in lot units: grams for `peso`, items (pieces) otherwise. */
export const demandInLotUnits = (unit: LotUnit, cell: { items: number; gramos: number | null }): number => (unit === 'g' ? (cell.gramos ?? 0) : cell.items);

/**
 * What a sold line cost: its items at the cost frozen when sold, or, by weight, the grams packed (the grams
 * ordered before weighing) at the cost per kilo. Null when no cost was known.
 */
export function lineCostCentavos(line: { costoUnitarioCentavos: Centavos | null; items: number; ventaModo: string | null; gramosPorItem: number | null; gramosPesados: number | null }): Centavos | null {
  if (line.costoUnitarioCentavos === null) return null;
  if (lotUnitOf(line.ventaModo) === 'g') return Math.round((line.costoUnitarioCentavos * (line.gramosPesados ?? (line.gramosPorItem ?? 0) * line.items)) / 1000);
  return line.costoUnitarioCentavos * line.items;
}

/** Waste reasons («Merma»), with their labels. */
export const WASTE_REASONS = ['dañado', 'vencido', 'calidad', 'muestra', 'consumo_interno'] as const;
export type WasteReason = (typeof WASTE_REASONS)[number];
export const WASTE_REASON_LABELS: Record<WasteReason, string> = { dañado: 'Dañado', vencido: 'Vencido', calidad: 'Calidad', muestra: 'Muestra', consumo_interno: 'Consumo interno' };

/** A purchase order's states. */
export const PURCHASE_STATES = ['borrador', 'enviada', 'recibida_parcial', 'cerrada', 'cancelada'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];
export const PURCHASE_STATE_LABELS: Record<PurchaseState, string> = { borrador: 'Borrador', enviada: 'Enviada', recibida_parcial: 'Recibida en parte', cerrada: 'Cerrada', cancelada: 'Cancelada' };

/** How a purchase order went to its supplier. */
export const PURCHASE_CHANNELS = ['whatsapp', 'correo', 'impresa'] as const;
export type PurchaseChannel = (typeof PURCHASE_CHANNELS)[number];

/**
 * Gross margin of sales (IVA taken out: it is the SAT's, not the shop's) against their cost: centavos and
 * the share of sales (null without sales).
 */
export function grossMargin(ventasCentavos: Centavos, costoCentavos: Centavos): { margen: Centavos; pct: number | null } {
  const margen = ventasCentavos - costoCentavos;
  return { margen, pct: ventasCentavos > 0 ? margen / ventasCentavos : null };
}

/** A line's sale without the IVA its price includes: what the shop earns from it before cost. */
export const netSaleCentavos = (totalCentavos: Centavos, tasaIva: number): Centavos => totalCentavos - ivaIncludedCentavos(totalCentavos, tasaIva);
