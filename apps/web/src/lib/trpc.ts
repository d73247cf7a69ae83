import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { AppRouter } from '@huerta/api/router';
import { getToken } from './storage';

/** The typed client: the web knows the API only through `type AppRouter`. */
export const trpc = createTRPCReact<AppRouter>();

/** A request that has not been answered by then is given up, with a message, instead of spinning for minutes. */
export const REQUEST_TIMEOUT_MS = 20_000;

export const withTimeout =
  (fetchImpl: typeof fetch, ms: number): typeof fetch =>
  (input, init) => {
    const timeout = AbortSignal.timeout(ms);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetchImpl(input, { ...init, signal });
  };

export const fetchWithTimeout = withTimeout((input, init) => fetch(input, init), REQUEST_TIMEOUT_MS);

export const createTrpcClient = () =>
  trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: fetchWithTimeout,
        headers() {
          const token = getToken();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
