import type { CreateOrderInput, Product } from '@huerta/contracts';

type Line = CreateOrderInput['productos'][number];

/** The available product of the same category, sold the same way, whose price is closest: «uno similar». */
function similarTo(gone: Product, listed: ReadonlyMap<number, Product>, taken: Set<number>): Product | undefined {
  let best: Product | undefined;
  for (const p of listed.values()) {
    if (p.agotado || taken.has(p.id) || p.categoria_id !== gone.categoria_id || Boolean(p.venta) !== Boolean(gone.venta)) continue;
    if (!best || Math.abs(p.precio - gone.precio) < Math.abs(best.precio - gone.precio)) best = p;
  }
  return best;
}

/**
 * A standing order's lines on its day (issue 34): a line sold out (or no longer sold) follows its
 * substitution choice — «Sustituir por uno similar» takes the closest-priced available product of its
 * category (by weight, the same kilos), «No sustituir» and «Llamarme» leave it out (the order's note asks the
 * shop to call). Returns the lines and, per change, a sentence for the customer and the packer.
 */
export function linesForDay(productos: readonly Line[], listed: ReadonlyMap<number, Product>): { productos: Line[]; cambios: string[] } {
  const kept: Line[] = [];
  const cambios: string[] = [];
  const taken = new Set(productos.map((l) => l.id));
  for (const line of productos) {
    const p = listed.get(line.id);
    if (p && !p.agotado) {
      kept.push(line);
      continue;
    }
    const name = p ? `«${p.nombre}»` : `El producto #${line.id}`;
    const alt = p && line.sustitucion === 'similar' ? similarTo(p, listed, taken) : undefined;
    if (alt) {
      taken.add(alt.id);
      // By weight, the same kilos in the substitute's steps (at least one).
      const items = p!.venta && alt.venta ? Math.max(1, Math.round((line.items * p!.venta.gramos) / alt.venta.gramos)) : line.items;
      kept.push({ id: alt.id, items, sustitucion: 'no' } as Line);
      cambios.push(`${name} se agotó: va «${alt.nombre}» en su lugar.`);
    } else if (line.sustitucion === 'llamar') {
      cambios.push(`${name} se agotó: te llamaremos para ver con qué lo cambiamos.`);
    } else {
      cambios.push(`${name} se agotó: esta vez no va en tu pedido.`);
    }
  }
  return { productos: kept, cambios };
}
