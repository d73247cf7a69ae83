import { useSyncExternalStore } from 'react';

// One message at a time for the whole cart (corrections, removals). A module store, not cart state,
// so an announcement does not re-render every product card.
let message = { text: '', n: 0 };
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** Says `text` in the polite status region that is live now ('' clears it). */
export function announce(text: string): void {
  message = { text, n: message.n + 1 };
  for (const l of listeners) l();
}

/**
 * A polite status region. There are two (inside the cart panel and outside it), because screen readers
 * ignore what lies outside an open modal dialog; only the one for the current situation speaks. The
 * key makes a repeated message a new node, so it is announced again.
 */
export function LiveRegion({ on }: { on: boolean }) {
  const { text, n } = useSyncExternalStore(subscribe, () => message);
  return (
    <p className="visually-hidden" role="status">
      {on && <span key={n}>{text}</span>}
    </p>
  );
}
