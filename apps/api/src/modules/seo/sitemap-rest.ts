import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { esc, localized } from './head';
import { listedCategories } from './resolve';

const PAGES = ['/', '/tienda', '/nosotros', '/contacto', '/terms', '/privacy'];

/**
 * /sitemap.xml: every page on sale in both languages (each names its other language, hreflang), with its
 * date; /robots.txt points to it. Only what the storefront lists: published articles (no drafts, none dated
 * in the future) and products on sale today — the catalogue's own lists, so it follows the catalogue version.
 */
export function sitemapRoutes(app: FastifyInstance, services: Services) {
  const base = services.config.publicUrl;
  // Only the back office is kept out. The shop's own pages stay crawlable, the cart and checkout included: they
  // hold nothing private (a shopper's data is in their browser), and Lighthouse's SEO audit counts a
  // disallowed page as not indexable (66 on /checkout).
  app.get('/robots.txt', (_req, reply) => {
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /admin/\nSitemap: ${base}/sitemap.xml\n`);
  });
  app.get('/sitemap.xml', async (_req, reply) => {
    const [products, articles, categories] = await Promise.all([services.catalog.products(), services.catalog.articles(), listedCategories(services)]);
    const today = services.today();
    // One entry per language, each listing both versions (Google's hreflang in sitemaps).
    const entry = (path: string, lastmod: string) =>
      (['es', 'en'] as const)
        .map(
          (locale) =>
            `<url><loc>${esc(localized(base, path, locale))}</loc><lastmod>${lastmod}</lastmod>` +
            `<xhtml:link rel="alternate" hreflang="es-MX" href="${esc(localized(base, path, 'es'))}"/>` +
            `<xhtml:link rel="alternate" hreflang="en" href="${esc(localized(base, path, 'en'))}"/></url>`,
        )
        .join('');
    const urls = [
      ...PAGES.map((p) => entry(p, today)),
      entry('/blog', articles.value[0]?.fecha_publicacion ?? today),
      ...categories.map((c) => entry(c.path, today)),
      // A product's page changes with its price and stock: the catalogue's date is today's.
      ...products.value.filter((p) => p.slug && !p.agotado).map((p) => entry(`/producto/${p.slug}`, today)),
      ...articles.value.map((a) => entry(`/blog/${a.slug}`, a.fecha_publicacion)),
    ];
    // Returned, not just sent: an async handler that resolves with nothing while the compressor is still
    // writing lets Fastify answer again, empty (a 200 with `content-length: 0` to every gzip/br client).
    return reply
      .header('cache-control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`);
  });
}
