export { type Locale, type PageHead } from './head';
export { ogImageRoutes } from './og-image';
export { listedCategories, pageHeads } from './resolve';
export { sitemapRoutes } from './sitemap';
