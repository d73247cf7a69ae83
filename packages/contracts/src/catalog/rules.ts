export * from './categories';
export * from './catalogue-start';
export * from './sat-keys';
