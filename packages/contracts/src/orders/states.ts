/** An order's states and a line's substitution choice; zod-free so the storefront can import them cheaply. */

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

/** What to do when a product runs out while the order is packed. */
export const SUBSTITUTIONS = ['similar', 'no', 'llamar'] as const;
export type Substitution = (typeof SUBSTITUTIONS)[number];
export const SUBSTITUTION_LABELS: Record<Substitution, string> = { similar: 'Sustituir por uno similar', no: 'No sustituir', llamar: 'Llamarme' };
