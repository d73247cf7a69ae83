export * from './account';
export * from './customers';
export { PASSWORD_MAX, PASSWORD_MIN } from './password';
