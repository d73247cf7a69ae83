import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { AppRouter } from '@huerta/api/router';
import { currentLocale } from '../i18n/i18n';
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
        // The shell preloads the start batch anonymously, and a browser may hand that response to the same
        // URL fetched with a session: a signed-in call's URL says so, to be its own (a business's prices).
        fetch: (url, init) => fetchWithTimeout(getToken() ? `${String(url)}&sesion=1` : url, init),
        // The page's language goes with every call: the server writes the shopper's e-mails in it.
        headers() {
          const token = getToken();
          return { 'x-idioma': currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
        },
      }),
    ],
  });
