export * from './business';
export * from './business-labels';
export * from './business-credit';
export * from './price-lists';
export * from './list-prices';
