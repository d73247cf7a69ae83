/**
 * The arithmetic of a CFDI built from prices that include IVA (issue 45): each line's IVA is taken out of
 * what the shopper paid for it, the rest is its base, so the document adds back up to the order's total to
 * the centavo; the unit value is the base over the quantity, written so the SAT's tolerance check passes.
 */
import { ivaIncludedCentavos } from '../shared/iva';
import type { CfdiConcepto, CfdiTraslado } from './cfdi-document';

/**
 * `amount` split in proportion to `weights` in whole centavos, by largest remainder: the parts add up to
 * `amount` exactly and each is within one centavo of its exact share. All weights 0 → all to the first.
 */
export function prorate(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  // BigInt: amount × weight may pass 2^53 for a large invoice's centavos.
  const a = BigInt(amount);
  const total = BigInt(sum);
  const parts = weights.map((w) => (a * BigInt(w)) / total);
  const remainders = weights.map((w, i) => ({ i, r: (a * BigInt(w)) % total }));
  let left = amount - parts.reduce((s, p) => s + Number(p), 0);
  remainders.sort((x, y) => (y.r > x.r ? 1 : y.r < x.r ? -1 : x.i - y.i));
  const out = parts.map(Number);
  for (const { i } of remainders) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

/** A quantity in thousandths as the SAT's decimal text: 1250 → «1.25», 3000 → «3». */
export function cantidadText(milesimas: number): string {
  const whole = Math.floor(milesimas / 1000);
  const frac = String(milesimas % 1000).padStart(3, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** Centavos as pesos with two decimals: 12345 → «123.45». */
export const importeText = (centavos: number): string => {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * The unit value (without IVA) of a line whose base is `importe` centavos for `milesimas` of the unit, to
 * the millionth of a peso, nearest: cantidad × valorUnitario is then within half a millionth × cantidad of
 * the importe, inside the SAT's tolerance (Anexo 20, Importe). Trailing zeros are dropped (at least 2 kept).
 */
export function valorUnitarioFor(importe: number, milesimas: number): string {
  if (milesimas <= 0) throw new RangeError('La cantidad de un concepto debe ser mayor que cero.');
  // pesos = importe / 100 / (milesimas / 1000) = 10 × importe / milesimas; in millionths: 10^7 × importe / milesimas.
  const num = 10_000_000n * BigInt(importe);
  const den = BigInt(milesimas);
  const micro = (2n * num + den) / (2n * den); // half up
  const whole = micro / 1_000_000n;
  const frac = String(micro % 1_000_000n).padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${frac}`;
}

/** Rate as the XML's TasaOCuota: 16 → «0.160000». */
export const tasaText = (tasa: number): string => (tasa / 100).toFixed(6);

/** The IVA inside `totalCentavos` at `tasa` and the base left: base + importe = total exactly. */
export function trasladoIncluded(totalCentavos: number, tasa: number): CfdiTraslado {
  const importe = ivaIncludedCentavos(totalCentavos, tasa);
  return { base: totalCentavos - importe, tasa, importe };
}

/** The document's traslados: the conceptos' ones added up per rate, lowest rate first. */
export function trasladosByRate(traslados: readonly CfdiTraslado[]): CfdiTraslado[] {
  const rows = new Map<number, CfdiTraslado>();
  for (const t of traslados) {
    const row = rows.get(t.tasa) ?? { base: 0, tasa: t.tasa, importe: 0 };
    row.base += t.base;
    row.importe += t.importe;
    rows.set(t.tasa, row);
  }
  return [...rows.values()].sort((a, b) => a.tasa - b.tasa);
}

/**
 * A concepto for `totalCentavos` paid, IVA included, at `tasa`: base, IVA and unit value computed here. With
 * `descuentoCentavos` (a discount code's part of the line, IVA included) the concepto is written at its price
 * before the discount (Importe = the undiscounted base), with Descuento such that Importe − Descuento is the
 * base of what was paid (total − discount): its IVA is exactly the one of the amount charged.
 */
export function conceptoIvaIncluded(
  c: Omit<CfdiConcepto, 'valorUnitario' | 'importe' | 'traslado' | 'descuento'>,
  totalCentavos: number,
  tasa: number,
  descuentoCentavos = 0,
): CfdiConcepto {
  const traslado = trasladoIncluded(totalCentavos - descuentoCentavos, tasa);
  if (descuentoCentavos <= 0) return { ...c, valorUnitario: valorUnitarioFor(traslado.base, c.cantidadMilesimas), importe: traslado.base, traslado };
  const importe = trasladoIncluded(totalCentavos, tasa).base;
  return { ...c, valorUnitario: valorUnitarioFor(importe, c.cantidadMilesimas), importe, descuento: importe - traslado.base, traslado };
}

/** subtotal, descuento (when a concepto has one), total and traslados of a document from its conceptos. */
export function documentTotals(conceptos: readonly CfdiConcepto[]): { subtotal: number; descuento?: number; total: number; traslados: CfdiTraslado[] } {
  const traslados = trasladosByRate(conceptos.map((c) => c.traslado));
  const subtotal = conceptos.reduce((s, c) => s + c.importe, 0);
  const descuento = conceptos.reduce((s, c) => s + (c.descuento ?? 0), 0);
  return { subtotal, ...(descuento > 0 ? { descuento } : {}), total: subtotal - descuento + traslados.reduce((s, t) => s + t.importe, 0), traslados };
}
