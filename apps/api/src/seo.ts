import { effectiveUnitCentavos, toCentavos, type Product, type ShopSettings } from '@huerta/contracts';
import type { FastifyInstance } from 'fastify';
import type { Services } from './services';

// What crawlers and link previews (WhatsApp, search engines) read without running JavaScript: each page's
// <title>, description, canonical link, Open Graph / Twitter tags and schema.org JSON-LD, written into the
// shell the server sends; plus /sitemap.xml and /robots.txt.

export interface PageHead {
  title: string;
  description: string;
  /** Extra <head> markup: canonical, Open Graph, Twitter, JSON-LD. */
  head: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON-LD inside <script>: `<` escaped so no text of the shop can close the element. */
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
const pesos = (centavos: number) => (centavos / 100).toFixed(2);
const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).replace(/\s+\S*$/, '')}…`);
/** Markdown's marks off, for a meta description. */
const plain = (md: string) => md.replace(/[#*_`>[\]()!-]+/g, ' ').replace(/\s+/g, ' ').trim();

function metaTags(url: string, title: string, description: string, image: string, type: string): string {
  // Open Graph (WhatsApp, Facebook) by `property`, Twitter's by `name`: the same title, text and picture.
  const og = { type, url, title, description, image, 'image:width': '1200', 'image:height': '630', locale: 'es_MX' };
  const twitter = { card: 'summary_large_image', title, description, image };
  return [
    `<link rel="canonical" href="${esc(url)}">`,
    ...Object.entries(og).map(([k, v]) => `<meta property="og:${k}" content="${esc(v)}">`),
    ...Object.entries(twitter).map(([k, v]) => `<meta name="twitter:${k}" content="${esc(v)}">`),
  ].join('');
}

/** A product's page: its offer in MXN, its availability, the breadcrumb from the shop. */
export function productHead(base: string, shop: ShopSettings, p: Product, descripcion: string, ciudades: string): PageHead {
  const url = `${base}/producto/${p.slug}`;
  const price = effectiveUnitCentavos(toCentavos(p.precio), p.descuento);
  const title = `${p.nombre} — ${shop.nombre}`;
  const description = clip(
    descripcion ? plain(descripcion) : `${p.nombre} por ${p.cantidad} a $${pesos(price)} MXN${typeof p.descuento === 'number' ? ` (${p.descuento} % de descuento)` : ''}: fresco, a domicilio en ${ciudades}.`,
    160,
  );
  // 1200×630, made from the product's photo (seo-image.ts): what WhatsApp and search previews show.
  const image = `${base}/img/og/producto/${p.slug}.jpg`;
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.nombre,
      image: [image],
      description,
      sku: String(p.id),
      category: p.nombre_categoria,
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'MXN',
        price: pesos(price),
        availability: p.agotado ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: shop.nombre },
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: shop.nombre, item: `${base}/` },
        { '@type': 'ListItem', position: 2, name: 'Tienda', item: `${base}/tienda` },
        { '@type': 'ListItem', position: 3, name: p.nombre, item: url },
      ],
    },
  ];
  return { title, description, head: metaTags(url, title, description, image, 'product') + data.map(jsonLd).join('') };
}

/** The home page: the shop itself, a grocery store with its phone and the places it serves. */
export function homeHead(base: string, shop: ShopSettings, ciudades: string[], image: string | undefined): PageHead {
  const description = `${shop.nombre}: frutas, verduras y abarrotes frescos a domicilio en ${ciudades.join(', ')}.`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'GroceryStore',
    name: shop.nombre,
    url: `${base}/`,
    telephone: shop.telefono,
    email: shop.email,
    ...(image ? { image: `${base}${image}` } : {}),
    address: { '@type': 'PostalAddress', addressRegion: 'Baja California', addressCountry: 'MX' },
    areaServed: ciudades.map((name) => ({ '@type': 'City', name })),
    currenciesAccepted: 'MXN',
    priceRange: '$',
  };
  return { title: shop.nombre, description, head: metaTags(`${base}/`, shop.nombre, description, image ? `${base}${image}` : `${base}/img/icon-512.png`, 'website') + jsonLd(data) };
}

/** /sitemap.xml (every product on sale and article, with their dates) and /robots.txt pointing to it. */
export function seoRoutes(app: FastifyInstance, services: Services) {
  const base = services.config.publicUrl;
  app.get('/robots.txt', (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(`User-agent: *\nDisallow: /admin/\nDisallow: /checkout\nDisallow: /account\nSitemap: ${base}/sitemap.xml\n`);
  });
  app.get('/sitemap.xml', async (_req, reply) => {
    const [products, articles] = await Promise.all([services.catalog.products(), services.catalog.articles()]);
    const today = services.today();
    const url = (loc: string, lastmod: string) => `<url><loc>${esc(`${base}${loc}`)}</loc><lastmod>${lastmod}</lastmod></url>`;
    const urls = [
      url('/', today),
      url('/tienda', today),
      url('/nosotros', today),
      url('/blog', articles.value[0]?.fecha_publicacion ?? today),
      // A product's page changes with its price and stock: the catalogue's date is today's.
      ...products.value.filter((p) => p.slug && !p.agotado).map((p) => url(`/producto/${p.slug}`, today)),
      ...articles.value.map((a) => url(`/blog/${a.slug}`, a.fecha_publicacion)),
    ];
    reply
      .header('cache-control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`);
  });
}
