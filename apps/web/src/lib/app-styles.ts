import { createFlag } from './flag';

const applied = createFlag();

/**
 * Applies the stylesheet the built shell only preloads (see app-styles-plugin.ts). Called once at
 * start; in development Vite injects the styles itself and there is nothing to wait for.
 */
export function applyAppStyles(): void {
  const preload = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!preload) return applied.turnOn();
  const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: preload.href, crossOrigin: 'anonymous' });
  sheet.addEventListener('load', applied.turnOn, { once: true });
  // On an error too: the shop stays usable unstyled rather than stuck on the loading screen.
  sheet.addEventListener('error', applied.turnOn, { once: true });
  preload.after(sheet);
}

/** The stylesheet is linked by the page itself (a server-rendered first screen, or the server rendering it). */
export const markAppStylesApplied = (): void => applied.turnOn();

/** Whether the app's stylesheet is in effect: the shell keeps the loading screen until it is, so nothing shows unstyled. */
export const useAppStylesApplied = applied.useIsOn;
