import type { CartLine, IvaRow } from '@huerta/contracts';
import { ivaBreakdown, toCentavos } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { money } from '../../i18n/format';
import { lineCentavos } from '../../lib/money';
import { useCatalogue } from '../catalog/use-catalogue';

/**
 * What a total includes of IVA, for the shopper: one row per rate above 0 («IVA 16 % incluido $23.43»), or,
 * when everything is food at 0 %, one row saying so. The same rule the server's order gives (contracts/iva.ts).
 * In the page's language: called while rendering.
 */
export function ivaDisplayRows(rows: readonly IvaRow[]): { label: string; value: string }[] {
  const taxed = rows.filter((r) => r.tasa > 0);
  if (taxed.length === 0) return [{ label: t('IVA incluido'), value: t('Tasa 0 % (alimentos)') }];
  return taxed.map((r) => ({ label: t('IVA {tasa} % incluido', { tasa: r.tasa }), value: money(r.iva) }));
}

/** An order's `impuestos` (pesos) as rows in centavos. */
export const orderIvaRows = (impuestos: readonly { tasa: number; base: number; iva: number }[]): IvaRow[] =>
  impuestos.map((r) => ({ tasa: r.tasa, base: toCentavos(r.base), iva: toCentavos(r.iva) }));

/**
 * The cart's breakdown: each line at its product's rate — from the line, or from the live catalogue for a
 * line kept from before rates were listed (unknown: 0).
 */
export function useCartIva(lines: readonly CartLine[], envio: number): IvaRow[] {
  const { products } = useCatalogue();
  const rateOf = new Map(products?.map((p) => [p.id, p.tasa_iva ?? 0]));
  return ivaBreakdown(
    lines.map((l) => ({ totalCentavos: lineCentavos(l), tasaIva: l.tasa_iva ?? rateOf.get(l.id) ?? 0 })),
    envio,
  );
}
