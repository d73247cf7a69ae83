import type { FastifyInstance } from 'fastify';
import { REST_LISTS, type CatalogLane } from '../catalog-lane';
import type { Services } from '../services';
import { publicConfig } from '../services/public-config';

/** GET lists of the documented contract; failures answer `{ success: false, data: [], response }`. */
export function catalogRoutes(app: FastifyInstance, services: Services, lane: CatalogLane) {
  const { catalog } = services;
  // The lane answers these before routing; a route runs when the catalogue could not be read there,
  // so the read below throws into the error handler's list envelope — or, read after all, is sent.
  for (const [path, list] of Object.entries(REST_LISTS)) {
    app.get(path, { config: { envelope: 'list' } }, (req, reply) => {
      const body = list(catalog);
      reply.hijack();
      lane.write(req.raw, reply.raw, body);
    });
  }

  app.get('/api/config', async () => ({ success: true, data: publicConfig(services.config) }));

  app.get('/api/health', async (_req, reply) => {
    services.sqlite.prepare('select 1').get();
    reply.header('cache-control', 'no-store');
    return { status: 'ok', db: 'ok' };
  });
}
