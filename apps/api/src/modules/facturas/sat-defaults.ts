import { satKeysOf } from '@huerta/contracts';
import { SAT_UNIDADES } from '../catalog';
import type { InvoicedLine } from './order-ingreso';

/** The SAT's names of the units, for the CFDI's Unidad («Kilogramo», «Pieza»). */
const UNIT_NAMES = new Map(SAT_UNIDADES.map((u) => [u.clave, u.descripcion]));

/** A line's SAT keys: the product's own, else its defaults (catalog's `satKeysOf`: KGM by weight, H87 by the piece). */
export function satKeysOfLine(l: Pick<InvoicedLine, 'claveProdServ' | 'claveUnidad' | 'porPeso' | 'categoriaId'>) {
  const k = satKeysOf({ categoriaId: l.categoriaId, ventaModo: l.porPeso ? 'peso' : null, claveProdServ: l.claveProdServ, claveUnidad: l.claveUnidad });
  return { claveProdServ: k.claveProdServ, claveUnidad: k.claveUnidad, unidad: UNIT_NAMES.get(k.claveUnidad) ?? k.claveUnidad };
}
