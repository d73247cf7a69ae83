import { useEffect, useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { useCart } from '../cart/cart-store';

/** A cart change is saved this long after the last one (a shopper typing a quantity sends once). */
const DEBOUNCE_MS = 2000;
/** An order's most lines (contracts MAX_LINES_PER_ORDER): the server refuses more. */
const MAX_LINES = 100;

/**
 * For a signed-in shopper who asked for the cart reminder (issue 47): the cart saved to the server when it
 * changes — product ids and quantities only; names and prices are the server's when the e-mail is written.
 * Loaded only with a session (__root.tsx), so a visitor's pages carry none of it.
 */
export default function SavedCartSync() {
  const { lines } = useCart();
  const prefs = trpc.reminders.prefs.useQuery(undefined, { staleTime: 60_000 });
  const { mutate } = trpc.reminders.saveCart.useMutation();
  const on = prefs.data?.carrito === true;
  const lineas = useMemo(() => JSON.stringify(lines.slice(0, MAX_LINES).map((l) => ({ id: l.id, items: l.items }))), [lines]);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => mutate({ lineas: JSON.parse(lineas) as { id: number; items: number }[] }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [on, lineas, mutate]);
  return null;
}
