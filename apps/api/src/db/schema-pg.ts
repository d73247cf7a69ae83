export * from '../schema/postgres';
