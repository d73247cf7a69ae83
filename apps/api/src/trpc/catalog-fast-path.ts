import type { FastifyInstance } from 'fastify';
import type { CachedJson } from '../lib/cached-json';
import type { CatalogService } from '../services/catalog';

/** Catalogue queries without input, answered from the catalogue's pre-serialized JSON. */
const LISTS: Record<string, (c: CatalogService) => CachedJson<unknown>> = {
  'catalog.products': (c) => c.products(),
  'catalog.promotions': (c) => c.promotions(),
  'catalog.categories': (c) => c.categories(),
  'catalog.articles': (c) => c.articles(),
  'catalog.slides': (c) => c.slides(),
};

// What the tRPC client sends for input-less queries: nothing, `{}`, or `{"0":{},"1":{}…}` when batched.
const EMPTY_INPUT = /^\{("\d+":\{\})?(,"\d+":\{\})*\}$/;

/**
 * The storefront's start queries go through tRPC, whose handler would re-serialize the same catalogue
 * on every request. For exactly these input-less list queries we answer with tRPC's own response
 * shape (`{ result: { data } }`, an array when batched) built from the cached JSON. Anything else —
 * other procedures, any input — falls through to the real tRPC handler.
 */
export function registerCatalogFastPath(app: FastifyInstance, catalog: CatalogService) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !req.url.startsWith('/trpc/catalog.')) return;
    const [path = '', query = ''] = req.url.slice('/trpc/'.length).split('?');
    const procedures = path.split(',');
    if (!procedures.every((p) => p in LISTS)) return;
    const params = new URLSearchParams(query);
    const batch = params.get('batch') === '1';
    const input = params.get('input');
    if ((input !== null && !EMPTY_INPUT.test(input)) || (!batch && procedures.length !== 1)) return;
    const parts = procedures.map((p) => `{"result":{"data":${LISTS[p]!(catalog).dataJson}}}`);
    reply.header('content-type', 'application/json').header('cache-control', 'no-cache');
    return reply.send(batch ? `[${parts.join(',')}]` : parts[0]);
  });
}
