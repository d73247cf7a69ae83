export * from './rules';
export * from './problems';
