import type { Product, ProductRange } from '@huerta/contracts';

/**
 * The whole catalogue from its ranges, or null when they do not make one list: answered from different
 * versions (the owner changed the catalogue while they loaded) or not covering every product (it grew).
 */
export function joinRanges(ranges: readonly ProductRange[]): Product[] | null {
  const first = ranges[0];
  if (!first || ranges.some((r) => r.version !== first.version || r.total !== first.total)) return null;
  const whole = ranges.flatMap((r) => r.productos);
  return whole.length === first.total ? whole : null;
}
