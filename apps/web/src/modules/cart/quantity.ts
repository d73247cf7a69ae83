import { t } from '../../i18n/i18n';

/** The server's limit per line (DECISIONS.md: whole numbers, 1–999). */
export const MAX_ITEMS = 999;

export interface ReadQuantity {
  items: number;
  /** What was corrected, said next to the field and announced; null when the value was taken as typed. */
  note: string | null;
}

/**
 * Reads a typed quantity. While typing (`final` false) a value below 1 is left alone, since it may be
 * the start of a longer number ("0" before "05") or a field being cleared; on leaving the field it
 * becomes 1. An empty or unreadable field is null: the cart keeps what it had.
 */
export function readQuantity(raw: string, final = false): ReadQuantity | null {
  const n = Number(raw);
  if (raw.trim() === '' || Number.isNaN(n)) return null;
  if (n > MAX_ITEMS) return { items: MAX_ITEMS, note: t('El máximo por producto es {max}.', { max: MAX_ITEMS }) };
  if (n < 1) return final ? { items: 1, note: t('La cantidad mínima es 1.') } : null;
  const items = Math.floor(n);
  return { items, note: items === n ? null : t('Usamos {n}: solo cantidades enteras.', { n: items }) };
}

/** A product sold by weight in steps: the step's grams and the fewest steps a line may have. */
export interface KiloSteps {
  gramos: number;
  minimo: number;
}

/** «0.75» kilos from steps: the number the kilo field shows (no unit; the field says «kg»). */
export const kilosOf = (items: number, steps: KiloSteps): string => String(Number(((items * steps.gramos) / 1000).toFixed(3)));

/**
 * Reads kilos typed into the field of a product sold in steps: snapped to the nearest step (said when it
 * moved), at least the minimum once the field is left, at most the server's limit of steps.
 */
export function readKilos(raw: string, steps: KiloSteps, final = false): ReadQuantity | null {
  const n = Number(raw.replace(',', '.'));
  if (raw.trim() === '' || Number.isNaN(n)) return null;
  const items = Math.min(MAX_ITEMS, Math.round((n * 1000) / steps.gramos));
  if (items < steps.minimo) return final ? { items: steps.minimo, note: t('El mínimo es {kg} kg.', { kg: kilosOf(steps.minimo, steps) }) } : null;
  const exact = Math.abs(items * steps.gramos - n * 1000) < 0.5;
  return { items, note: exact ? null : t('Se vende en pasos de {paso} kg: usamos {kg} kg.', { paso: kilosOf(1, steps), kg: kilosOf(items, steps) }) };
}
