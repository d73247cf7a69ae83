import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children just after the rest of the screen has been painted, in a transition. The first
 * commit of a page then holds what is on screen, and what sits below it (the footer, the home page's
 * catalogue) is laid out in a task of its own rather than adding to the longest one. Content appears
 * below what is already shown, so nothing visible moves.
 */
export function Deferred({ children, now = false }: { children: ReactNode; now?: boolean }) {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready]);
  return ready ? children : null;
}
