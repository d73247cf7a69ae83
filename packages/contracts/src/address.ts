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

/** «Av. Reforma 123, Zona Centro, C.P. 22800. Referencias: portón verde». */
export function joinAddress(p: AddressParts): string {
  const line = [p.calle.trim(), p.colonia.trim(), p.codigo_postal.trim() ? `C.P. ${p.codigo_postal.trim()}` : ''].filter(Boolean).join(', ');
  const refs = p.referencias.trim();
  return refs ? `${line}. Referencias: ${refs}` : line;
}

export const ADDRESS_MESSAGES = {
  calle: 'Escribe la calle y el número.',
  colonia: 'Escribe la colonia.',
  codigo_postal: 'El código postal tiene 5 dígitos.',
  incomplete: 'Para la dirección escribe calle y número, colonia y código postal.',
} as const;
