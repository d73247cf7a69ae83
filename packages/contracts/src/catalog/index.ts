export * from './product';
export * from './product-range';
export * from './product-fields';
export * from './catalogue-start';
export { CATEGORIES } from './categories';
export * from './sat-keys';
