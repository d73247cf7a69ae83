import type { MoveOrdersInput } from '@huerta/contracts';

/** The workflow's buttons, in the order staff press them. */
export const MOVES: { estado: MoveOrdersInput['estado']; label: string }[] = [
  { estado: 'preparando', label: 'En preparación' },
  { estado: 'enviado', label: 'Enviado' },
  { estado: 'entregado', label: 'Entregado' },
  { estado: 'cancelado', label: 'Cancelar' },
];

/** Cancelling cannot be undone and refunds paid orders: it asks first. Other moves go straight through. */
export function confirmMove(estado: MoveOrdersInput['estado'], ids: number[]) {
  if (estado !== 'cancelado') return true;
  const which = ids.length === 1 ? `el pedido #${ids[0]}` : `${ids.length} pedidos`;
  return window.confirm(`¿Cancelar ${which}? No se puede deshacer; los pedidos pagados se reembolsan al cliente.`);
}

/** What a move answered, as one line for the staff member. */
export function moveSummary(result: { movidos: number[]; rechazados: { id: number; motivo: string }[]; avisos: { id: number; aviso: string }[] }) {
  const done = result.movidos.length === 1 ? '1 pedido actualizado.' : `${result.movidos.length} pedidos actualizados.`;
  const more = [...result.rechazados.map((r) => `#${r.id}: ${r.motivo}`), ...result.avisos.map((a) => `#${a.id}: ${a.aviso}`)].join(' ');
  return more ? `${done} ${more}` : done;
}
