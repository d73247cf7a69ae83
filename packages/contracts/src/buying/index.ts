export * from './rules';
export * from './buying';
export * from './purchasing';
