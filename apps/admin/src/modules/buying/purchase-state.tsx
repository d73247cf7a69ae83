import { PURCHASE_STATE_LABELS, type PurchaseState } from '@huerta/contracts/rules';
import './buying.css';

/** A purchase order's state as a coloured badge («Borrador», «Enviada»…). */
export function PurchaseStateBadge({ estado }: { estado: string }) {
  return <span className={`state state-${estado}`}>{PURCHASE_STATE_LABELS[estado as PurchaseState] ?? estado}</span>;
}

/** «$1,234.50» typed in a form (pesos) to centavos; null while it does not read as an amount. */
export function pesosToCentavos(typed: string): number | null {
  const n = Number(typed.replace(/[$,\s]/g, ''));
  return typed.trim() !== '' && Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** A pack's quantity as typed: kilos for what is bought in grams, pieces otherwise; to lot units. */
export function packToLotUnits(typed: string, unidad: 'g' | 'pza'): number | null {
  const n = Number(typed.replace(',', '.'));
  if (typed.trim() === '' || !Number.isFinite(n)) return null;
  return unidad === 'g' ? Math.round(n * 1000) : n;
}
export const packFromLotUnits = (cantidad: number, unidad: 'g' | 'pza') => String(unidad === 'g' ? cantidad / 1000 : cantidad);
