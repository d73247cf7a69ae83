export * from './weigh-line';
