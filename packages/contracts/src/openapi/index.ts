export * from './openapi';
export { COMPONENTS, OPERATIONS, type ComponentName, type HttpMethod, type OperationSpec } from './openapi-paths';
