/**
 * «Temporada de fresa en San Quintín» → «temporada-de-fresa-en-san-quintin»: an article's, a product's or a
 * category's address. Zod-free (in rules): the storefront's pages use it without loading zod, whose JIT check
 * (`Function('')`) the shop's CSP reports as an eval violation.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
