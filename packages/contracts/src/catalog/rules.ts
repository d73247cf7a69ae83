export * from './categories';
export * from './catalogue-start';
