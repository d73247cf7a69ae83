export { createAdminProducts } from './admin-products';
export { createBuyerList } from './buyer-list';
export { DELIVERY_SETTINGS_KEY, PAYMENT_SETTINGS_KEY, createCatalogService, saleColumns, type CatalogService, type DeliveryData, type StoredZone } from './catalog';
export { createCatalogLane, type CatalogLane } from './catalog-lane';
export { parseTiers } from './list-catalogue';
export { linesForShopper } from './order-line-names';
export { ensureProductSlugs } from './product-slugs';
export { publicOverlay, readTranslationOverlay, translatedArticle, translatedDescription, translatedProduct, translatedProductPage } from './translations';
