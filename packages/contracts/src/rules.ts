/**
 * The zod-free part of the contracts (money rules, search normalization, constants): what the
 * storefront needs on every page, without pulling the schema library into its first bundle.
 */
export * from './constants';
export * from './money';
export * from './text';
export * from './image-sizes';
export * from './delivery';
export * from './cfdi';
export * from './catalogue-start';
export * from './phone-rule';
export * from './refund';
export * from './iva';
export * from './address';
export * from './translation-overlay';
export * from './slug';
export * from './payment-methods';
export * from './weight';
export * from './business-labels';
export * from './list-prices';
export * from './saved-card-rules';
