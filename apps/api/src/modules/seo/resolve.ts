import { slugFromTitle, type Article, type Product } from '@huerta/contracts';
import { CATEGORIES } from '@huerta/contracts/rules';
import { imageAtWidth } from '@huerta/contracts/rules';
import { jsonInScript } from '../../platform/html-text';
import { imagePreload } from '../../platform/http/send-shell';
import type { Services } from '../../services';
import { translatedArticle, translatedDescription, translatedProduct, translatedProductPage } from '../catalog';
import type { Locale, PageHead } from './head';
import { STATIC_PAGES, articleHead, categoryHead, homeHead, openingHours, productHead, staticHead, type Site } from './pages';

/**
 * A page's data in the shell, as a tRPC query of the storefront would have answered it, for the address it belongs
 * to (read by apps/web lib/page-data.ts; a server-rendered first screen carries all of its queries the same way,
 * modules/first-screen). JSON in a non-script type is never run (the CSP allows no inline script); escaped so no
 * text of the shop can close the element (platform/html-text.ts).
 */
export const pageData = (ruta: string, procedimiento: string, input: unknown, data: unknown) =>
  `<script type="application/json" id="datos-pagina">${jsonInScript({ ruta, consultas: [{ procedimiento, input, data }] })}</script>`;

/** A category's page address, from its name («Frutas» → /categoria/frutas). */
export const categoryPath = (nombre: string) => `/categoria/${slugFromTitle(nombre)}`;

/** The shop's content in a language: Spanish as stored, English with the owner's translations over it. */
export interface Content {
  product: (p: Product) => Product;
  description: (p: Product, spanish: string) => string;
  category: (id: number, spanish: string) => string;
  article: (a: Article) => Article;
}

const SPANISH: Content = { product: (p) => p, description: (_p, d) => d, category: (_id, n) => n, article: (a) => a };

/** The categories with something on sale, with their addresses. */
export async function listedCategories(services: Services) {
  const products = (await services.catalog.products()).value;
  return CATEGORIES.map((c) => ({ ...c, slug: slugFromTitle(c.nombre), path: categoryPath(c.nombre), products: products.filter((p) => p.categoria_id === c.id) })).filter((c) => c.products.length > 0);
}

/**
 * A page's head for crawlers (modules/seo/pages.ts), by its address inside the app (without /en) and language;
 * `{ redirect }` for a renamed product's old address; null for a page without one (the shell's default).
 */
/** English: the owner's translations over the Spanish (a field not translated stays Spanish). */
export async function englishContent(services: Services): Promise<Content> {
  const overlay = await services.catalog.translations();
  return {
    product: (p) => translatedProduct(p, overlay),
    description: (p, d) => translatedDescription(p.id, d, overlay),
    category: (id, n) => overlay.categorias[id]?.nombre || n,
    article: (a) => translatedArticle(a, overlay),
  };
}

export function pageHeads(services: Services, base: string, contentIn: (locale: Locale) => Promise<Content> = () => englishContent(services)) {
  // `withData` false: the page's data is not added (a server-rendered first screen carries all of its own).
  return async (path: string, locale: Locale, withData = true): Promise<PageHead | { redirect: string } | null> => {
    const product = /^\/producto\/([a-z0-9-]{1,140})$/.exec(path)?.[1];
    const category = /^\/categoria\/([a-z0-9-]{1,80})$/.exec(path)?.[1];
    const article = /^\/blog\/([a-z0-9-]{1,120})$/.exec(path)?.[1];
    if (path !== '/' && !product && !category && !article && !STATIC_PAGES[path]) return null;
    const [shop, delivery, content] = await Promise.all([services.catalog.shop(), services.catalog.delivery(), locale === 'es' ? SPANISH : contentIn(locale)]);
    const zones = delivery.zones.filter((z) => z.activa);
    const site: Site = { base, shop, ciudades: zones.map((z) => z.nombre), locale };
    if (product) {
      const page = await services.catalog.productPage(product);
      if (!page || 'retirado' in page) return null;
      if ('redirigir' in page) return { redirect: `${locale === 'en' ? '/en' : ''}/producto/${page.redirigir}` };
      const p = content.product(page.producto);
      const from = CATEGORIES.find((c) => c.id === p.categoria_id);
      const cat = { name: content.category(p.categoria_id, from?.nombre ?? p.nombre_categoria), path: categoryPath(from?.nombre ?? p.nombre_categoria) };
      const head = productHead(site, p, content.description(page.producto, page.descripcion), cat);
      // The page's largest paint is the photo: named with the shell, it downloads beside the JavaScript
      // (the same file as the page's <img>, apps/web routes/producto.$slug.tsx).
      // The page's own data comes with it (the storefront's query, answered): the page shows at once, with
      // no loading state that would move the footer (Lighthouse measured a layout shift of 0.21 without it).
      const input = locale === 'en' ? { slug: product, idioma: 'en' } : { slug: product };
      const data = locale === 'en' ? translatedProductPage(page, await services.catalog.translations()) : page;
      return { ...head, head: head.head + imagePreload(imageAtWidth(p.img_url, 640) ?? p.img_url, undefined, '') + (withData ? pageData(`${locale === 'en' ? '/en' : ''}${path}`, 'catalog.product', input, data) : '') };
    }
    if (category) {
      const c = (await listedCategories(services)).find((x) => x.slug === category);
      return c ? categoryHead(site, { name: content.category(c.id, c.nombre), path: c.path, slug: c.slug }, c.products.map(content.product)) : null;
    }
    if (article) {
      const a = await services.catalog.articleBySlug(article);
      if (!a) return null;
      const head = articleHead(site, content.article(a));
      // As a product's: the article comes with its page (the storefront shows it in English itself).
      return { ...head, head: head.head + (withData ? pageData(`${locale === 'en' ? '/en' : ''}${path}`, 'catalog.article', { slug: article }, a) : '') };
    }
    if (path === '/') return homeHead(site, (await services.catalog.slides()).value[0]?.img_slider, openingHours(zones.flatMap((z) => z.diasEntrega), delivery.calendar.ventanas));
    return staticHead(site, path);
  };
}
