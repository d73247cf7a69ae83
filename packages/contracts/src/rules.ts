/**
 * The zod-free part of the contracts (money rules, search normalization, constants): what the
 * storefront needs on every page, without pulling the schema library into its first bundle.
 */
export * from './shared/messages';
export * from './shared/money';
export * from './shared/text';
export * from './images/image-sizes';
export * from './delivery/delivery';
export * from './facturas/cfdi';
export * from './catalog/catalogue-start';
export * from './shared/phone-rule';
export * from './payments/refund';
export * from './shared/iva';
export * from './shared/address';
export * from './content/translation-overlay';
export * from './shared/slug';
export * from './payments/payment-methods';
export * from './shared/weight';
export * from './business/business-labels';
export * from './business/list-prices';
export * from './payments/saved-card-rules';
