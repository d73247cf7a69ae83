import { TRPCClientError } from '@trpc/client';

/** True when the server answered (a Spanish message we can show); false for network/parse failures. */
export const isServerError = (err: unknown): err is TRPCClientError<never> =>
  err instanceof TRPCClientError && err.data != null;

export const OFFLINE_MESSAGE = 'Sin conexión a internet. Revisa tu conexión e intenta de nuevo.';
export const TIMEOUT_MESSAGE = 'La tienda tardó demasiado en responder. Revisa tu conexión e intenta de nuevo.';

/**
 * The server's Spanish message; without an answer, why (offline, or no answer in time — the request
 * was given up, see lib/trpc.ts), else `fallback`.
 */
export const errorMessage = (err: unknown, fallback: string): string => {
  if (isServerError(err) && err.message) return err.message;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return OFFLINE_MESSAGE;
  if ((err as { cause?: { name?: string } } | null)?.cause?.name === 'TimeoutError') return TIMEOUT_MESSAGE;
  return fallback;
};
