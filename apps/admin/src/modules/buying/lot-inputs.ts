import { costCentavosSchema, lotQuantitySchema, toCentavos, type LotUnit } from '@huerta/contracts';

// What the dock types, read the way the server checks it (contracts' lotQuantitySchema, costCentavosSchema):
// a refusal reads the same whichever side says it.

/** Kilos («6.5», «6,5», «6.5 kg») for a product by weight, whole pieces otherwise: lot units, or why not. */
export function typedQuantity(typed: string, unit: LotUnit): { cantidad: number } | { problema: string } {
  const text = typed.trim().replace(/\s*(kg|pzas?|piezas?)$/i, '').replace(',', '.');
  const n = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(n)) return { problema: unit === 'g' ? 'Escribe los kilos que llegaron, por ejemplo 12.5.' : 'Escribe las piezas que llegaron, por ejemplo 24.' };
  if (unit === 'pza' && !Number.isInteger(n)) return { problema: 'Las piezas van enteras.' };
  const checked = lotQuantitySchema.safeParse(unit === 'g' ? Math.round(n * 1000) : n);
  return checked.success ? { cantidad: checked.data } : { problema: checked.error.issues[0]!.message };
}

/** Pesos («210», «210.50», «$1,250») as centavos, or why not. */
export function typedCost(typed: string): { centavos: number } | { problema: string } {
  const text = typed.trim().replace(/[$\s]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  const n = text === '' ? Number.NaN : Number(text.replace(',', '.'));
  if (!Number.isFinite(n)) return { problema: 'Escribe el costo en pesos, por ejemplo 210.50.' };
  const checked = costCentavosSchema.safeParse(toCentavos(n));
  return checked.success ? { centavos: checked.data } : { problema: checked.error.issues[0]!.message };
}

/** A new idempotency key for one capture: the same key twice (a double tap, a retry) records once. */
// getRandomValues, not randomUUID: the back office may be opened over plain http on the shop's network.
export const newEntryKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** «kg» or «pzas»: what a quantity field of this unit takes. */
export const unitWord = (unit: LotUnit) => (unit === 'g' ? 'kg' : 'pzas');
