import { describe, expect, it } from 'vitest';
import { CATALOG_PAGE_SIZE, NEW_PRODUCTS_SHOWN, firstScreenProducts, newestProducts } from './catalogue-start';
import { categoryTotal } from './categories';
import { productFixture } from './product-fixture';

const p = (id: number, categoria_id: 1 | 2 | 3, fecha?: string) => productFixture(id, `Producto ${id}`, categoria_id, fecha);

describe("the first screen's products", () => {
  it('picks the newest products first (the higher id on a tie), at most the limit', () => {
    const products = [p(1, 1, '2024-03-01'), p(2, 2, '2024-05-01'), p(3, 3), p(4, 3, '2024-05-01')];
    expect(newestProducts(products, 3).map((x) => x.id)).toEqual([4, 2, 1]);
    expect(newestProducts(products)).toHaveLength(4);
  });

  it('is the whole of a small catalogue, in its order', () => {
    const small = Array.from({ length: 45 }, (_, i) => p(i + 1, ((i % 3) + 1) as 1 | 2 | 3));
    expect(firstScreenProducts(small)).toEqual(small);
  });

  it('holds each tab’s first page and LO NUEVO of a large one, in catalogue order', () => {
    // 2,000 products; the newest are scattered through the list.
    const big = Array.from({ length: 2000 }, (_, i) => p(i + 1, ((i % 3) + 1) as 1 | 2 | 3, i % 97 === 0 ? '2026-11-01' : '2024-01-01'));
    const first = firstScreenProducts(big);
    const ids = first.map((x) => x.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const c of [1, 2, 3]) {
      const tab = big.filter((x) => x.categoria_id === c).slice(0, CATALOG_PAGE_SIZE);
      expect(first.filter((x) => x.categoria_id === c).slice(0, CATALOG_PAGE_SIZE)).toEqual(tab);
    }
    for (const n of newestProducts(big)) expect(ids).toContain(n.id);
    expect(first.length).toBeLessThanOrEqual(3 * CATALOG_PAGE_SIZE + NEW_PRODUCTS_SHOWN);
    expect(newestProducts(first)).toEqual(newestProducts(big));
  });
});

describe('a category’s count', () => {
  it('reads each tab’s total from /categorias’s answer', () => {
    const totals = { totalFrutas: 7, totalVegetales: 5, totalVarios: 2 };
    expect([1, 2, 3, 4].map((id) => categoryTotal(totals, id))).toEqual([7, 5, 2, undefined]);
  });
});
