export * from './change-deadline';
