import type { inferRouterOutputs } from '@trpc/server';
import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { AdminRouter } from '@huerta/api/admin-router';

/** The typed client of the admin API; the session travels in its httpOnly cookie (same origin). */
export const trpc = createTRPCReact<AdminRouter>();

export const createTrpcClient = () =>
  trpc.createClient({
    links: [httpBatchLink({ url: '/admin/trpc', fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin', signal: AbortSignal.timeout(20_000) }) })],
  });

/** The Spanish message of a failed call. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Ocurrió un error inesperado.');

/** What each admin procedure answers, e.g. `Outputs['articles']['list']` (a table's row type). */
export type Outputs = inferRouterOutputs<AdminRouter>;
