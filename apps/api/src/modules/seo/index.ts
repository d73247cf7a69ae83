export { type Locale, type PageHead } from './head';
export { listedCategories, pageHeads } from './resolve';
