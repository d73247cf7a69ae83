export * from '../schema/sqlite';
