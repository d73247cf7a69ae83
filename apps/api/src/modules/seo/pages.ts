import { effectiveUnitCentavos, toCentavos, type Article, type Product, type ShopSettings } from '@huerta/contracts';
import { breadcrumbs, clip, jsonLd, localized, metaTags, pesos, plain, type Locale, type PageHead } from './head';

// Each kind of page's title, description, Open Graph image and schema.org JSON-LD, in Spanish or English.
// The shop's content (names, descriptions) comes in the page's language already (the owner's translations).

const WORDS = {
  es: {
    shop: 'Tienda',
    offer: (p: Product, price: string, ciudades: string) =>
      `${p.nombre} por ${p.cantidad} a $${price} MXN${typeof p.descuento === 'number' ? ` (${p.descuento} % de descuento)` : ''}: fresco, a domicilio en ${ciudades}.`,
    home: (shop: string, ciudades: string) => `${shop}: frutas, verduras y abarrotes frescos a domicilio en ${ciudades}.`,
    category: (name: string, n: number, ciudades: string) => `${name}: ${n} productos frescos a domicilio en ${ciudades}.`,
  },
  en: {
    shop: 'Shop',
    offer: (p: Product, price: string, ciudades: string) =>
      `${p.nombre}, ${p.cantidad}, MX$${price}${typeof p.descuento === 'number' ? ` (${p.descuento}% off)` : ''}: fresh, delivered to your door in ${ciudades}.`,
    home: (shop: string, ciudades: string) => `${shop}: fresh fruit, vegetables and groceries delivered to your door in ${ciudades}.`,
    category: (name: string, n: number, ciudades: string) => `${name}: ${n} fresh products delivered to your door in ${ciudades}.`,
  },
} as const;

export interface Site {
  base: string;
  shop: ShopSettings;
  /** The cities served, for descriptions. */
  ciudades: string[];
  locale: Locale;
}

const home = (s: Site) => ({ name: s.shop.nombre, url: localized(s.base, '/', s.locale) });
const shopCrumb = (s: Site) => ({ name: WORDS[s.locale].shop, url: localized(s.base, '/tienda', s.locale) });

/** A product's page: its offer in MXN, its availability, the breadcrumb from the shop through its category. */
export function productHead(s: Site, p: Product, descripcion: string, category: { name: string; path: string }): PageHead {
  const path = `/producto/${p.slug}`;
  const url = localized(s.base, path, s.locale);
  const price = pesos(effectiveUnitCentavos(toCentavos(p.precio), p.descuento));
  const title = `${p.nombre} — ${s.shop.nombre}`;
  const description = clip(descripcion ? plain(descripcion) : WORDS[s.locale].offer(p, price, s.ciudades.join(', ')), 160);
  // 1200×630, made from the product's photo (og-image.ts): what WhatsApp and search previews show.
  const image = `${s.base}/img/og/producto/${p.slug}.jpg`;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.nombre,
    image: [image],
    description,
    sku: String(p.id),
    category: category.name,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'MXN',
      price,
      availability: p.agotado ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: s.shop.nombre },
    },
  };
  const crumbs = breadcrumbs([home(s), shopCrumb(s), { name: category.name, url: localized(s.base, category.path, s.locale) }, { name: p.nombre, url }]);
  return { title, description, head: metaTags(s.base, path, s.locale, title, description, image, 'product') + jsonLd(product) + jsonLd(crumbs) };
}

/** A category's page: its products as a list, the breadcrumb from the shop. */
export function categoryHead(s: Site, category: { name: string; path: string; slug: string }, products: readonly Product[]): PageHead {
  const url = localized(s.base, category.path, s.locale);
  const title = `${category.name} — ${s.shop.nombre}`;
  const description = clip(WORDS[s.locale].category(category.name, products.length, s.ciudades.join(', ')), 160);
  const image = `${s.base}/img/og/categoria/${category.slug}.jpg`;
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: category.name,
    numberOfItems: products.length,
    itemListElement: products.slice(0, 50).map((p, i) => ({ '@type': 'ListItem', position: i + 1, url: localized(s.base, `/producto/${p.slug}`, s.locale), name: p.nombre })),
  };
  const crumbs = breadcrumbs([home(s), shopCrumb(s), { name: category.name, url }]);
  return { title, description, head: metaTags(s.base, category.path, s.locale, title, description, image, 'website') + jsonLd(list) + jsonLd(crumbs) };
}

/** An article: schema.org Article with its author and dates, the breadcrumb through the blog. */
export function articleHead(s: Site, a: Article): PageHead {
  const path = `/blog/${a.slug}`;
  const url = localized(s.base, path, s.locale);
  const title = `${a.titulo} — ${s.shop.nombre}`;
  const description = clip(plain(a.resumen || a.contenido), 160);
  const image = `${s.base}/img/og/articulo/${a.slug}.jpg`;
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: clip(a.titulo, 110),
    description,
    image: [image],
    datePublished: a.fecha_publicacion,
    author: { '@type': 'Person', name: a.autor },
    publisher: { '@type': 'Organization', name: s.shop.nombre, logo: { '@type': 'ImageObject', url: `${s.base}/img/icon-512.png` } },
    mainEntityOfPage: url,
    inLanguage: s.locale === 'en' ? 'en' : 'es-MX',
  };
  const crumbs = breadcrumbs([home(s), { name: 'Blog', url: localized(s.base, '/blog', s.locale) }, { name: a.titulo, url }]);
  return { title, description, head: metaTags(s.base, path, s.locale, title, description, image, 'article') + jsonLd(article) + jsonLd(crumbs) };
}

/** The days and hours the shop delivers, from its zones' days and its windows' «9:00 a 13:00». */
export function openingHours(days: readonly number[], windows: readonly { nombre: string }[]) {
  const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const hours = windows.flatMap((w) => {
    const m = /(\d{1,2}):(\d{2})\s*(?:a|-|–)\s*(\d{1,2}):(\d{2})/.exec(w.nombre);
    return m ? [[`${m[1]!.padStart(2, '0')}:${m[2]}`, `${m[3]!.padStart(2, '0')}:${m[4]}`] as const] : [];
  });
  if (!hours.length || !days.length) return undefined;
  const opens = hours.map((h) => h[0]).sort()[0]!;
  const closes = hours.map((h) => h[1]).sort().at(-1)!;
  return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: [...new Set(days)].sort().map((d) => `https://schema.org/${NAMES[d % 7]}`), opens, closes }];
}

/** The home page: the shop itself, a grocery store with its phone, the places it serves and its hours. */
export function homeHead(s: Site, image: string | undefined, hours: ReturnType<typeof openingHours>): PageHead {
  const description = WORDS[s.locale].home(s.shop.nombre, s.ciudades.join(', '));
  const store = {
    '@context': 'https://schema.org',
    '@type': 'GroceryStore',
    name: s.shop.nombre,
    url: localized(s.base, '/', s.locale),
    telephone: s.shop.telefono,
    email: s.shop.email,
    image: `${s.base}/img/og/inicio.jpg`,
    ...(image ? { logo: `${s.base}/img/icon-512.png` } : {}),
    address: { '@type': 'PostalAddress', addressRegion: 'Baja California', addressCountry: 'MX' },
    areaServed: s.ciudades.map((name) => ({ '@type': 'City', name })),
    ...(hours ? { openingHoursSpecification: hours } : {}),
    currenciesAccepted: 'MXN',
    priceRange: '$',
  };
  return { title: s.shop.nombre, description, head: metaTags(s.base, '/', s.locale, s.shop.nombre, description, `${s.base}/img/og/inicio.jpg`, 'website') + jsonLd(store) };
}

/** The shop's other pages worth finding: a title and a description in each language. */
export const STATIC_PAGES: Record<string, Record<Locale, [title: string, description: (shop: string, ciudades: string) => string]>> = {
  '/tienda': {
    es: ['Tienda', (shop, c) => `Frutas, verduras y abarrotes de ${shop}, con precios del día y entrega a domicilio en ${c}.`],
    en: ['Shop', (shop, c) => `Fruit, vegetables and groceries from ${shop}, at today's prices, delivered in ${c}.`],
  },
  '/nosotros': {
    es: ['Nosotros', (shop) => `Quiénes somos en ${shop}: productores y proveedores de Baja California, a tu mesa.`],
    en: ['About us', (shop) => `Who we are at ${shop}: Baja California growers and suppliers, to your table.`],
  },
  '/contacto': {
    es: ['Contacto', (shop) => `Escríbenos: pedidos, mayoreo para hoteles y restaurantes, dudas sobre tu entrega en ${shop}.`],
    en: ['Contact', (shop) => `Write to us: orders, wholesale for hotels and restaurants, questions about your ${shop} delivery.`],
  },
  '/blog': {
    es: ['Blog', (shop) => `Recetas, temporadas y consejos para elegir fruta y verdura fresca, del blog de ${shop}.`],
    en: ['Blog', (shop) => `Recipes, seasons and tips for choosing fresh produce, from the ${shop} blog.`],
  },
  '/terms': {
    es: ['Políticas comerciales', (shop) => `Pedidos, pagos, entregas, cambios y devoluciones en ${shop}.`],
    en: ['Terms of sale', (shop) => `Orders, payments, deliveries, exchanges and returns at ${shop}.`],
  },
  '/privacy': {
    es: ['Políticas de privacidad', (shop) => `Cómo ${shop} cuida y usa tus datos personales.`],
    en: ['Privacy policy', (shop) => `How ${shop} looks after and uses your personal data.`],
  },
};

export function staticHead(s: Site, path: string): PageHead | null {
  const page = STATIC_PAGES[path]?.[s.locale];
  if (!page) return null;
  const title = `${page[0]} — ${s.shop.nombre}`;
  const description = page[1](s.shop.nombre, s.ciudades.join(', '));
  return { title, description, head: metaTags(s.base, path, s.locale, title, description, `${s.base}/img/og/inicio.jpg`, 'website') };
}
