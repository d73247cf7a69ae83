import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the Vite build: hashed files under /assets forever (their name changes with their content),
 * everything else revalidated; pre-compressed .br/.gz siblings are used when the browser accepts them.
 * Returns false when there is no build (API-only tests).
 */
export async function registerWebStatic(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    // v10 passes the Fastify reply (not the raw response).
    setHeaders(reply: FastifyReply, path: string) {
      if (path.includes('/assets/')) reply.header('cache-control', IMMUTABLE);
      else if (path.includes('/img/')) reply.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400');
      else reply.header('cache-control', 'no-cache');
    },
  });
  return true;
}
