/** Constants both sides share; kept free of zod so the browser can import them cheaply. */

export const CATEGORIES = [
  { id: 1, nombre: 'Frutas' },
  { id: 2, nombre: 'Vegetales' },
  { id: 3, nombre: 'Varios' },
] as const;

const TOTAL_KEY = { 1: 'totalFrutas', 2: 'totalVegetales', 3: 'totalVarios' } as const;
type CategoryTotals = Record<(typeof TOTAL_KEY)[keyof typeof TOTAL_KEY], number>;

/** A category's count in `/categorias`'s answer (`CategoriesData`); undefined for an unknown id. */
export const categoryTotal = (totals: CategoryTotals, id: number): number | undefined => totals[TOTAL_KEY[id as keyof typeof TOTAL_KEY]];

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

/** The schemas' messages a form also says before sending (zod-free, for the storefront's forms). */
export const REQUIRED_MESSAGE = 'Es obligatorio.';
export const EMAIL_MESSAGE = 'Correo electrónico inválido.';

/** Passwords of new accounts (the registration form checks the length before sending, as the server does). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_SHORT_MESSAGE = `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`;
