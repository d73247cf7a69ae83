/**
 * The contracts by capability, one folder each with the API's module names (apps/api/src/modules). A folder's
 * `index.ts` is its whole public surface and `rules.ts` its zod-free part (what `./rules` serves to the
 * storefront without zod); another folder imports only those two, never an inner file. `shared/` holds the
 * primitives every capability builds on (money, weight, IVA, text, phone, address, slug, the common zod
 * pieces and envelopes): it is a kit rather than a capability, imports nothing outside itself, and its files
 * are imported one by one so a zod-free rule never pulls zod in. `openapi/` composes the REST surface from
 * the others, as the API's app does; no folder imports it.
 */
export * from './shared';
export * from './catalog';
export * from './orders';
export * from './payments';
export * from './delivery';
export * from './accounts';
export * from './staff';
export * from './business';
export * from './standing';
export * from './order-changes';
export * from './weighing';
export * from './substitutions';
export * from './buying';
export * from './content';
export * from './facturas';
export * from './settings';
export * from './contact';
export * from './coupons';
export * from './images';
export * from './reminders';
export * from './problems';
export * from './openapi';
