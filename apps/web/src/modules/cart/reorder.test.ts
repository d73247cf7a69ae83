import type { OrderLine, Product } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { reorderPlan, reorderSummary } from './reorder';

const product = (id: number, nombre: string, precio: number, extra: Partial<Product> = {}): Product => ({
  id,
  nombre,
  nombre_categoria: 'Frutas',
  categoria_id: 1,
  precio,
  cantidad: 'kg',
  descuento: 'N/A',
  img_url: '/img/fallback.webp',
  fecha_vig_inicio: '2026-01-01',
  fecha_vig_fin: null,
  ...extra,
});
const line = (producto_id: number, nombre: string, items: number, precio_unitario: number): OrderLine => ({ producto_id, nombre, items, precio_unitario, total_linea: items * precio_unitario, nota: null, sustitucion: null, tasa_iva: 0, gramos: null });

describe('«Volver a pedir»', () => {
  it('puts each line back at today’s price and says what was left out and why, and which prices moved', () => {
    const listed = new Map([
      [1, product(1, 'Aguacate Hass', 69.9, { descuento: 10 })],
      [2, product(2, 'Fresa', 55)],
      [3, product(3, 'Flor de jamaica', 40, { agotado: true })],
    ]);
    const plan = reorderPlan([line(1, 'Aguacate Hass', 3, 62.91), line(2, 'Fresa', 2, 49.5), line(3, 'Flor de jamaica', 1, 40), line(9, 'Pitahaya', 4, 89.9)], listed);
    expect(plan.add.map((a) => [a.product.id, a.items])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect(plan.leftOut).toEqual([
      { nombre: 'Flor de jamaica', motivo: 'está agotado hoy' },
      { nombre: 'Pitahaya', motivo: 'ya no está en la tienda' },
    ]);
    // The avocado's effective price is unchanged (69.90 − 10 % = 62.91); the strawberries went up.
    expect(plan.changed).toEqual([{ nombre: 'Fresa', antes: '$49.50', ahora: '$55.00' }]);
    expect(reorderSummary(plan)).toEqual([
      'Agregamos 2 productos a tu carrito a los precios de hoy.',
      '«Flor de jamaica» no se agregó: está agotado hoy.',
      '«Pitahaya» no se agregó: ya no está en la tienda.',
      '«Fresa» cambió de precio: $49.50 → $55.00.',
    ]);
  });

  it('adds nothing when nothing is sold any more, and says so', () => {
    expect(reorderSummary(reorderPlan([line(9, 'Pitahaya', 1, 10)], new Map()))).toEqual(['No se agregó nada a tu carrito.', '«Pitahaya» no se agregó: ya no está en la tienda.']);
  });
});
