export * from './order';
export * from './cart';
export * from './workflow';
export { ORDER_STATES, ORDER_STATE_LABELS, SUBSTITUTIONS, SUBSTITUTION_LABELS, type OrderState, type Substitution } from './states';
