/**
 * A delivery address in the parts a driver needs — calle y número, colonia, código postal and how to find
 * the door — and the one line the REST contract's `direccion` has always been, joined from them (zod-free:
 * the forms show the joined line too).
 */
export interface AddressParts {
  calle: string;
  colonia: string;
  codigo_postal: string;
  /** «Portón verde, junto a la farmacia»: optional. */
  referencias: string;
}

/** «Av. Reforma 123, Zona Centro, C.P. 22800»: where to go, each part once, the postal code as `cp` words it. */
const streetLine = (parts: readonly (string | null)[], cp: string | null, cpLabel: (cp: string) => string) =>
  [...parts, cp ? cpLabel(cp) : null].filter(Boolean).join(', ');

const spanishCp = (cp: string) => `C.P. ${cp}`;

/** «Av. Reforma 123, Zona Centro, C.P. 22800. Referencias: portón verde». */
export function joinAddress(p: AddressParts): string {
  const line = streetLine([p.calle.trim(), p.colonia.trim()], p.codigo_postal.trim() || null, spanishCp);
  const refs = p.referencias.trim();
  return refs ? `${line}. Referencias: ${refs}` : line;
}

/**
 * An address as an order (or account) stores it: `direccion`, the joined line — which already holds the
 * postal code and the references when it was sent in parts — and the parts themselves (null on an older
 * one-line address, whose postal code may have come apart).
 */
export interface StoredAddress {
  direccion: string;
  calle?: string | null;
  colonia?: string | null;
  codigoPostal?: string | null;
  referencias?: string | null;
}

/**
 * The stored address split once for whoever prints it: the street line with its postal code (once: an
 * older line that already says it is not given it again) and the references apart, so that a page or
 * e-mail never appends to the joined line what it already holds.
 */
export function storedAddress(a: StoredAddress, cpLabel: (cp: string) => string = spanishCp): { linea: string; referencias: string | null } {
  const cp = a.codigoPostal?.trim() || null;
  if (a.calle && a.colonia) return { linea: streetLine([a.calle.trim(), a.colonia.trim()], cp, cpLabel), referencias: a.referencias?.trim() || null };
  return { linea: streetLine([a.direccion.trim()], cp && !a.direccion.includes(cp) ? cp : null, cpLabel), referencias: null };
}

export const ADDRESS_MESSAGES = {
  calle: 'Escribe la calle y el número.',
  colonia: 'Escribe la colonia.',
  codigo_postal: 'El código postal tiene 5 dígitos.',
  incomplete: 'Para la dirección escribe calle y número, colonia y código postal.',
} as const;
