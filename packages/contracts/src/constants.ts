/** Constants both sides share; kept free of zod so the browser can import them cheaply. */

export const CATEGORIES = [
  { id: 1, nombre: 'Frutas' },
  { id: 2, nombre: 'Vegetales' },
  { id: 3, nombre: 'Varios' },
] as const;

export const ORDER_STATES = ['pendiente_pago', 'pagado', 'preparando', 'enviado', 'entregado', 'cancelado'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  pendiente_pago: 'Pendiente de pago',
  pagado: 'Pagado',
  preparando: 'En preparación',
  enviado: 'Enviado',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
};
