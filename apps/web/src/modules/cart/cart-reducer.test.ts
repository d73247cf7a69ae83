import { describe, expect, it } from 'vitest';
import type { Product } from '@huerta/contracts';
import { cartReducer, normalizeItems, parseStoredCart, type CartState } from './cart-reducer';
import { cartSubtotalCentavos } from '../../lib/money';

const product = (id: number, precio = 10, descuento: Product['descuento'] = 'N/A'): Product => ({
  id,
  nombre: `Producto ${id}`,
  nombre_categoria: 'Frutas',
  categoria_id: 1,
  precio,
  cantidad: 'kg',
  descuento,
  img_url: `/img/productos/${id}.svg`,
  fecha_vig_inicio: '2024-01-01',
  fecha_vig_fin: null,
});
const empty: CartState = { lines: [], open: false };
const add = (s: CartState, p: Product) => cartReducer(s, { type: 'add', product: p, fechaAgregado: '5/3/2025' });

describe('cart reducer', () => {
  it('adds a line with one item, the date, and opens the panel', () => {
    const s = add(empty, product(1));
    expect(s.open).toBe(true);
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0]).toMatchObject({ id: 1, items: 1, fechaAgregado: '5/3/2025', cantidad: 'kg' });
  });

  it('does not duplicate a product already in the cart', () => {
    const s = add(add(empty, product(1)), product(1));
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0]!.items).toBe(1);
  });

  it('keeps only the fields the server accepts', () => {
    const extra = { ...product(2), secreto: 'x' } as Product;
    expect(Object.keys(add(empty, extra).lines[0]!)).not.toContain('secreto');
  });

  it('updates quantity by position with whole numbers and a minimum of 1', () => {
    let s = add(add(empty, product(1)), product(2));
    s = cartReducer(s, { type: 'setItems', index: 1, items: 3.7 });
    expect(s.lines.map((l) => l.items)).toEqual([1, 3]);
    s = cartReducer(s, { type: 'setItems', index: 0, items: 0 });
    expect(s.lines[0]!.items).toBe(1);
    s = cartReducer(s, { type: 'setItems', index: 0, items: Number.NaN });
    expect(s.lines[0]!.items).toBe(1);
    expect(cartReducer(s, { type: 'setItems', index: 9, items: 2 })).toBe(s);
  });

  it('removes by id and clears', () => {
    let s = add(add(empty, product(1)), product(2));
    s = cartReducer(s, { type: 'remove', id: 1 });
    expect(s.lines.map((l) => l.id)).toEqual([2]);
    expect(cartReducer(s, { type: 'clear' }).lines).toEqual([]);
  });

  it('opens and closes the panel', () => {
    const opened = cartReducer(empty, { type: 'open' });
    expect(opened.open).toBe(true);
    expect(cartReducer(opened, { type: 'close' }).open).toBe(false);
  });

  it('totals with the effective (discounted) price', () => {
    let s = add(add(empty, product(1, 10)), product(2, 35.5, 10));
    s = cartReducer(s, { type: 'setItems', index: 0, items: 2 });
    // 2 × 10.00 + 1 × 31.95
    expect(cartSubtotalCentavos(s.lines)).toBe(5195);
  });
});

describe('stored cart', () => {
  it('drops garbage and repairs quantities', () => {
    const lines = parseStoredCart([{ ...product(1), items: -4, fechaAgregado: '1/1/2025' }, null, { id: 'x' }, 3]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.items).toBe(1);
    expect(parseStoredCart('nope')).toEqual([]);
  });
  it('normalizes items', () => {
    expect(normalizeItems(2000)).toBe(999);
    expect(normalizeItems(2.9)).toBe(2);
  });
});

describe('adding a past order again', () => {
  it('appends new products with their quantities and keeps the larger quantity of one already in the cart', () => {
    const p = (id: number) => ({ id, nombre: `P${id}`, nombre_categoria: 'Frutas', categoria_id: 1, precio: 10, cantidad: 'kg', descuento: 'N/A', img_url: '/img/fallback.webp', fecha_vig_inicio: '2026-01-01', fecha_vig_fin: null }) as const;
    let state = cartReducer({ lines: [], open: false }, { type: 'add', product: p(1), fechaAgregado: '23/11/2026' });
    state = cartReducer(state, { type: 'setItems', index: 0, items: 5 });
    state = cartReducer({ ...state, open: false }, { type: 'addMany', entries: [{ product: p(1), items: 3 }, { product: p(2), items: 4 }, { product: p(3), items: 5000 }], fechaAgregado: '23/11/2026' });
    expect(state.lines.map((l) => [l.id, l.items])).toEqual([
      [1, 5],
      [2, 4],
      [3, 999],
    ]);
    expect(state.open).toBe(true);
  });
});
