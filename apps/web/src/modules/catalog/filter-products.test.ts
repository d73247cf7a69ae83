import { describe, expect, it } from 'vitest';
import { formatMXN } from '@huerta/contracts/rules';
import { countLabel, filterProducts, firstPageUntil } from './filter-products';
import { unitCentavos } from '../../lib/money';
// The real seeded catalogue: the words shoppers reported (issue 15) must find these very products.
import { products as seed } from '../../../../api/src/seed/data/products';
import { productFixture } from '../../../../../packages/contracts/src/catalog/product-fixture';

const p = productFixture;
const products = [p(1, 'Limón persa', 1, '2024-03-01'), p(2, 'Chile jalapeño', 2, '2024-05-01'), p(3, 'Miel de abeja', 3), p(4, 'Limonada', 3, '2024-05-01')];

describe('catalogue filters', () => {
  it('shows the selected category when there is no search', () => {
    expect(filterProducts(products, { categoriaId: 1, query: '' }).map((x) => x.id)).toEqual([1]);
    expect(filterProducts(products, { categoriaId: 3, query: '  ' }).map((x) => x.id)).toEqual([3, 4]);
  });
  it('searches by name across categories, ignoring case and accents', () => {
    expect(filterProducts(products, { categoriaId: 2, query: 'LIMON' }).map((x) => x.id)).toEqual([1, 4]);
    expect(filterProducts(products, { categoriaId: 1, query: 'jalapeno' }).map((x) => x.id)).toEqual([2]);
    expect(filterProducts(products, { categoriaId: 1, query: 'sandía' })).toEqual([]);
  });
  it('finds the seeded products by plural and by Mexican synonym, and nothing for unrelated words', () => {
    const catalogue = seed.map((s) => p(s.id, s.nombre, s.categoria_id));
    const names = (query: string) => filterProducts(catalogue, { categoriaId: 1, query }).map((x) => x.nombre);
    expect(names('tomates')).toEqual(['Tomate saladette']);
    expect(names('jitomate')).toEqual(['Tomate saladette']);
    expect(names('Jitomates')).toEqual(['Tomate saladette']);
    expect(names('papas')).toEqual(['Papa blanca']);
    expect(names('fresas')).toEqual(['Fresa de San Quintín']);
    expect(names('aguacates')).toEqual(['Aguacate Hass']);
    expect(names('limones')).toEqual(['Limón sin semilla', 'Limón amarillo']);
    expect(names('elotes')).toEqual(['Elote blanco', 'Tortillas de maíz', 'Tamales de elote']);
    expect(names('cacahuates')).toEqual(['Cacahuate tostado']);
    for (const word of ['zzzz', 'pescado', 'leche', 'jamón', 'computadora', 'col']) expect(names(word)).toEqual([]);
    for (const s of seed) expect(names(s.nombre)).toContain(s.nombre);
  });
  it('labels the count', () => {
    expect(countLabel(12)).toBe('12 productos encontrados');
    expect(countLabel(0)).toBe('0 productos encontrados');
  });
});

describe('money display', () => {
  it('shows the discounted unit price in MXN', () => {
    expect(formatMXN(unitCentavos({ precio: 1234.5, descuento: 'N/A' }))).toBe('$1,234.50');
    expect(formatMXN(unitCentavos({ precio: 35.5, descuento: 10 }))).toBe('$31.95');
  });
});

describe('a catalogue still loading', () => {
  it('shows its first page only, and everything once complete', () => {
    const many = Array.from({ length: 45 }, (_, i) => p(i + 1, `Producto ${i + 1}`, 1));
    expect(firstPageUntil(false, many).map((x) => x.id)).toEqual(many.slice(0, 30).map((x) => x.id));
    expect(firstPageUntil(true, many)).toBe(many);
  });
});
