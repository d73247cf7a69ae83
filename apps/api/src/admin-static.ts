import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheBody } from './lib/cached-json';
import { sendShell as sendCachedShell } from './lib/send-shell';

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
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => sendCachedShell(request, reply, shell);
  app.get('/admin', { compress: false }, sendShell);
  return { sendShell };
}
