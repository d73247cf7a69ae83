import { z } from 'zod';
import { isoDateSchema, text } from '../shared/common';
import { deliveryDayLabel } from '../delivery/rules';
import { ORDER_STATES, type OrderState } from './states';

// The order workflow and the back office's order inputs (apps/admin and the server's admin router share them).

/**
 * The order workflow: which state each state may move to. `cancelado` from an unpaid, paid or
 * preparing order only; a delivered order is final.
 */
export const ORDER_TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  pendiente_pago: ['cancelado'],
  pagado: ['preparando', 'cancelado'],
  preparando: ['enviado', 'cancelado'],
  enviado: ['entregado'],
  entregado: [],
  cancelado: [],
};

/** The order list's state filter: every state, and «cancelled by the shop for staying unpaid». */
export const ORDER_LIST_FILTERS = [...ORDER_STATES, 'cancelado_sin_pago'] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];

export const canMoveOrder = (from: OrderState, to: OrderState) => ORDER_TRANSITIONS[from].includes(to);

/**
 * Where a correction («Deshacer», «Regresar a …») sets an order back: the state before it in the
 * workflow. Skipping a state is refused above, so the one before is the one it came from. A cancellation
 * is final (the payment was refunded and the units went back on the shelf), and «Pagado» is the payment's.
 */
export const ORDER_BACK: Partial<Record<OrderState, OrderState>> = { preparando: 'pagado', enviado: 'preparando', entregado: 'enviado' };

/** The states that say the box left the shop: before the order's delivery day they are probably a slip. */
const OUT_OF_THE_SHOP: readonly OrderState[] = ['enviado', 'entregado'];

/** «enviado», «entregado»: the state as the question says it («¿marcarlo entregado hoy?»). */
const asVerb = (to: OrderState) => (to === 'enviado' ? 'enviado' : 'entregado');

/**
 * Why moving this order to `to` today is unusual, or null: marking it sent or delivered before its
 * delivery day (`today` is the shop's, AAAA-MM-DD). The back office asks before doing it, and the server
 * refuses it unless the call says it was confirmed.
 */
export function earlyMove(order: { id: number; diaEntrega: string | null }, to: OrderState, today: string): { dia: string; texto: string } | null {
  if (!OUT_OF_THE_SHOP.includes(to) || !order.diaEntrega || order.diaEntrega <= today) return null;
  return { dia: order.diaEntrega, texto: `El pedido #${order.id} es para el ${deliveryDayLabel(order.diaEntrega)}` };
}

/** The back office's question before an early move: «El pedido #12 es para el jueves 26 de marzo; ¿marcarlo entregado hoy?» */
export function earlyMoveQuestion(orders: { id: number; diaEntrega: string | null }[], to: OrderState, today: string): string | null {
  const early = orders.filter((o) => earlyMove(o, to, today));
  if (early.length === 0) return null;
  if (early.length === 1) return `${earlyMove(early[0]!, to, today)!.texto}; ¿marcarlo ${asVerb(to)} hoy?`;
  const which = early.map((o) => `#${o.id} (${deliveryDayLabel(o.diaEntrega!)})`).join(', ');
  return `${early.length} pedidos son para otro día: ${which}. ¿Marcarlos ${asVerb(to)}s hoy?`;
}

/** The server's refusal of an early move that was not confirmed. */
export const earlyMoveRefusal = (texto: string, to: OrderState) => `${texto}: confirma para marcarlo ${asVerb(to)} antes de su día.`;


export const adminOrderListInputSchema = z
  .object({
    pagina: z.number().int().min(1).max(100_000).default(1),
    porPagina: z.number().int().min(10).max(100).default(25),
    /** A state, or the orders the shop cancelled itself for staying unpaid. */
    estado: z.enum(ORDER_LIST_FILTERS).optional(),
    desde: isoDateSchema.optional(),
    hasta: isoDateSchema.optional(),
    /** The orders to deliver on this day (issue 14). */
    entrega: isoDateSchema.optional(),
    /** Order number, name, e-mail or phone. */
    q: text(100).optional(),
    orden: z.enum(['creado', 'total', 'id']).default('creado'),
    sentido: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type AdminOrderListInput = z.input<typeof adminOrderListInputSchema>;

export const orderIdInputSchema = z.object({ id: z.number().int().positive() }).strict();

export const moveOrdersInputSchema = z
  .object({
    ids: z.array(z.number().int().positive()).min(1, 'Elige al menos un pedido.').max(100, 'Como máximo 100 pedidos a la vez.'),
    estado: z.enum(['preparando', 'enviado', 'entregado', 'cancelado']),
    /** The staff member confirmed an unusual move (sent or delivered before the delivery day: `earlyMove`). */
    confirmar: z.boolean().optional(),
  })
  .strict();
export type MoveOrdersInput = z.infer<typeof moveOrdersInputSchema>;

/** «Deshacer» / «Regresar a …»: orders set back one state (`ORDER_BACK`), as a correction. */
export const revertOrdersInputSchema = z
  .object({
    ids: z.array(z.number().int().positive()).min(1, 'Elige al menos un pedido.').max(100, 'Como máximo 100 pedidos a la vez.'),
    /**
     * The state the page saw the orders in: an order someone moved meanwhile (or a second click on
     * «Deshacer») is not set back twice.
     */
    desde: z.enum(['preparando', 'enviado', 'entregado']),
  })
  .strict();
export type RevertOrdersInput = z.infer<typeof revertOrdersInputSchema>;

export const pickListInputSchema = z.object({ dia: isoDateSchema }).strict();
/** `GET /admin/exportar/pedidos.csv?desde=…&hasta=…` */
export const exportOrdersQuerySchema = z.object({ desde: isoDateSchema, hasta: isoDateSchema }).strict();
export type PickListInput = z.infer<typeof pickListInputSchema>;

/** «Qué comprar» (issue 34): the coming days' demand by product, from `desde` (the shop's today when absent) for `dias` days. */
export const demandInputSchema = z
  .object({
    desde: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha va como AAAA-MM-DD.').optional(),
    dias: z.number().int().min(1, 'De 1 a 14 días.').max(14, 'De 1 a 14 días.').default(3),
  })
  .strict();
export type DemandInput = z.input<typeof demandInputSchema>;
