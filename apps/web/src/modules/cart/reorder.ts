import type { OrderLine, Product, Substitution } from '@huerta/contracts';
import { toCentavos } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
import { unitCentavos } from '../../lib/money';
import { MAX_ITEMS } from './quantity';

export interface ReorderPlan {
  /** What goes into the cart, at today's product (price, discount, photo). */
  add: { product: Product; items: number; nota?: string; sustitucion?: Substitution }[];
  /** What could not be added, and why, in the shopper's words. */
  leftOut: { nombre: string; motivo: string }[];
  /** Lines whose price today differs from what the order paid. */
  changed: { nombre: string; antes: string; ahora: string }[];
}

/**
 * «Volver a pedir»: a past order's lines against today's catalogue. A product no longer sold or sold out
 * is left out with its reason; the rest go in at today's prices (never the old ones: the server prices
 * the order anyway) and the shopper is told which prices moved.
 */
export function reorderPlan(lines: readonly OrderLine[], listed: ReadonlyMap<number, Product>): ReorderPlan {
  const plan: ReorderPlan = { add: [], leftOut: [], changed: [] };
  for (const line of lines) {
    const product = listed.get(line.producto_id);
    if (!product) plan.leftOut.push({ nombre: line.nombre, motivo: t('ya no está en la tienda') });
    else if (product.agotado) plan.leftOut.push({ nombre: product.nombre, motivo: t('está agotado hoy') });
    else {
      // The line's note and substitution come along: a restaurant's weekly order asks the same each time.
      plan.add.push({ product, items: Math.min(MAX_ITEMS, line.items), nota: line.nota ?? undefined, sustitucion: line.sustitucion ?? undefined });
      const before = toCentavos(line.precio_unitario);
      const now = unitCentavos(product);
      if (before !== now) plan.changed.push({ nombre: product.nombre, antes: money(before), ahora: money(now) });
    }
  }
  return plan;
}

/** The plan as one sentence per part, for the status line under the button. */
export function reorderSummary(plan: ReorderPlan): string[] {
  const n = plan.add.length;
  const out = [
    n === 0 ? t('No se agregó nada a tu carrito.') : t('Agregamos {n, plural, one {# producto} other {# productos}} a tu carrito a los precios de hoy.', { n }),
  ];
  for (const l of plan.leftOut) out.push(t('«{nombre}» no se agregó: {motivo}.', { nombre: l.nombre, motivo: l.motivo }));
  for (const c of plan.changed) out.push(t('«{nombre}» cambió de precio: {antes} → {ahora}.', { nombre: c.nombre, antes: c.antes, ahora: c.ahora }));
  return out;
}
