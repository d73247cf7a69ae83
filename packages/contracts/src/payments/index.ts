export * from './payment';
export * from './payment-methods';
export * from './refund';
export * from './saved-cards';
export * from './saved-card-rules';
