import type { FastifyInstance } from 'fastify';
import { audienceOf, REST_LISTS, type CatalogLane } from './catalog-lane';
import type { Services } from '../../services';
import { publicConfig } from '../delivery';

/** GET lists of the documented contract; failures answer `{ success: false, data: [], response }`. */
export function catalogRoutes(app: FastifyInstance, services: Services, lane: CatalogLane) {
  const { catalog } = services;
  // The lane answers these from memory before routing; a route runs when the list must be read from the
  // database first (a read error goes to the error handler's list envelope).
  for (const [path, key] of Object.entries(REST_LISTS)) {
    app.get(path, { config: { envelope: 'list' } }, async (req, reply) => {
      // A business's people see their price list's products (modules/catalog/buyer-list.ts).
      const lista = key === 'products' ? await services.buyerList.of(req.headers.authorization) : null;
      const body = await catalog.load(key, lista);
      reply.hijack();
      lane.write(req.raw, reply.raw, body, audienceOf(key === 'products', lista));
    });
  }

  app.get('/api/config', async () => ({ success: true, data: await publicConfig(services.config, catalog) }));

  app.get('/api/health', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await services.database.ping();
    } catch {
      // The documented outage answer: load balancers take the process out until the database is back.
      return reply.code(503).send({ status: 'error', db: 'error' });
    }
    return { status: 'ok', db: 'ok' };
  });
}
