import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheBody } from './lib/cached-json';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The back office's build (apps/admin) at /admin: hashed assets forever, and its one page for
 * /admin and every deep link under it (/admin/pedidos/12). Null when it was not built.
 */
export async function registerAdminStatic(app: FastifyInstance, root: string, storeName: string) {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8').replaceAll('%STORE_NAME%', storeName.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`));
  const shell = cacheBody(Buffer.from(html));
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header('cache-control', IMMUTABLE),
  });
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === shell.etag) return reply.code(304).send();
    reply.header('etag', shell.etag);
    const accept = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(shell.br);
    if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(shell.gzip);
    return reply.send(shell.body);
  };
  app.get('/admin', { compress: false }, sendShell);
  return { sendShell };
}
