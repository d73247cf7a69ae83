import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson } from '../lib/cached-json';

/**
 * Sends a pre-serialized list: 304 when the client already has it, otherwise the smallest
 * encoding the client accepts. Browsers revalidate on every load (no-cache) so new prices show at once.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedJson<unknown>) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === cached.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const accept = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(cached.br);
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(cached.gzip);
  return reply.send(cached.body);
}
