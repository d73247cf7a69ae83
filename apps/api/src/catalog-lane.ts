import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheBody, type CachedBody, type CachedJson } from './lib/cached-json';
import type { CatalogService } from './services/catalog';

type List = (c: CatalogService) => CachedJson<unknown>;

/** Each catalogue list: its path in the documented REST contract and its input-less tRPC query. */
const LISTS: { rest: string; trpc: string; read: List }[] = [
  { rest: '/api/productos', trpc: 'catalog.products', read: (c) => c.products() },
  { rest: '/api/promocionesActive', trpc: 'catalog.promotions', read: (c) => c.promotions() },
  { rest: '/api/categorias', trpc: 'catalog.categories', read: (c) => c.categories() },
  { rest: '/api/articulos-blog', trpc: 'catalog.articles', read: (c) => c.articles() },
  { rest: '/api/carouselActive', trpc: 'catalog.slides', read: (c) => c.slides() },
];
export const REST_LISTS: Record<string, List> = Object.fromEntries(LISTS.map((l) => [l.rest, l.read]));
const TRPC_LISTS: Record<string, List> = Object.fromEntries(LISTS.map((l) => [l.trpc, l.read]));

// What the tRPC client sends for input-less queries: nothing, `{}`, or `{"0":{},"1":{}…}` when batched.
const EMPTY_INPUT = /^\{("\d+":\{\})?(,"\d+":\{\})*\}$/;
// Distinct tRPC batches kept ready; the storefront asks for two or three. A client inventing more is
// left to the regular tRPC handler rather than costing memory and a brotli pass per invention.
const MAX_BATCHES = 16;

export interface CatalogLane {
  /** 304 when the client has the body, otherwise the smallest encoding it accepts; no body for HEAD. */
  write(req: IncomingMessage, res: ServerResponse, body: CachedBody): void;
  /** For the raw HTTP server: answers a catalogue GET or HEAD and returns true, or leaves it to Fastify. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * The catalogue is most of the shop's traffic and never changes between requests, so its responses
 * are bytes prepared once with their headers. This lane writes them straight to node:http, before
 * Fastify's routing, request objects and hooks (~40 % of the catalogue's CPU); browsing is never rate
 * limited, so nothing else would run for these requests. Anything unusual — another method, tRPC
 * input, a catalogue read error — is left to the Fastify routes, which answer the same bytes through
 * `write` or the documented error envelope.
 */
export function createCatalogLane(catalog: CatalogService, securityHeaders: Record<string, string>): CatalogLane {
  const common = Object.entries(securityHeaders).flat();
  const heads = new WeakMap<CachedBody, { plain: string[]; gzip: string[]; br: string[]; notModified: string[] }>();
  const headsFor = (body: CachedBody) => {
    let h = heads.get(body);
    if (!h) {
      const base = [...common, 'content-type', 'application/json; charset=utf-8', 'cache-control', 'no-cache', 'vary', 'accept-encoding', 'etag', body.etag];
      h = {
        plain: [...base, 'content-length', String(body.body.length)],
        gzip: [...base, 'content-encoding', 'gzip', 'content-length', String(body.gzip.length)],
        br: [...base, 'content-encoding', 'br', 'content-length', String(body.br.length)],
        // A 304 repeats only what caches update (RFC 9110 §15.4.5); the stored response keeps the rest.
        notModified: ['cache-control', 'no-cache', 'vary', 'accept-encoding', 'etag', body.etag],
      };
      heads.set(body, h);
    }
    return h;
  };

  type Batch = { lists: List[]; batch: boolean; parts: CachedJson<unknown>[]; body: CachedBody };
  const batches = new Map<string, Batch>(); // by procedures and batch flag, at most MAX_BATCHES
  const byUrl = new Map<string, Batch>(); // the exact query seen, so repeats skip parsing it

  /** tRPC's response shape (`{ result: { data } }`, an array when batched) around the cached lists. */
  const render = (parts: CachedJson<unknown>[], batch: boolean) => {
    const json = parts.map((p) => `{"result":{"data":${p.dataJson}}}`);
    return cacheBody(Buffer.from(batch ? `[${json.join(',')}]` : json[0]!));
  };

  /** The batch's body, rebuilt when one of its lists changed (a new day or a catalogue write). */
  function current(b: Batch): CachedBody {
    const parts = b.lists.map((l) => l(catalog));
    if (!parts.every((p, i) => p === b.parts[i])) Object.assign(b, { parts, body: render(parts, b.batch) });
    return b.body;
  }

  function trpcBody(path: string, query: string): CachedBody | undefined {
    const url = `${path}?${query}`;
    const seen = byUrl.get(url);
    if (seen) return current(seen);
    const names = path.split(',');
    if (!names.every((n) => Object.hasOwn(TRPC_LISTS, n))) return undefined;
    const params = new URLSearchParams(query);
    const batch = params.get('batch') === '1';
    const input = params.get('input');
    if ((input !== null && !EMPTY_INPUT.test(input)) || (!batch && names.length !== 1)) return undefined;
    const key = `${batch ? 'b' : 's'}:${path}`;
    let b = batches.get(key);
    if (!b) {
      if (batches.size >= MAX_BATCHES) return undefined;
      const lists = names.map((n) => TRPC_LISTS[n]!);
      const parts = lists.map((l) => l(catalog));
      b = { lists, batch, parts, body: render(parts, batch) };
      batches.set(key, b);
    }
    if (byUrl.size >= 256) byUrl.clear(); // URLs with junk parameters must not grow it without end
    byUrl.set(url, b);
    return current(b);
  }

  /** The response for a catalogue GET, or undefined when the URL is not one. Throws if the catalogue can't be read. */
  function find(url: string): CachedBody | undefined {
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (path.startsWith('/api/')) return Object.hasOwn(REST_LISTS, path) ? REST_LISTS[path]!(catalog) : undefined;
    if (path.startsWith('/trpc/catalog.')) return trpcBody(path.slice('/trpc/'.length), q < 0 ? '' : url.slice(q + 1));
    return undefined;
  }

  function write(req: IncomingMessage, res: ServerResponse, body: CachedBody) {
    const h = headsFor(body);
    const inm = req.headers['if-none-match'];
    if (inm && (inm === body.etag || inm.split(',').some((t) => t.trim().replace(/^W\//, '') === body.etag))) {
      res.writeHead(304, h.notModified).end();
      return;
    }
    const accept = req.headers['accept-encoding'] ?? '';
    const [head, bytes] = !accept ? [h.plain, body.body] : /\bbr\b/.test(accept) ? [h.br, body.br] : /\bgzip\b/.test(accept) ? [h.gzip, body.gzip] : [h.plain, body.body];
    res.writeHead(200, head);
    if (req.method === 'HEAD') res.end();
    else res.end(bytes);
  }

  return {
    write,
    handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      let body: CachedBody | undefined;
      try {
        body = find(req.url ?? '');
      } catch {
        return false; // the Fastify route reads again and answers the error envelope
      }
      if (!body) return false;
      write(req, res, body);
      return true;
    },
  };
}
