export { changeLinks, type ChangeLinks } from './change-links';
export { createOrderChanges, type OrderChanges } from './order-changes';
export { orderChangesTables } from './tables';
