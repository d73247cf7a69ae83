import type { InvoicedLine } from './order-ingreso';

/**
 * A line's SAT keys: the product's own, else the default for how it is sold (placeholder until the catalog
 * module's `satKeysOf` is wired; kept to the unit rule: KGM by weight, H87 by the piece).
 */
export function satKeysOfLine(l: Pick<InvoicedLine, 'claveProdServ' | 'claveUnidad' | 'porPeso'>) {
  const unit = l.claveUnidad ?? (l.porPeso ? 'KGM' : 'H87');
  return { claveProdServ: l.claveProdServ ?? '01010101', claveUnidad: unit, unidad: unit === 'KGM' ? 'Kilogramo' : unit === 'H87' ? 'Pieza' : unit };
}
