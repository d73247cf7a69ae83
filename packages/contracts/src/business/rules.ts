export * from './business-labels';
export * from './list-prices';
