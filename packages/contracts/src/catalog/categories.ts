/** The shop's three categories; zod-free so the storefront can import them cheaply. */

export const CATEGORIES = [
  { id: 1, nombre: 'Frutas' },
  { id: 2, nombre: 'Vegetales' },
  { id: 3, nombre: 'Varios' },
] as const;

const TOTAL_KEY = { 1: 'totalFrutas', 2: 'totalVegetales', 3: 'totalVarios' } as const;
type CategoryTotals = Record<(typeof TOTAL_KEY)[keyof typeof TOTAL_KEY], number>;

/** A category's count in `/categorias`'s answer (`CategoriesData`); undefined for an unknown id. */
export const categoryTotal = (totals: CategoryTotals, id: number): number | undefined => totals[TOTAL_KEY[id as keyof typeof TOTAL_KEY]];
