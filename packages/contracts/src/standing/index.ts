export * from './standing-orders';
