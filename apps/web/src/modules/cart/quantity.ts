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
