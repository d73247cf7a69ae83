/** Lower-case and strip accents so "Limón" matches "limon" (search is accent-insensitive). */
export const normalizeText = (value: string): string =>
  value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

export const matchesSearch = (nombre: string, query: string): boolean =>
  normalizeText(nombre).includes(normalizeText(query));
