export * from './translation-overlay';
