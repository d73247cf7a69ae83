export * from './rules';
export * from './buying';
export * from './margins';
export * from './purchasing';
