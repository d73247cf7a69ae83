import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namedShell, sendShell as sendCachedShell } from './platform/http/send-shell';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The back office's build (apps/admin) at /admin: hashed assets forever, and its one page for
 * /admin and every deep link under it (/admin/pedidos/12). Null when it was not built.
 */
export async function registerAdminStatic(app: FastifyInstance, root: string, storeName: () => Promise<string>) {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return null;
  const shell = namedShell(readFileSync(indexFile, 'utf8'));
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header('cache-control', IMMUTABLE),
  });
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => sendCachedShell(request, reply, shell(await storeName()));
  app.get('/admin', { compress: false }, sendShell);
  return { sendShell };
}
