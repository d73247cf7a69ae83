/** The service worker's runtime caches (vite.config.ts), shared with the page's warm-up (warm-caches.ts). */
export const SHELL_CACHE = 'huerta-shell';
/** Every page is the same personalised shell, kept under this one key. */
export const SHELL_KEY = '/';
export const CATALOG_CACHE = 'huerta-catalogo';
export const IMAGE_CACHE = 'huerta-imagenes';
