export * from './cfdi';
