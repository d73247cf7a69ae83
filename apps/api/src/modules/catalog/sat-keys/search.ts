import { searchWords, wordKey, type SatKeySearchInput, type SatKey } from '@huerta/contracts';
import { PRODUCTOS_SERVICIOS, UNIDADES, type SatCatalogEntry } from './data';

/** At most this many answers: a search-as-you-type list, not a browser for the catalogue. */
export const SAT_SEARCH_LIMIT = 20;

interface Indexed {
  entry: SatCatalogEntry;
  order: number;
  /** The description's word keys (singular and plural alike), then our own search words'. */
  description: string[];
  extra: string[];
}

const index = (entries: readonly SatCatalogEntry[]): Indexed[] =>
  entries.map((entry, order) => ({ entry, order, description: searchWords(entry.descripcion).map(wordKey), extra: searchWords(entry.palabras ?? '').map(wordKey) }));

const CATALOGUES = { producto: index(PRODUCTOS_SERVICIOS), unidad: index(UNIDADES) };

/** Every query word starts a word of `words` («agua» finds «Aguacates»; «limones» finds «Limones» and «limón»). */
const allStart = (query: string[], words: string[]) => query.every((q) => words.some((w) => w.startsWith(q)));

/**
 * The shipped subset's answer to a search: keys by prefix («5040» → the vegetables), words accent- and
 * case-insensitively in the SAT's description or our search words; best first (the exact key, then a key
 * prefix, then a match in the description, then in our words), at most 20. The admin router calls only
 * this, so a PAC's full catalogue can later answer in front of it.
 */
export function searchSatKeys({ tipo, q }: SatKeySearchInput): SatKey[] {
  const catalogue = CATALOGUES[tipo];
  const raw = q.trim().toUpperCase();
  const words = searchWords(q).map(wordKey);
  const ranked: { rank: number; item: Indexed }[] = [];
  for (const item of catalogue) {
    const clave = item.entry.clave;
    let rank: number | null = null;
    if (!raw) rank = 4;
    else if (clave === raw) rank = 0;
    else if (clave.startsWith(raw)) rank = 1;
    else if (words.length && allStart(words, item.description)) rank = 2;
    else if (words.length && allStart(words, [...item.description, ...item.extra])) rank = 3;
    if (rank !== null) ranked.push({ rank, item });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.item.order - b.item.order)
    .slice(0, SAT_SEARCH_LIMIT)
    .map(({ item }) => ({ clave: item.entry.clave, descripcion: item.entry.descripcion }));
}
