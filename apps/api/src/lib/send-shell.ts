import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './cached-json';

/**
 * An app's HTML page, compressed once at start: revalidated on every load (`no-cache` + ETag, so a deploy
 * is picked up at once), brotli or gzip as the browser accepts. `status` other than 200 skips the 304.
 */
export function sendShell(request: FastifyRequest, reply: FastifyReply, shell: CachedBody, status = 200) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (status !== 200) reply.code(status);
  else if (request.headers['if-none-match'] === shell.etag) return reply.code(304).send();
  else reply.header('etag', shell.etag);
  const accept = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(shell.br);
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(shell.gzip);
  return reply.send(shell.body);
}
