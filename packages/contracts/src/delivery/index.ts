export * from './delivery';
export * from './zone-fields';
export * from './routes';
