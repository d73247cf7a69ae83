import type { CartLine, Product, Substitution } from '@huerta/contracts';
import { MAX_ITEMS } from './quantity';
import { minItemsOf } from '@huerta/contracts/rules';

export interface CartState {
  lines: CartLine[];
  open: boolean;
}

export type CartAction =
  | { type: 'add'; product: Product; fechaAgregado: string }
  | { type: 'addMany'; entries: { product: Product; items: number; nota?: string; sustitucion?: Substitution }[]; fechaAgregado: string }
  | { type: 'setItems'; index: number; items: number }
  | { type: 'setWishes'; index: number; nota: string; sustitucion: Substitution | undefined }
  | { type: 'remove'; id: number }
  | { type: 'clear' }
  | { type: 'replace'; lines: CartLine[] }
  | { type: 'open' }
  | { type: 'close' };

/** Quantities are whole numbers from 1 to 999 (the server's limit); anything else becomes the nearest valid value. */
export function normalizeItems(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(MAX_ITEMS, Math.max(1, Math.floor(value)));
}

/** Only the product fields the server accepts are kept, so a line never carries stray data. */
export function toCartLine(product: Product, fechaAgregado: string): CartLine {
  const { id, nombre, nombre_categoria, categoria_id, precio, cantidad, descuento, img_url, fecha_vig_inicio, fecha_vig_fin, venta } = product;
  // Sold by weight with a minimum (2 steps of 0.25 kg…): the line starts there, as the server requires.
  return { id, nombre, nombre_categoria, categoria_id, precio, cantidad, descuento, img_url, fecha_vig_inicio, fecha_vig_fin, ...(venta ? { venta } : {}), items: minItemsOf(venta), fechaAgregado };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      // Adding always shows the panel; a product already in the cart is not added twice.
      if (state.lines.some((l) => l.id === action.product.id)) return { ...state, open: true };
      return { lines: [...state.lines, toCartLine(action.product, action.fechaAgregado)], open: true };
    }
    case 'addMany': {
      // «Volver a pedir»: a product already in the cart keeps the larger quantity (never doubled, never cut).
      const lines = state.lines.slice();
      for (const { product, items, nota, sustitucion } of action.entries) {
        const at = lines.findIndex((l) => l.id === product.id);
        if (at >= 0) lines[at] = { ...lines[at]!, items: Math.max(lines[at]!.items, normalizeItems(items)) };
        else lines.push({ ...toCartLine(product, action.fechaAgregado), items: Math.max(minItemsOf(product.venta), normalizeItems(items)), ...(nota ? { nota } : {}), ...(sustitucion ? { sustitucion } : {}) });
      }
      return { lines, open: action.entries.length > 0 || state.open };
    }
    case 'setItems': {
      const line = state.lines[action.index];
      if (!line) return state;
      const items = Math.max(minItemsOf(line.venta), normalizeItems(action.items));
      if (items === line.items) return state;
      const lines = state.lines.slice();
      lines[action.index] = { ...line, items };
      return { ...state, lines };
    }
    case 'setWishes': {
      const line = state.lines[action.index];
      if (!line) return state;
      const lines = state.lines.slice();
      lines[action.index] = { ...line, nota: action.nota.slice(0, 120) || undefined, sustitucion: action.sustitucion };
      return { ...state, lines };
    }
    case 'remove':
      return { ...state, lines: state.lines.filter((l) => l.id !== action.id) };
    case 'clear':
      return { ...state, lines: [] };
    case 'replace':
      return { ...state, lines: action.lines };
    case 'open':
      return state.open ? state : { ...state, open: true };
    case 'close':
      return state.open ? { ...state, open: false } : state;
  }
}

/** Reads whatever is stored under `cartProduct`, dropping anything that is not a usable line. */
export function parseStoredCart(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (l): l is CartLine =>
        typeof l === 'object' && l !== null && typeof l.id === 'number' && typeof l.nombre === 'string' && typeof l.precio === 'number',
    )
    .map((l) => ({ ...l, items: normalizeItems(Number(l.items)) }));
}

export const cartCount = (lines: readonly CartLine[]): number => lines.length;
