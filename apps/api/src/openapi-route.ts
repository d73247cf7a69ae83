import { buildOpenApiDocument } from '@huerta/contracts';
import type { FastifyInstance } from 'fastify';

/** GET /api/openapi.json: the REST contract as OpenAPI 3.1, built once when the route is registered. */
export function openapiRoutes(app: FastifyInstance) {
  const body = JSON.stringify(buildOpenApiDocument());
  app.get('/api/openapi.json', (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(body);
  });
}
