export const CATALOG_ID = 'catalogo';

/** Scrolls the catalogue section into view (under the fixed navigation, see scroll-padding-top). */
export function scrollToCatalog(behavior: ScrollBehavior = 'smooth'): void {
  document.getElementById(CATALOG_ID)?.scrollIntoView({ behavior, block: 'start' });
}
