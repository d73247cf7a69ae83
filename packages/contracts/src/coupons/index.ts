export * from './rules';
export * from './coupon';
