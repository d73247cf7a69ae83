export * from './articles';
export * from './promotions';
export * from './shop-text-inputs';
export * from './translations';
export * from './translation-overlay';
