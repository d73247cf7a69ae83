import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { AppRouter } from '@huerta/api/router';
import { getToken } from './storage';

/** The typed client: the web knows the API only through `type AppRouter`. */
export const trpc = createTRPCReact<AppRouter>();

export const createTrpcClient = () =>
  trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        headers() {
          const token = getToken();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
