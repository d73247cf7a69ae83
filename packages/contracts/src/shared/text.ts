/** Lower-case and strip accents so "Limón" matches "limon" (search is accent-insensitive). */
export const normalizeText = (value: string): string =>
  value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

/** The words of a text, normalised: "Limón sin-semilla" → ["limon", "sin", "semilla"]. */
export const searchWords = (value: string): string[] => normalizeText(value).split(/[^a-z0-9]+/).filter(Boolean);

/**
 * One key for a word's singular and plural: tomates/tomate → "tomat", limones/limón → "limon",
 * nueces/nuez → "nuec", chiles/chile → "chil". Not grammar: the same cut is applied to names and
 * queries, so both forms land on one key. Words under 4 letters keep their last "s"/"e" ("res", "ajo").
 */
export const wordKey = (word: string): string =>
  (word.length < 4 ? word : word.replace(/s$/, '').replace(/e$/, '')).replace(/z$/, 'c');

/**
 * Names Mexican and other Spanish-speaking shoppers use for the same product, one group per `|`.
 * The one place to add a synonym; the catalogue box, the header and /busqueda all read it.
 */
const SYNONYMS =
  'jitomate tomate|papa patata|elote maíz choclo|chile ají|aguacate palta|fresa frutilla|plátano banana|' +
  'betabel remolacha|durazno melocotón|calabacita calabaza|frijol poroto|cacahuate maní|' +
  'chícharo guisante arveja|camote batata';

let synonymGroups: Map<string, string[]> | undefined;

/** The keys a query word may match: itself plus its synonyms' (built on first search, not on page load). */
function keysFor(word: string): string[] {
  synonymGroups ??= new Map(
    SYNONYMS.split('|').flatMap((group) => {
      const keys = searchWords(group).map(wordKey);
      return keys.map((key) => [key, keys] as const);
    }),
  );
  const key = wordKey(word);
  return synonymGroups.get(key) ?? [key];
}

/**
 * The shop's one search rule. Every word of the query must be a word of the name, in singular or
 * plural or as a synonym ("jitomates" finds "Tomate saladette"); the last word may also be the start
 * of one, because it may still be being typed ("agua" finds "Aguacate Hass"). Whole words rather than
 * any substring, so "col" does not find "Brócoli". A query without words matches nothing.
 */
export function searchMatcher(query: string): (nombre: string) => boolean {
  const words = searchWords(query);
  const wanted = words.map(keysFor);
  return (nombre) => {
    const names = searchWords(nombre);
    const keys = names.map(wordKey);
    return (
      words.length > 0 &&
      words.every(
        (word, i) => keys.some((k) => wanted[i]!.includes(k)) || (i === words.length - 1 && names.some((n) => n.startsWith(word))),
      )
    );
  };
}

export const matchesSearch = (nombre: string, query: string): boolean => searchMatcher(query)(nombre);
