import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Services } from '../services';

/** Per-request context: the shared services plus what identifies the caller. */
export function createContextFactory(services: Services) {
  return ({ req }: CreateFastifyContextOptions) => ({
    services,
    authorization: req.headers.authorization,
    ip: req.ip,
  });
}

export type Context = ReturnType<ReturnType<typeof createContextFactory>>;
