export * from './payment-methods';
export * from './refund';
export * from './saved-card-rules';
