import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { CartLine, Product, Substitution } from '@huerta/contracts';
import { STORAGE_KEYS, readJson, writeJson } from '../../lib/storage';
import { cartDate } from '../../lib/dates';
import { useCatalogue } from '../catalog/use-catalogue';
import { minItemsOf } from '@huerta/contracts/rules';
import { cartReducer, parseStoredCart, type CartState } from './cart-reducer';
import { useHydrating } from '../../lib/hydration';

interface CartApi {
  lines: CartLine[];
  /** Lines whose product changed how it is sold since it was added (by the piece ↔ by weight): the cart says so. */
  resold: number[];
  open: boolean;
  add: (product: Product) => void;
  /** Several products at once, with their quantities (a past order again). */
  addMany: (entries: { product: Product; items: number; nota?: string; sustitucion?: Substitution }[]) => void;
  setItems: (index: number, items: number) => void;
  /** A line's note and what to do if it runs out. */
  setWishes: (index: number, nota: string, sustitucion: Substitution | undefined) => void;
  remove: (id: number) => void;
  clear: () => void;
  openPanel: () => void;
  closePanel: () => void;
  has: (id: number) => boolean;
}

const CartContext = createContext<CartApi | null>(null);

const stored = (): CartLine[] => parseStoredCart(readJson<unknown>(STORAGE_KEYS.cart, []));

// A server-rendered page is drawn with no cart (the server cannot know it) and gets the stored one just after:
// this empty list, known by its identity, is never written back over it.
const NOT_READ_YET: CartLine[] = [];
const init = (hydrating: boolean): CartState => ({ lines: hydrating ? NOT_READ_YET : stored(), open: false });

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, useHydrating(), init);

  useEffect(() => {
    if (state.lines !== NOT_READ_YET) return writeJson(STORAGE_KEYS.cart, state.lines);
    // An empty cart changes nothing on the page: no render of every card for it (the first add replaces the list).
    const lines = stored();
    if (lines.length > 0) dispatch({ type: 'replace', lines });
  }, [state.lines]);

  // Keep tabs in step: a cart filled in one tab shows up in the others.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.cart) dispatch({ type: 'replace', lines: stored() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The actions never change, so effects that depend on them (the panel's focus handling) run only
  // when the panel opens or closes, not on every quantity change.
  const actions = useMemo(
    () => ({
      add: (product: Product) => dispatch({ type: 'add', product, fechaAgregado: cartDate(new Date()) }),
      addMany: (entries: { product: Product; items: number; nota?: string; sustitucion?: Substitution }[]) => dispatch({ type: 'addMany', entries, fechaAgregado: cartDate(new Date()) }),
      setItems: (index: number, items: number) => dispatch({ type: 'setItems', index, items }),
      setWishes: (index: number, nota: string, sustitucion: Substitution | undefined) => dispatch({ type: 'setWishes', index, nota, sustitucion }),
      remove: (id: number) => dispatch({ type: 'remove', id }),
      clear: () => dispatch({ type: 'clear' }),
      openPanel: () => dispatch({ type: 'open' }),
      closePanel: () => dispatch({ type: 'close' }),
    }),
    [],
  );
  const { lines, resold } = useNamesOfTheDay(state.lines);
  const api = useMemo<CartApi>(
    () => ({ ...actions, lines, resold, open: state.open, has: (id) => lines.some((l) => l.id === id) }),
    [state.open, lines, resold, actions],
  );
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

/**
 * The lines with their product's name, unit and price as the page shows the catalogue now: a line added on an
 * English page reads in Spanish on a Spanish one (and the other way round), and a renamed product shows its
 * new name. Only what is shown: the stored cart keeps what was added (the server reads a line's id and items).
 */
function useNamesOfTheDay(stored: CartLine[]): { lines: CartLine[]; resold: number[] } {
  const { products } = useCatalogue();
  return useMemo(() => {
    const resold: number[] = [];
    if (!products) return { lines: stored, resold };
    const byId = new Map(products.map((p) => [p.id, p]));
    let changed = false;
    const shown = stored.map((l) => {
      const p = byId.get(l.id);
      if (!p) return l;
      // Sold another way now (the server prices the line's items the new way): shown as it will be charged.
      if (JSON.stringify(p.venta) !== JSON.stringify(l.venta)) {
        resold.push(l.id);
        changed = true;
        return { ...p, ...l, nombre: p.nombre, cantidad: p.cantidad, precio: p.precio, descuento: p.descuento, venta: p.venta, items: Math.max(l.items, minItemsOf(p.venta)) };
      }
      // Today's price too: the catalogue's (a business's list's once signed in), what the server charges.
      const now = { nombre: p.nombre, cantidad: p.cantidad, precio: p.precio, descuento: p.descuento, lista: p.lista, precio_publico: p.precio_publico, tramos: p.tramos };
      if (Object.entries(now).every(([k, v]) => JSON.stringify(v) === JSON.stringify(l[k as keyof CartLine]))) return l;
      changed = true;
      return { ...l, ...now };
    });
    return { lines: changed ? shown : stored, resold };
  }, [products, stored]);
}

export function useCart(): CartApi {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart fuera de CartProvider');
  return ctx;
}
