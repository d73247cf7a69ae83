export * from './weight';
