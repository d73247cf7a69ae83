import { useCallback, useEffect, useState } from 'react';

/** How much of an element must show for it to count as seen: a sliver under the header does not. */
const SEEN = 0.25;

/**
 * Whether at least a quarter of an element is in the viewport, kept up to date as the page scrolls.
 * Returns the ref to put on the element; false until the browser has first measured it.
 */
export function useOnScreen<T extends Element>(): [ref: (el: T | null) => void, onScreen: boolean] {
  const [el, setEl] = useState<T | null>(null);
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!el) return;
    // The ratio reported on crossing a threshold can fall a hair short of it: hence the tolerance.
    const observer = new IntersectionObserver((entries) => setOnScreen((entries[entries.length - 1]?.intersectionRatio ?? 0) >= SEEN - 0.001), {
      threshold: [0, SEEN],
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return [useCallback((node: T | null) => setEl(node), []), onScreen];
}
