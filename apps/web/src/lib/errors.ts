import { TRPCClientError } from '@trpc/client';
import { currentLocale, msg, t } from '../i18n/i18n';

/** True when the server answered (a Spanish message we can show); false for network/parse failures. */
export const isServerError = (err: unknown): err is TRPCClientError<never> =>
  err instanceof TRPCClientError && err.data != null;

/** Message ids: show them with `t(OFFLINE_MESSAGE)` (errorMessage does). */
export const OFFLINE_MESSAGE = msg('Sin conexión a internet. Revisa tu conexión e intenta de nuevo.');
export const TIMEOUT_MESSAGE = msg('La tienda tardó demasiado en responder. Revisa tu conexión e intenta de nuevo.');

/** `shown`, what t() gave for `spanish`, is in the page's language (always true in Spanish). */
const hasWords = (spanish: string, shown: string) => currentLocale() === 'es' || shown !== spanish;

/** One part of where a server message points: «Teléfono», «producto 2», «cantidad» (labels are ids). */
function placeOf(part: string): string | null {
  const line = /^producto (\d+)$/.exec(part);
  if (line) return t('producto {n}', { n: Number(line[1]) });
  if (/^[A-Z\d]+$/.test(part)) return part; // RFC, CVC: the same in every language
  const label = t(part);
  if (hasWords(part, label)) return label;
  // Inside a line the server writes the field's label in lower case («Carrito, producto 2, cantidad»).
  const upper = part.charAt(0).toUpperCase() + part.slice(1);
  const shown = t(upper);
  return shown !== upper ? shown.charAt(0).toLowerCase() + shown.slice(1) : null;
}

/**
 * A message of the server (or of the shared zod schemas) in the page's language: the Spanish text is the
 * catalogue's id (en/errors.json), and one without an entry (a message with names or numbers in it) shows
 * as it came. A validation message naming its field («Teléfono: Escribe un teléfono…», the API's
 * describeZodError) is said as its two parts when both have their English.
 */
export function serverText(message: string): string {
  const whole = t(message);
  if (hasWords(message, whole)) return whole;
  const named = /^([^:]{1,80}): (.+)$/s.exec(message);
  if (!named) return message;
  const what = t(named[2]!);
  const where = named[1]!.split(', ').map(placeOf);
  if (what === named[2] || where.some((p) => p === null)) return message;
  return t('{campo}: {mensaje}', { campo: where.join(', '), mensaje: what });
}

/**
 * The server's message in the page's language; without an answer, why (offline, or no answer in time —
 * the request was given up, see lib/trpc.ts), else `fallback` (a Spanish id, or a text already given to t()).
 */
export const errorMessage = (err: unknown, fallback: string): string => {
  if (isServerError(err) && err.message) return serverText(err.message);
  if (typeof navigator !== 'undefined' && !navigator.onLine) return t(OFFLINE_MESSAGE);
  if ((err as { cause?: { name?: string } } | null)?.cause?.name === 'TimeoutError') return t(TIMEOUT_MESSAGE);
  return t(fallback);
};
