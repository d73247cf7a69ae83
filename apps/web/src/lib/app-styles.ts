import { useSyncExternalStore } from 'react';

let applied = false;
const listeners = new Set<() => void>();
const done = () => {
  applied = true;
  for (const l of listeners) l();
};

/**
 * Applies the stylesheet the built shell only preloads (see app-styles-plugin.ts). Called once at
 * start; in development Vite injects the styles itself and there is nothing to wait for.
 */
export function applyAppStyles(): void {
  const preload = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!preload) return done();
  const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: preload.href, crossOrigin: 'anonymous' });
  sheet.addEventListener('load', done, { once: true });
  // On an error too: the shop stays usable unstyled rather than stuck on the loading screen.
  sheet.addEventListener('error', done, { once: true });
  preload.after(sheet);
}

/** Whether the app's stylesheet is in effect: the shell keeps the loading screen until it is, so nothing shows unstyled. */
export const useAppStylesApplied = (): boolean =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => applied,
  );
