import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { useHydrating } from '../../lib/hydration';

/**
 * Renders its children just after the rest of the screen has been painted, in a transition. The first
 * commit of a page then holds what is on screen, and what sits below it (the footer, the home page's
 * catalogue) is laid out in a task of its own rather than adding to the longest one. Content appears
 * below what is already shown, so nothing visible moves.
 * `eager`: part of a server-rendered first screen (an article's text), drawn at once while hydrating.
 */
export function Deferred({ children, eager = false }: { children: ReactNode; eager?: boolean }) {
  const hydrating = useHydrating();
  const [ready, setReady] = useState(eager && hydrating);
  useEffect(() => {
    if (!ready) return afterNextPaint(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready ? children : null;
}
