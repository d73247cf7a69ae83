import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../../lib/storage';

// The code the shopper applied in the cart, kept for the checkout (and across tabs and reloads) until the
// order is placed or they remove it. What it is worth is always the server's answer, asked again.
const KEY = 'huerta:cupon';
const listeners = new Set<() => void>();
let current: string | null = readJson<string | null>(KEY, null);

function set(codigo: string | null) {
  current = codigo;
  writeJson(KEY, codigo);
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) {
      current = readJson<string | null>(KEY, null);
      for (const l of listeners) l();
    }
  });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The applied code (upper-case) or null, and how to change it. */
export function useCouponCode() {
  const codigo = useSyncExternalStore(subscribe, () => current, () => null);
  return { codigo, apply: (c: string) => set(c.trim().toUpperCase()), remove: () => set(null) };
}

/** After the order is placed: the code is spent. */
export const forgetCoupon = () => set(null);
