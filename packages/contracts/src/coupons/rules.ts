/**
 * Discount codes («Cupones»): what a code is worth on an order and when it may be used — the one rule the
 * storefront's preview, the order's creation on the server, weighing and the CFDI all apply. Zod-free.
 */
import { formatMXN, type Centavos } from '../shared/money';

export const COUPON_KINDS = ['porcentaje', 'monto', 'envio_gratis'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_KIND_LABELS: Record<CouponKind, string> = { porcentaje: 'Porcentaje', monto: 'Monto fijo', envio_gratis: 'Envío gratis' };

/** Letters, digits, «-» and «_», 3 to 30 of them; stored and compared upper-case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
/** What the shopper typed, as it is stored: trimmed and upper-case (codes are case-insensitive). */
export const normalizeCouponCode = (codigo: string): string => codigo.trim().toUpperCase();

/** What a code gives. `valor`: percent (1–100) for `porcentaje`, centavos for `monto`, unused for `envio_gratis`. */
export interface CouponTerms {
  tipo: CouponKind;
  valor: number;
  /** The categories it applies to; empty: every category. */
  categorias: readonly number[];
}

/** An order line as the rule sees it: its price after promotions, its category, and whether a business's price list priced it. */
export interface CouponLine {
  totalCentavos: Centavos;
  categoriaId: number | null;
  /** Priced at a business's price list: a code never lowers it further. */
  lista: boolean;
}

export interface CouponResult {
  /** The whole discount on the lines (0 for free delivery). */
  descuento: Centavos;
  /** Each line's part of it, in the lines' order (`pedido_lineas.descuento_centavos`). */
  lineas: Centavos[];
  /** The delivery fee once the code applies (0 with free delivery). */
  envio: Centavos;
  /** What the lines the code may lower add up to (its categories, never a price list's lines). */
  elegible: Centavos;
}

const eligible = (terms: CouponTerms, line: CouponLine) => !line.lista && line.totalCentavos > 0 && (terms.categorias.length === 0 || (line.categoriaId !== null && terms.categorias.includes(line.categoriaId)));

/**
 * How a code combines — decided here, once (the README quotes this comment):
 * - **One code per order.**
 * - It applies **after promotions**: on the promoted price each line already carries; **never on a line priced
 *   at a business's price list** (those lines keep their negotiated price).
 * - `porcentaje` and `monto` lower the **eligible lines** (the code's categories, or all of them); a fixed
 *   amount is **capped at the eligible subtotal** (an order is never paid below zero for its goods).
 * - `envio_gratis` sets the delivery fee to 0 and lowers no line.
 * - The **minimum** is measured on the subtotal **before** the code (as is the free-delivery threshold).
 * - The discount is **allotted to the lines by largest remainder** (proportional to each eligible line's
 *   total; leftover centavos to the largest fractions, earlier lines first on a tie), so each line's IVA and
 *   the CFDI's per-concept Descuento are exact and add up to the order's.
 * - A **weighed line**'s part is computed on its estimate and kept as a fixed amount once it is weighed,
 *   never more than the line's final price (`weighedLineDiscount`).
 * total = subtotal − descuento + envío.
 */
export function applyCoupon(terms: CouponTerms, lines: readonly CouponLine[], envioCentavos: Centavos): CouponResult {
  const base = lines.map((l) => (eligible(terms, l) ? l.totalCentavos : 0));
  const elegible = base.reduce((a, b) => a + b, 0);
  if (terms.tipo === 'envio_gratis') return { descuento: 0, lineas: lines.map(() => 0), envio: 0, elegible };
  const wanted = terms.tipo === 'porcentaje' ? Math.round((elegible * Math.min(Math.max(terms.valor, 0), 100)) / 100) : Math.max(0, Math.round(terms.valor));
  const descuento = Math.min(wanted, elegible);
  return { descuento, lineas: allotByLargestRemainder(descuento, base), envio: envioCentavos, elegible };
}

/**
 * `total` split over `weights` in proportion, in whole centavos adding up exactly to `total`: each gets the
 * floor of its share, and the centavos left go one each to the largest remainders (earlier first on a tie).
 * BigInt keeps total × weight exact whatever the amounts. No part exceeds its weight when total ≤ Σ weights.
 */
export function allotByLargestRemainder(total: Centavos, weights: readonly Centavos[]): Centavos[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const T = BigInt(total);
  const S = BigInt(sum);
  const parts = weights.map((w, i) => {
    const n = T * BigInt(w);
    return { i, floor: Number(n / S), rem: n % S };
  });
  let left = total - parts.reduce((a, p) => a + p.floor, 0);
  const order = [...parts].sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  const out = parts.map((p) => p.floor);
  for (const p of order) {
    if (left <= 0) break;
    if (weights[p.i]! <= 0) continue;
    out[p.i]! += 1;
    left -= 1;
  }
  return out;
}

/** A weighed line's discount once weighed: the amount fixed at ordering, never more than what it finally costs. */
export const weighedLineDiscount = (descuentoCentavos: Centavos, finalCentavos: Centavos): Centavos => Math.max(0, Math.min(descuentoCentavos, finalCentavos));

/** A code as the conditions see it. Dates are shop days (`YYYY-MM-DD`), inclusive; null limits are unlimited. */
export interface CouponConditions {
  codigo: string;
  activo: boolean;
  desde: string | null;
  hasta: string | null;
  minimoCentavos: Centavos | null;
  usosMax: number | null;
  usosPorCliente: number | null;
  primerPedido: boolean;
  zonas: readonly number[];
  clientes: readonly number[];
}

/** What the order brings to the check: the shop day, who orders, where, and what was used already. */
export interface CouponContext {
  hoy: string;
  subtotalCentavos: Centavos;
  /** What the code may lower (applyCoupon's `elegible`); free delivery needs none. */
  elegibleCentavos: Centavos;
  tipo: CouponKind;
  zonaId: number | null;
  usuarioId: number | null;
  /** Orders not cancelled that used this code: all of them, and this customer's (by account, or by e-mail for a guest). */
  usos: number;
  usosCliente: number;
  /** This customer's orders not cancelled, before this one. */
  pedidosPrevios: number;
}

const longDay = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
};

/** Why the code cannot be used on this order (a Spanish sentence naming it), or null when it can. */
export function couponRefusal(c: CouponConditions, ctx: CouponContext): string | null {
  const name = c.codigo;
  if (!c.activo) return `El cupón ${name} ya no está activo.`;
  if (c.desde && ctx.hoy < c.desde) return `El cupón ${name} es válido a partir del ${longDay(c.desde)}.`;
  if (c.hasta && ctx.hoy > c.hasta) return `El cupón ${name} venció el ${longDay(c.hasta)}.`;
  if (c.clientes.length > 0 && (ctx.usuarioId === null || !c.clientes.includes(ctx.usuarioId))) return ctx.usuarioId === null ? `El cupón ${name} es personal: inicia sesión con tu cuenta para usarlo.` : `El cupón ${name} no es válido para tu cuenta.`;
  if (c.zonas.length > 0 && (ctx.zonaId === null || !c.zonas.includes(ctx.zonaId))) return ctx.zonaId === null ? `El cupón ${name} es para algunas zonas: indica tu código postal.` : `El cupón ${name} no aplica en tu zona de entrega.`;
  if (c.minimoCentavos !== null && ctx.subtotalCentavos < c.minimoCentavos) return `El cupón ${name} pide un subtotal mínimo de ${formatMXN(c.minimoCentavos)}: te faltan ${formatMXN(c.minimoCentavos - ctx.subtotalCentavos)}.`;
  if (ctx.tipo !== 'envio_gratis' && ctx.elegibleCentavos <= 0) return `El cupón ${name} no aplica a ningún producto de tu carrito.`;
  if (c.primerPedido && ctx.pedidosPrevios > 0) return `El cupón ${name} es solo para tu primer pedido.`;
  if (c.usosMax !== null && ctx.usos >= c.usosMax) return `El cupón ${name} ya se agotó.`;
  if (c.usosPorCliente !== null && ctx.usosCliente >= c.usosPorCliente) return c.usosPorCliente === 1 ? `Ya usaste el cupón ${name}.` : `Ya usaste el cupón ${name} las ${c.usosPorCliente} veces permitidas.`;
  return null;
}
