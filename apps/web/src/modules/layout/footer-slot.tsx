import { useEffect, useRef, useState } from 'react';
import { useLoaded } from '../../lib/use-loaded';

const loadFooter = () => import('./footer');

/**
 * The footer's place, its code fetched when it is about to be seen (scrolled within 300 px), at the shopper's first
 * touch or key, or 8 s after the page started: it is never part of the first screen, and its code (the largest
 * piece of the shell after the navigation) is not part of the home page's JavaScript before interaction (README
 * «Performance»). The empty footer keeps the page's height until then.
 */
export function FooterSlot() {
  const ref = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  const loaded = useLoaded(loadFooter, wanted);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: '300px 0px' });
    if (ref.current) near.observe(ref.current);
    const timer = setTimeout(want, 8_000);
    for (const type of ['pointerdown', 'keydown']) addEventListener(type, want, { once: true, passive: true, capture: true });
    return () => {
      near.disconnect();
      clearTimeout(timer);
      for (const type of ['pointerdown', 'keydown']) removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  return loaded ? <loaded.Footer /> : <footer ref={ref} className="footer footer--slot" aria-hidden="true" />;
}
