export * from './contact';
