/**
 * The zod-free part of the contracts (money rules, search normalization, constants): what the
 * storefront needs on every page, without pulling the schema library into its first bundle.
 */
export * from './shared/messages';
export * from './shared/money';
export * from './shared/text';
export * from './shared/phone-rule';
export * from './shared/iva';
export * from './shared/address';
export * from './shared/slug';
export * from './shared/weight';
export * from './catalog/rules';
export * from './orders/rules';
export * from './payments/rules';
export * from './delivery/rules';
export * from './accounts/rules';
export * from './business/rules';
export * from './content/rules';
export * from './facturas/rules';
export * from './images/rules';
export * from './buying/rules';
export * from './buying/margins';
export * from './reminders/rules';
export * from './substitutions/rules';
export * from './problems/rules';
export * from './order-changes/rules';
export * from './coupons/rules';
