import type { Product } from '@huerta/contracts';
import { searchWords, wordKey } from '@huerta/contracts/rules';

/** A word's letter triples, padded so its start and end count: "papa" → " pa", "pap", "apa", "pa ". */
function trigrams(word: string): string[] {
  const padded = ` ${word} `;
  return Array.from({ length: padded.length - 2 }, (_, i) => padded.slice(i, i + 3));
}

/** How alike two words are by shared trigrams (Dice): 1 for the same word, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  const total = left.length + right.length;
  let shared = 0;
  for (const t of left) {
    const i = right.indexOf(t);
    if (i >= 0) {
      shared++;
      right.splice(i, 1); // a trigram counts once per occurrence ("papa" has "pa" twice)
    }
  }
  return (2 * shared) / total;
}

/**
 * Below this a "closest" product is a guess rather than a likely typo: against the seeded names
 * "aguacte" scores 0.62 for Aguacate and "sandya" 0.5 for Sandía, while "carne" (0.29 for Café) or
 * "pescado" (0.29) are no typo of anything we sell.
 */
const MIN_SIMILARITY = 0.4;

/**
 * The products whose names look most like the query, best first: what the shopper probably meant when
 * the search found nothing. Each query word is scored against the name's most alike word, both as
 * singular/plural keys so "chiles poblanos" is as close to "Chile jalapeño" as "chile poblano" is.
 */
export function closestProducts(products: readonly Product[], query: string, limit = 4): Product[] {
  const words = searchWords(query).map(wordKey);
  if (words.length === 0) return [];
  return products
    .map((product) => {
      const names = searchWords(product.nombre).map(wordKey);
      const total = words.reduce((sum, w) => sum + Math.max(0, ...names.map((n) => similarity(w, n))), 0);
      return { product, score: total / words.length };
    })
    .filter((s) => s.score >= MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((s) => s.product);
}
