export * from './shop-settings';
export * from './public-config';
