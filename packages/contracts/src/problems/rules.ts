/**
 * «Reportar un problema» (issue 47, part 3): what a shopper may report about a delivered order, and the
 * limits the server keeps. Zod-free: the storefront and the back office read the labels and limits.
 */

/** What was wrong with a line. */
export const PROBLEM_KINDS = ['danado', 'falto', 'no_era', 'calidad'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];
export const PROBLEM_KIND_LABELS: Record<ProblemKind, string> = {
  danado: 'Dañado',
  falto: 'Faltó',
  no_era: 'No era lo que pedí',
  calidad: 'Calidad',
};

/** How the owner settles a report (or declines it). */
export const PROBLEM_DECISIONS = ['reembolso', 'saldo', 'reponer', 'rechazado'] as const;
export type ProblemDecision = (typeof PROBLEM_DECISIONS)[number];
export const PROBLEM_DECISION_LABELS: Record<ProblemDecision, string> = {
  reembolso: 'Reembolso',
  saldo: 'Saldo a favor',
  reponer: 'Reponer en el próximo pedido',
  rechazado: 'Rechazar',
};

/** A report is `abierto` until the owner decides; then its state is the decision. */
export type ProblemState = 'abierto' | ProblemDecision;
/** The report's state as its shopper reads it on the order. */
export const PROBLEM_STATE_LABELS: Record<ProblemState, string> = {
  abierto: 'En revisión',
  reembolso: 'Reembolsado',
  saldo: 'Abonado a tu saldo a favor',
  reponer: 'Lo reponemos en tu próximo pedido',
  rechazado: 'No procede',
};

/** Hours after the order's delivery during which a problem can be reported. */
export const PROBLEM_WINDOW_HOURS = 48;
/** Per customer (account, or e-mail for a guest): at most this many reports in PROBLEM_LIMIT_DAYS days. */
export const PROBLEM_REPORTS_PER_CUSTOMER = 3;
export const PROBLEM_LIMIT_DAYS = 30;
/** The photo of a line: one per line, at most this many bytes, JPEG / PNG / WebP (what the bytes are). */
export const PROBLEM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROBLEM_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The stored photo's longest side (px): enough to see a bruise, small enough to keep. */
export const PROBLEM_PHOTO_SIDE = 1280;

/** What a line may be reported for: grams for a line sold by weight (`peso`), pieces otherwise. */
export interface ReportableLine {
  items: number;
  ventaModo: string | null;
  gramosPorItem: number | null;
  gramosPesados: number | null;
  totalLineaCentavos: number;
  totalFinalCentavos: number | null;
}

/** The unit a line is reported in, and how much of it was packed and paid. */
export function reportableOf(line: ReportableLine): { unidad: 'g' | 'pza'; maximo: number; pagadoCentavos: number } {
  const pagadoCentavos = line.totalFinalCentavos ?? line.totalLineaCentavos;
  if (line.ventaModo === 'peso') return { unidad: 'g', maximo: line.gramosPesados ?? line.items * (line.gramosPorItem ?? 0), pagadoCentavos };
  return { unidad: 'pza', maximo: line.items, pagadoCentavos };
}

/**
 * The amount claimed for `cantidad` of a line: its share of what was paid for the line (the weighed final
 * price when weighed), rounded down to the centavo — never more than the line's paid amount.
 */
export function claimedCentavos(line: ReportableLine, cantidad: number): number {
  const { maximo, pagadoCentavos } = reportableOf(line);
  if (maximo <= 0 || cantidad <= 0) return 0;
  return Math.floor((pagadoCentavos * Math.min(cantidad, maximo)) / maximo);
}
