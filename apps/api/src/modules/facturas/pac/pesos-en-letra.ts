/**
 * An amount in words as Mexican invoices print it under the total: «MIL DOSCIENTOS TREINTA Y CUATRO PESOS
 * 56/100 M.N.». «UN» before pesos and thousands (VEINTIUN MIL, not VEINTIUNO MIL), «DE PESOS» after whole
 * millions (UN MILLÓN DE PESOS), as the RAE's rules for cardinals ask.
 */

const UNITS = ['', 'UN', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE', 'DIEZ', 'ONCE', 'DOCE', 'TRECE', 'CATORCE', 'QUINCE', 'DIECISÉIS', 'DIECISIETE', 'DIECIOCHO', 'DIECINUEVE', 'VEINTE', 'VEINTIUN', 'VEINTIDÓS', 'VEINTITRÉS', 'VEINTICUATRO', 'VEINTICINCO', 'VEINTISÉIS', 'VEINTISIETE', 'VEINTIOCHO', 'VEINTINUEVE'];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = ['', 'CIENTO', 'DOSCIENTOS', 'TRESCIENTOS', 'CUATROCIENTOS', 'QUINIENTOS', 'SEISCIENTOS', 'SETECIENTOS', 'OCHOCIENTOS', 'NOVECIENTOS'];

/** 1–999 in words (apocopated «UN»). */
function upTo999(n: number): string {
  if (n === 100) return 'CIEN';
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (h > 0) parts.push(HUNDREDS[h]!);
  if (rest > 0 && rest < 30) parts.push(UNITS[rest]!);
  else if (rest >= 30) parts.push(rest % 10 === 0 ? TENS[rest / 10]! : `${TENS[Math.floor(rest / 10)]} Y ${UNITS[rest % 10]}`);
  return parts.join(' ');
}

/** A whole number of pesos in words, up to 999 999 999 999. */
export function numeroEnLetra(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > 999_999_999_999) throw new RangeError(`Cantidad fuera de rango: ${n}`);
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const units = n % 1000;
  const parts: string[] = [];
  if (millions > 0) parts.push(millions === 1 ? 'UN MILLÓN' : `${thousandsEnLetra(millions)} MILLONES`);
  if (thousands > 0) parts.push(thousands === 1 ? 'MIL' : `${upTo999(thousands)} MIL`);
  if (units > 0) parts.push(upTo999(units));
  return parts.join(' ');
}

/** 1–999 999 (the count of millions). */
const thousandsEnLetra = (n: number): string => {
  const t = Math.floor(n / 1000);
  const u = n % 1000;
  return [t === 0 ? '' : t === 1 ? 'MIL' : `${upTo999(t)} MIL`, u === 0 ? '' : upTo999(u)].filter(Boolean).join(' ');
};

/** «(… PESOS xx/100 M.N.)» for an amount in centavos. */
export function pesosEnLetra(centavos: number): string {
  const pesos = Math.floor(centavos / 100);
  const cts = String(centavos % 100).padStart(2, '0');
  const words = numeroEnLetra(pesos);
  const unit = pesos === 1 ? 'PESO' : pesos >= 1_000_000 && pesos % 1_000_000 === 0 ? 'DE PESOS' : 'PESOS';
  return `(${words} ${unit} ${cts}/100 M.N.)`;
}
