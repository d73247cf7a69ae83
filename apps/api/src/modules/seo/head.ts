// The pieces of a page's <head> for crawlers and link previews: escaping, JSON-LD, Open Graph / Twitter
// tags, and the links between a page's Spanish and English versions.

import { escapeHtml, jsonInScript } from '../../platform/html-text';

export type Locale = 'es' | 'en';

export interface PageHead {
  title: string;
  description: string;
  /** Extra <head> markup: canonical, alternates, Open Graph, Twitter, JSON-LD. */
  head: string;
}

/** Text in HTML (platform/html-text.ts). */
export const esc = escapeHtml;
/** JSON-LD inside <script>, escaped so no text of the shop can close the element (platform/html-text.ts). */
export const jsonLd = (data: unknown) => `<script type="application/ld+json">${jsonInScript(data)}</script>`;
export const pesos = (centavos: number) => (centavos / 100).toFixed(2);
/** At most `n` characters, cut at a word with `…`; never half of an emoji (a lone surrogate is U+FFFD once encoded). */
export const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).replace(/[\uD800-\uDBFF]$/, '').replace(/\s+\S*$/, '')}…`);
/** Markdown's marks off, for a meta description. */
export const plain = (md: string) => md.replace(/[#*_`>[\]()!-]+/g, ' ').replace(/\s+/g, ' ').trim();

/** A page's address in a language: Spanish at the shop's own paths, English under /en. */
export const localized = (base: string, path: string, locale: Locale) => (locale === 'en' ? `${base}/en${path === '/' ? '/' : path}` : `${base}${path}`);

/** Canonical (the page in its own language) and hreflang both ways, Spanish the default for other languages. */
export function alternates(base: string, path: string, locale: Locale): string {
  const es = localized(base, path, 'es');
  const en = localized(base, path, 'en');
  return [
    `<link rel="canonical" href="${esc(locale === 'en' ? en : es)}">`,
    `<link rel="alternate" hreflang="es-MX" href="${esc(es)}">`,
    `<link rel="alternate" hreflang="en" href="${esc(en)}">`,
    `<link rel="alternate" hreflang="x-default" href="${esc(es)}">`,
  ].join('');
}

/** Open Graph (WhatsApp, Facebook) by `property`, Twitter's by `name`: the same title, text and picture. */
export function metaTags(base: string, path: string, locale: Locale, title: string, description: string, image: string, type: string): string {
  const og = {
    type,
    url: localized(base, path, locale),
    title,
    description,
    image,
    'image:width': '1200',
    'image:height': '630',
    locale: locale === 'en' ? 'en_US' : 'es_MX',
    'locale:alternate': locale === 'en' ? 'es_MX' : 'en_US',
  };
  const twitter = { card: 'summary_large_image', title, description, image };
  return [
    alternates(base, path, locale),
    ...Object.entries(og).map(([k, v]) => `<meta property="og:${k}" content="${esc(v)}">`),
    ...Object.entries(twitter).map(([k, v]) => `<meta name="twitter:${k}" content="${esc(v)}">`),
  ].join('');
}

/** schema.org BreadcrumbList from the shop's home to the page. */
export const breadcrumbs = (items: { name: string; url: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
});
