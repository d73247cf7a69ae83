import { describe, expect, it } from 'vitest';
import type { Product } from '@huerta/contracts';
import { closestProducts, similarity } from './closest-products';

const p = (id: number, nombre: string): Product => ({
  id,
  nombre,
  nombre_categoria: 'Frutas',
  categoria_id: 1,
  precio: 20,
  cantidad: 'kg',
  descuento: 'N/A',
  img_url: '',
  fecha_vig_inicio: '2025-01-01',
  fecha_vig_fin: null,
});
const products = [p(1, 'Aguacate Hass'), p(2, 'Sandía'), p(3, 'Pepino'), p(4, 'Plátano Tabasco'), p(5, 'Tomate saladette'), p(6, 'Papa blanca')];
const closest = (q: string) => closestProducts(products, q).map((x) => x.nombre);

describe('closest products', () => {
  it('scores the same word 1 and unrelated words near 0', () => {
    expect(similarity('tomate', 'tomate')).toBe(1);
    expect(similarity('zzzz', 'tomate')).toBe(0);
    expect(similarity('pescado', 'pepino')).toBeLessThan(0.3);
    expect(similarity('aguacte', 'aguacate')).toBeGreaterThan(0.6);
  });
  it('suggests what a typo or a near word probably meant, best first', () => {
    expect(closest('aguacte')).toEqual(['Aguacate Hass']);
    expect(closest('SANDYA')).toEqual(['Sandía']);
    expect(closest('platanno tabasco')).toEqual(['Plátano Tabasco']);
    expect(closest('tomatoes')).toEqual(['Tomate saladette']);
    expect(closest('papaya')[0]).toBe('Papa blanca');
  });
  it('suggests nothing rather than a guess for unrelated words', () => {
    expect(closest('zzzz')).toEqual([]);
    expect(closest('pescado')).toEqual([]);
    expect(closest('')).toEqual([]);
  });
  it('returns at most the limit', () => {
    expect(closestProducts(products, 'a', 2).length).toBeLessThanOrEqual(2);
  });
});
