export { createAdminProducts } from './admin-products';
export { createBuyerList } from './buyer-list';
export { DELIVERY_SETTINGS_KEY, PAYMENT_SETTINGS_KEY, createCatalogService, saleColumns, type CatalogService, type DeliveryData, type StoredZone } from './catalog';
export { createCatalogLane, type CatalogLane } from './catalog-lane';
export { parseTiers } from './list-catalogue';
export { linesForShopper } from './order-line-names';
export { ensureProductSlugs } from './product-slugs';
export { publicOverlay, readTranslationOverlay, translatedArticle, translatedDescription, translatedProduct, translatedProductPage } from './translations';
export { searchSatKeys } from './sat-keys/search';
export { PRODUCTOS_SERVICIOS as SAT_PRODUCTOS_SERVICIOS, UNIDADES as SAT_UNIDADES } from './sat-keys/data';
/** A product's SAT keys in force (null columns take the default): what a CFDI concept carries. */
export { satKeysOf, defaultSatKeys } from '@huerta/contracts';
