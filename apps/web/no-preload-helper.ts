import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import in its preload helper (~1.2 KB gzip in the first screen's JavaScript),
 * even with `build.modulePreload: false`, when every call then passes no dependencies (one stylesheet
 * for the whole shop: `cssCodeSplit: false`). With nothing to preload the helper only calls the import,
 * so it is replaced by exactly that. (Its `vite:preloadError` event is not listened to by the shop.)
 * Should a call ever pass dependencies (a stylesheet split off again), it throws at once, in every test.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'huerta-no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === HELPER) return 'export const __vitePreload = (load, deps) => { if (deps && deps.length) throw new Error("preload dependencies"); return load(); };';
    },
  };
}
