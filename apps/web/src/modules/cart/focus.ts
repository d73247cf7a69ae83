import type { RefObject } from 'react';
import { flushSync } from '../../boot/react-dom';
import type { CartLine } from '@huerta/contracts';
import { t } from '../../i18n/i18n';
import { useCart } from './cart-store';
import { announce } from './live-region';

/** Keeps Tab and Shift+Tab inside `root` (an open modal dialog), wrapping at either end. */
export function trapTab(e: KeyboardEvent, root: HTMLElement | null): void {
  if (e.key !== 'Tab' || !root) return;
  const items = [...root.querySelectorAll<HTMLElement>('a[href], button, input')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  // From the dialog's heading (focused after the last line went) Tab goes on naturally; Shift+Tab wraps.
  const to = e.shiftKey ? (at <= 0 ? items.at(-1) : null) : at === items.length - 1 || !root.contains(document.activeElement) ? items[0] : null;
  if (to) {
    e.preventDefault();
    to.focus();
  }
}

/**
 * Removing a line takes its button away; rather than let focus fall to the page, it moves to the
 * "Eliminar" button now in the same place (the next line's, or the last one's), or to `heading` when
 * the cart is empty, and the removal is announced.
 */
export function useRemoveLine(root: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>) {
  const { remove } = useCart();
  return (line: CartLine, index: number) => {
    flushSync(() => remove(line.id));
    const left = root.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
    (left[Math.min(index, left.length - 1)] ?? heading.current)?.focus();
    announce(t('{nombre} eliminado del carrito', { nombre: line.nombre }));
  };
}
