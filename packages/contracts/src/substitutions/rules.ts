import type { Substitution } from '../orders/states';

/**
 * Substitutions approved by the shopper (issue 47), the zod-free part: a proposal's states, what the
 * checkout choice decides when the shopper does not answer in time, and which products are offered first.
 */

export const SUBSTITUTION_STATES = ['propuesta', 'aceptada', 'rechazada', 'vencida_aceptada', 'vencida_rechazada'] as const;
export type SubstitutionState = (typeof SUBSTITUTION_STATES)[number];

/** What the packer and the shopper read for each state. */
export const SUBSTITUTION_STATE_LABELS: Record<SubstitutionState, string> = {
  propuesta: 'Esperando respuesta',
  aceptada: 'Aceptada por el cliente',
  rechazada: 'Rechazada por el cliente',
  vencida_aceptada: 'Sin respuesta: se aplicó «Sustituir por uno similar»',
  vencida_rechazada: 'Sin respuesta: se aplicó «No sustituir»',
};

/** Accepted (by the shopper or by their choice): the line is packed as the substitute. */
export const substituted = (estado: SubstitutionState) => estado === 'aceptada' || estado === 'vencida_aceptada';

/** Past its time, the line's checkout choice answers: «similar» accepts; «no», «llamar» (nobody called back) or none declines. */
export const timedOutState = (choice: Substitution | null): SubstitutionState => (choice === 'similar' ? 'vencida_aceptada' : 'vencida_rechazada');

/** The packer's «Sin respuesta» text names the choice that was applied. */
export function timedOutLabel(choice: Substitution | null): string {
  if (choice === 'similar') return 'Sin respuesta: se aplicó «Sustituir por uno similar»';
  if (choice === 'llamar') return 'Sin respuesta: se aplicó «Llamarme» (no se sustituyó)';
  return 'Sin respuesta: se aplicó «No sustituir»';
}

/** Minutes the shopper has to answer, by default («Minutos para aprobar una sustitución»). */
export const DEFAULT_SUBSTITUTION_MINUTES = 30;

/**
 * Products to offer for a short line: same category, in stock, not the product itself nor one already in
 * the order, nearest in unit price first (ties: by name). `limit` of them.
 */
export function nearestInPrice<P extends { id: number; categoria_id: number; precio: number; nombre: string }>(
  candidates: readonly P[],
  original: { id: number; categoria_id: number; precio: number },
  exclude: ReadonlySet<number>,
  limit = 6,
): P[] {
  return candidates
    .filter((p) => p.categoria_id === original.categoria_id && p.id !== original.id && !exclude.has(p.id))
    .sort((a, b) => Math.abs(a.precio - original.precio) - Math.abs(b.precio - original.precio) || a.nombre.localeCompare(b.nombre, 'es'))
    .slice(0, limit);
}
