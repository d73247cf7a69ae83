import type { OrderLine, Product, Substitution } from '@huerta/contracts';
import { formatMXN, toCentavos } from '@huerta/contracts/rules';
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
    if (!product) plan.leftOut.push({ nombre: line.nombre, motivo: 'ya no está en la tienda' });
    else if (product.agotado) plan.leftOut.push({ nombre: product.nombre, motivo: 'está agotado hoy' });
    else {
      // The line's note and substitution come along: a restaurant's weekly order asks the same each time.
      plan.add.push({ product, items: Math.min(MAX_ITEMS, line.items), nota: line.nota ?? undefined, sustitucion: line.sustitucion ?? undefined });
      const before = toCentavos(line.precio_unitario);
      const now = unitCentavos(product);
      if (before !== now) plan.changed.push({ nombre: product.nombre, antes: formatMXN(before), ahora: formatMXN(now) });
    }
  }
  return plan;
}

/** The plan as one sentence per part, for the status line under the button. */
export function reorderSummary(plan: ReorderPlan): string[] {
  const n = plan.add.length;
  const out = [n === 0 ? 'No se agregó nada a tu carrito.' : `Agregamos ${n} ${n === 1 ? 'producto' : 'productos'} a tu carrito a los precios de hoy.`];
  for (const l of plan.leftOut) out.push(`«${l.nombre}» no se agregó: ${l.motivo}.`);
  for (const c of plan.changed) out.push(`«${c.nombre}» cambió de precio: ${c.antes} → ${c.ahora}.`);
  return out;
}
