import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { publicConfig } from '../services/public-config';
import { sendCached } from './send-cached';

/** GET lists of the documented contract; failures answer `{ success: false, data: [], response }`. */
export function catalogRoutes(app: FastifyInstance, services: Services) {
  const { catalog } = services;
  // Pre-compressed bodies: the generic compression plugin must not touch them again.
  const list = { config: { envelope: 'list' as const }, compress: false as const };

  app.get('/api/productos', list, (req, reply) => sendCached(req, reply, catalog.products()));
  app.get('/api/promocionesActive', list, (req, reply) => sendCached(req, reply, catalog.promotions()));
  app.get('/api/categorias', list, (req, reply) => sendCached(req, reply, catalog.categories()));
  app.get('/api/articulos-blog', list, (req, reply) => sendCached(req, reply, catalog.articles()));
  app.get('/api/carouselActive', list, (req, reply) => sendCached(req, reply, catalog.slides()));

  app.get('/api/config', async () => ({ success: true, data: publicConfig(services.config) }));

  app.get('/api/health', async (_req, reply) => {
    services.sqlite.prepare('select 1').get();
    reply.header('cache-control', 'no-store');
    return { status: 'ok', db: 'ok' };
  });
}
