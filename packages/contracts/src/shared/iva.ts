/**
 * IVA (Mexico's VAT), included in every price the shop shows. Fresh produce and food are 0 % (LIVA art. 2-A);
 * prepared food and beverages other than milk 16 %; 8 % where the owner applies the northern border
 * region's stimulus (Tijuana, Tecate, Rosarito and Ensenada are in it). The owner sets each product's rate.
 * A factura (CFDI) needs the tax per line: it is computed per line, rounded to the centavo, and added up.
 */
import type { Centavos } from './money';

export const IVA_RATES = [0, 8, 16] as const;
export type IvaRate = (typeof IVA_RATES)[number];
export const IVA_RATE_LABELS: Record<IvaRate, string> = { 0: '0 % (alimentos)', 8: '8 % (región fronteriza)', 16: '16 %' };

/** Delivery is a service: 16 % on the fee charged (0 when delivery is free). */
export const SHIPPING_IVA_RATE: IvaRate = 16;

/** The IVA inside a price that includes it: total × rate / (100 + rate), to the centavo. */
export const ivaIncludedCentavos = (totalCentavos: Centavos, rate: number): Centavos => (rate > 0 ? Math.round((totalCentavos * rate) / (100 + rate)) : 0);

export interface IvaRow {
  /** Percent. */
  tasa: number;
  /** What is taxed at this rate, without the IVA (centavos). */
  base: Centavos;
  iva: Centavos;
}

/** The breakdown of an order's total by rate (lines and the delivery fee), lowest rate first; rates with nothing are left out. */
export function ivaBreakdown(lines: readonly { totalCentavos: Centavos; tasaIva: number }[], envioCentavos: Centavos): IvaRow[] {
  const rows = new Map<number, IvaRow>();
  const add = (total: Centavos, tasa: number) => {
    if (total <= 0) return;
    const iva = ivaIncludedCentavos(total, tasa);
    const row = rows.get(tasa) ?? { tasa, base: 0, iva: 0 };
    row.base += total - iva;
    row.iva += iva;
    rows.set(tasa, row);
  };
  for (const l of lines) add(l.totalCentavos, l.tasaIva);
  add(envioCentavos, SHIPPING_IVA_RATE);
  return [...rows.values()].sort((a, b) => a.tasa - b.tasa);
}

/** All the IVA an order's total includes. */
export const ivaTotal = (rows: readonly IvaRow[]): Centavos => rows.reduce((sum, r) => sum + r.iva, 0);
