import type { Product, ProductRange, ProductRangeInput } from '@huerta/contracts';
import { PRODUCT_RANGE_SIZE } from '@huerta/contracts/rules';
import { fetchWithTimeout } from '../../lib/trpc';
import { getToken } from '../../lib/storage';
import { joinRanges } from './join-ranges';

/**
 * One range as a request of its own, in tRPC's documented GET form (no batch): each answer is parsed
 * in a short task of its own. Not through the tRPC client: its batching link would join the ranges
 * into one response again, and a second, unbatched link would add to the first screen's JavaScript.
 */
async function fetchRange(input: ProductRangeInput): Promise<ProductRange> {
  // Signed in, the products come at the shopper's price list, if their business has one.
  const token = getToken();
  const res = await fetchWithTimeout(`/trpc/catalog.productRange?input=${encodeURIComponent(JSON.stringify(input))}`, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
  const body = (await res.json().catch(() => null)) as { result?: { data: ProductRange }; error?: { message: string } } | null;
  if (!res.ok || !body?.result) throw new Error(body?.error?.message ?? 'Error al cargar los datos.');
  return body.result.data;
}

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 200);
  });

/** The rest of a large catalogue, once the first screen is up and the page is idle (use-catalogue.ts). */
export async function loadWhole(total: number): Promise<Product[]> {
  await whenIdle();
  let expected = total;
  for (let attempt = 0; attempt < 3; attempt++) {
    const count = Math.max(1, Math.ceil(expected / PRODUCT_RANGE_SIZE));
    const ranges = await Promise.all(Array.from({ length: count }, (_, i) => fetchRange({ desde: i * PRODUCT_RANGE_SIZE, cantidad: PRODUCT_RANGE_SIZE })));
    const whole = joinRanges(ranges);
    if (whole) return whole;
    expected = Math.max(...ranges.map((r) => r.total)); // the catalogue changed meanwhile: again, at its new size
  }
  throw new Error('El catálogo cambió mientras se cargaba.');
}
