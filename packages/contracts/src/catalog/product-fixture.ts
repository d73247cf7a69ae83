import type { Product } from './product';

/** A listed product for tests of the catalogue rules (contracts and storefront); not exported by the package. */
export const productFixture = (id: number, nombre: string, categoria_id: 1 | 2 | 3, fecha = '2024-01-01'): Product => ({
  id,
  nombre,
  nombre_categoria: (['Frutas', 'Vegetales', 'Varios'] as const)[categoria_id - 1]!,
  categoria_id,
  precio: 20,
  cantidad: 'kg',
  descuento: 'N/A',
  img_url: '',
  fecha_vig_inicio: fecha,
  fecha_vig_fin: null,
});
