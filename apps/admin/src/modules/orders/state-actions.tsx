import { ORDER_STATE_LABELS, canMoveOrder, earlyMoveQuestion, type MoveOrdersInput, type OrderState } from '@huerta/contracts';
import { shopToday } from '../../lib/dates';

/** The workflow's buttons, in the order staff press them. */
export const MOVES: { estado: MoveOrdersInput['estado']; label: string }[] = [
  { estado: 'preparando', label: 'En preparación' },
  { estado: 'enviado', label: 'Enviado' },
  { estado: 'entregado', label: 'Entregado' },
  { estado: 'cancelado', label: 'Cancelar' },
];

/** What the page knows of an order it moves: where it is and the day it is for. */
export type MovingOrder = { id: number; estado: OrderState; diaEntrega: string | null };

/**
 * Asks before what is final or unusual; null when the staff member says no. Cancelling cannot be undone
 * and refunds paid orders. Sending or delivering before the delivery day is probably the wrong order or
 * the wrong button: the question names the day, and the server is told it was confirmed (it refuses such
 * a move otherwise). Every other move goes straight through — «Deshacer» is there for a slip.
 */
export function askMove(estado: MoveOrdersInput['estado'], orders: MovingOrder[]): { confirmar: boolean } | null {
  if (estado === 'cancelado') {
    const which = orders.length === 1 ? `el pedido #${orders[0]!.id}` : `${orders.length} pedidos`;
    return window.confirm(`¿Cancelar ${which}? No se puede deshacer; los pedidos pagados se reembolsan al cliente.`) ? { confirmar: false } : null;
  }
  // Only the orders that can move there: the others are refused with their reason anyway.
  const question = earlyMoveQuestion(orders.filter((o) => canMoveOrder(o.estado, estado)), estado, shopToday());
  if (!question) return { confirmar: false };
  return window.confirm(question) ? { confirmar: true } : null;
}

type MoveResult = { movidos: number[]; rechazados: { id: number; motivo: string }[]; avisos: { id: number; aviso: string }[] };

/** What a move answered, as one line for the staff member. */
export function moveSummary(result: MoveResult) {
  const done = result.movidos.length === 1 ? '1 pedido actualizado.' : `${result.movidos.length} pedidos actualizados.`;
  return withReasons(done, result);
}

/** What a correction answered: «1 pedido regresado a «Enviado».» */
export function revertSummary(result: MoveResult, to: OrderState) {
  const done = `${result.movidos.length === 1 ? '1 pedido regresado' : `${result.movidos.length} pedidos regresados`} a «${ORDER_STATE_LABELS[to]}».`;
  return withReasons(done, result);
}

const withReasons = (done: string, result: MoveResult) => {
  const more = [...result.rechazados.map((r) => `#${r.id}: ${r.motivo}`), ...result.avisos.map((a) => `#${a.id}: ${a.aviso}`)].join(' ');
  return more ? `${done} ${more}` : done;
};
