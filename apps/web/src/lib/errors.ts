import { TRPCClientError } from '@trpc/client';

/** True when the server answered (a Spanish message we can show); false for network/parse failures. */
export const isServerError = (err: unknown): err is TRPCClientError<never> =>
  err instanceof TRPCClientError && err.data != null;

/** The server's Spanish message, or `fallback` when the request never got an answer. */
export const errorMessage = (err: unknown, fallback: string): string =>
  isServerError(err) && err.message ? err.message : fallback;
