export * from './rules';
export * from './buying';
