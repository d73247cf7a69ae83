import { useEffect, useRef } from 'react';

/** The shortcut as this keyboard shows it. */
export const SAVE_KEYS = /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘S' : 'Ctrl+S';

/**
 * Ctrl+S / ⌘S calls `save` — the latest render's, with its changes — and never opens the browser's «save
 * page as» on this page, even with nothing to save. For long editable tables (price day, price lists).
 */
export function useSaveShortcut(save: () => void) {
  const ref = useRef(save);
  useEffect(() => {
    ref.current = save;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        ref.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
