import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Product } from '@huerta/contracts';
import { PRODUCT_RANGE_SIZE } from '@huerta/contracts/rules';
import { cacheBody, type CachedBody, type CachedJson } from '../../platform/http/cached-json';
import type { CatalogService, ListKey } from './catalog';
import type { BuyerList } from './buyer-list';

/** Each catalogue list: its path in the documented REST contract (if it has one) and its input-less tRPC query. */
const LISTS: { rest?: string; trpc?: string; key: ListKey }[] = [
  { rest: '/api/productos', trpc: 'catalog.products', key: 'products' },
  { trpc: 'catalog.firstProducts', key: 'firstProducts' }, // the storefront's start batch only
  { rest: '/api/promocionesActive', trpc: 'catalog.promotions', key: 'promotions' },
  { rest: '/api/categorias', trpc: 'catalog.categories', key: 'categories' },
  { rest: '/api/articulos-blog', key: 'articles' },
  { trpc: 'catalog.articles', key: 'articleCards' }, // the storefront's cards: no text (contracts ArticleCard)
  { rest: '/api/carouselActive', trpc: 'catalog.slides', key: 'slides' },
];
export const REST_LISTS: Record<string, ListKey> = Object.fromEntries(LISTS.flatMap((l) => (l.rest ? [[l.rest, l.key]] : [])));
const TRPC_LISTS: Record<string, ListKey> = Object.fromEntries(LISTS.flatMap((l) => (l.trpc ? [[l.trpc, l.key]] : [])));

// What the tRPC client sends for input-less queries: nothing, `{}`, or `{"0":{},"1":{}…}` when batched.
const EMPTY_INPUT = /^\{("\d+":\{\})?(,"\d+":\{\})*\}$/;
// A range exactly as the storefront asks for it (load-whole.ts: JSON.stringify of { desde, cantidad }).
const RANGE_INPUT = /^\{"desde":(\d{1,7}),"cantidad":(\d{1,4})\}$/;
// Distinct tRPC batches kept ready; the storefront asks for two or three. A client inventing more is
// left to the regular tRPC handler rather than costing memory and a brotli pass per invention.
const MAX_BATCHES = 16;
// tRPC paths (batched or not) that ask for products, whose prices depend on the caller's price list.
const PRICED_TRPC = /[/,]catalog\.(products|firstProducts)(,|$)/;

/**
 * Who an answer is for, which its caching headers say: `everyone` (the lists without prices), `priced` (the
 * products at the shop's prices: the same URL answers a business its list's, so it varies by Authorization)
 * or `list` (a business's list prices: `private`, for that browser's cache only, never a shared one).
 * Every one is revalidated on each use (`no-cache` with its ETag).
 */
export type Audience = 'everyone' | 'priced' | 'list';
export const audienceOf = (priced: boolean, lista: number | null): Audience => (lista !== null ? 'list' : priced ? 'priced' : 'everyone');
const CACHING: Record<Audience, string[]> = {
  everyone: ['cache-control', 'no-cache', 'vary', 'accept-encoding'],
  priced: ['cache-control', 'no-cache', 'vary', 'accept-encoding, authorization'],
  list: ['cache-control', 'private, no-cache', 'vary', 'accept-encoding, authorization'],
};

export interface CatalogLane {
  /** 304 when the client has the body, otherwise the smallest encoding it accepts; no body for HEAD. */
  write(req: IncomingMessage, res: ServerResponse, body: CachedBody, audience: Audience): void;
  /** For the raw HTTP server: answers a catalogue GET or HEAD and returns true, or leaves it to Fastify. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * The catalogue is most of the shop's traffic and never changes between requests, so its responses
 * are bytes prepared once with their headers. This lane writes them straight to node:http, before
 * Fastify's routing, request objects and hooks (~40 % of the catalogue's CPU); browsing is never rate
 * limited, so nothing else would run for these requests. Anything unusual — another method, tRPC
 * input, a list that must be read again from the database (a new day, a catalogue change) — is left to
 * the Fastify routes, which read it, answer the same bytes through `write` (or the documented error
 * envelope) and leave it in memory for the next request.
 */
export function createCatalogLane(catalog: CatalogService, securityHeaders: Record<string, string>, buyer: BuyerList): CatalogLane {
  const common = Object.entries(securityHeaders).flat();
  type Heads = { plain: string[]; gzip: string[]; br: string[]; notModified: string[] };
  const heads: Record<Audience, WeakMap<CachedBody, Heads>> = { everyone: new WeakMap(), priced: new WeakMap(), list: new WeakMap() };
  const headsFor = (body: CachedBody, audience: Audience) => {
    let h = heads[audience].get(body);
    if (!h) {
      const base = [...common, 'content-type', 'application/json; charset=utf-8', ...CACHING[audience], 'etag', body.etag];
      h = {
        plain: [...base, 'content-length', String(body.body.length)],
        gzip: [...base, 'content-encoding', 'gzip', 'content-length', String(body.gzip.length)],
        br: [...base, 'content-encoding', 'br', 'content-length', String(body.br.length)],
        // A 304 repeats only what caches update (RFC 9110 §15.4.5); the stored response keeps the rest.
        notModified: [...CACHING[audience], 'etag', body.etag],
      };
      heads[audience].set(body, h);
    }
    return h;
  };

  type Batch = { lists: ListKey[]; lista: number | null; batch: boolean; parts: CachedJson<unknown>[]; body: CachedBody };
  const batches = new Map<string, Batch>(); // by procedures and batch flag, at most MAX_BATCHES
  const byUrl = new Map<string, Batch>(); // the exact query seen, so repeats skip parsing it

  /** tRPC's response shape (`{ result: { data } }`, an array when batched) around the cached lists. */
  const render = (parts: CachedJson<unknown>[], batch: boolean) => {
    const json = parts.map((p) => `{"result":{"data":${p.dataJson}}}`);
    return cacheBody(Buffer.from(batch ? `[${json.join(',')}]` : json[0]!));
  };

  /** Every list of a batch when all are in memory (products at the buyer's price list, if any). */
  const partsOf = (lists: ListKey[], lista: number | null) => {
    const parts: CachedJson<unknown>[] = [];
    for (const key of lists) {
      const part = catalog.current(key, lista);
      if (!part) return undefined;
      parts.push(part);
    }
    return parts;
  };

  /** The batch's body, rebuilt when one of its lists changed (a new day or a catalogue write). */
  function current(b: Batch): CachedBody | undefined {
    const parts = partsOf(b.lists, b.lista);
    if (!parts) return undefined;
    if (!parts.every((p, i) => p === b.parts[i])) Object.assign(b, { parts, body: render(parts, b.batch) });
    return b.body;
  }

  function trpcBody(path: string, query: string, lista: number | null): CachedBody | undefined {
    const url = `${lista ?? ''}@${path}?${query}`;
    const seen = byUrl.get(url);
    if (seen) return current(seen);
    const names = path.split(',');
    if (!names.every((n) => Object.hasOwn(TRPC_LISTS, n))) return undefined;
    const params = new URLSearchParams(query);
    const batch = params.get('batch') === '1';
    const input = params.get('input');
    if ((input !== null && !EMPTY_INPUT.test(input)) || (!batch && names.length !== 1)) return undefined;
    const key = `${batch ? 'b' : 's'}:${lista ?? ''}:${path}`;
    let b = batches.get(key);
    if (!b) {
      if (batches.size >= MAX_BATCHES) return undefined;
      const lists = names.map((n) => TRPC_LISTS[n]!);
      const parts = partsOf(lists, lista);
      if (!parts) return undefined;
      b = { lists, lista, batch, parts, body: render(parts, batch) };
      batches.set(key, b);
    }
    if (byUrl.size >= 256) byUrl.clear(); // URLs with junk parameters must not grow it without end
    byUrl.set(url, b);
    return current(b);
  }

  /**
   * A large catalogue's ranges (`catalog.productRange`), as the storefront asks for them: aligned on
   * PRODUCT_RANGE_SIZE and within the list, so at most one body per range of today's list is kept (a
   * visitor inventing other ranges is answered by tRPC, uncached). Prepared once per catalogue version,
   * they carry an ETag: a returning shopper's browser revalidates each range with a 304.
   */
  const ranges = new Map<string, { list: CachedJson<Product[]>; body: CachedBody }>(); // by price list and `desde`
  function rangeBody(query: string, lista: number | null): CachedBody | undefined {
    const params = new URLSearchParams(query);
    const match = params.has('batch') ? null : RANGE_INPUT.exec(params.get('input') ?? '');
    if (!match) return undefined;
    const desde = Number(match[1]);
    const list = catalog.current<Product[]>('products', lista);
    if (!list || Number(match[2]) !== PRODUCT_RANGE_SIZE || desde % PRODUCT_RANGE_SIZE !== 0 || desde >= list.value.length) return undefined;
    const at = `${lista ?? ''}:${desde}`;
    const kept = ranges.get(at);
    if (kept?.list === list) return kept.body;
    if (ranges.size >= 256) ranges.clear(); // older versions' ranges, or many price lists
    const data = { productos: list.value.slice(desde, desde + PRODUCT_RANGE_SIZE), total: list.value.length, version: list.etag };
    const body = cacheBody(Buffer.from(`{"result":{"data":${JSON.stringify(data)}}}`));
    ranges.set(at, { list, body });
    return body;
  }

  /**
   * The response for a catalogue GET in memory, or undefined when the URL is not one or the list must be
   * read. A signed-in caller's products are at their business's price list (modules/catalog/buyer-list.ts); a
   * session this process has not verified yet goes to the routes, which verify it once.
   */
  function find(url: string, authorization: string | undefined): { body: CachedBody | undefined; audience: Audience } | undefined {
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const query = q < 0 ? '' : url.slice(q + 1);
    // Only the products depend on who asks; the other lists are everyone's, signed in or not.
    const priced = path === '/api/productos' || path === '/trpc/catalog.productRange' || PRICED_TRPC.test(path);
    const lista = priced && authorization ? buyer.known(authorization) : null;
    if (lista === undefined) return undefined;
    const audience = audienceOf(priced, lista);
    if (path.startsWith('/api/')) return { body: Object.hasOwn(REST_LISTS, path) ? catalog.current(REST_LISTS[path]!, lista) : undefined, audience };
    if (path === '/trpc/catalog.productRange') return { body: rangeBody(query, lista), audience };
    if (path.startsWith('/trpc/catalog.')) return { body: trpcBody(path.slice('/trpc/'.length), query, lista), audience };
    return undefined;
  }

  function write(req: IncomingMessage, res: ServerResponse, body: CachedBody, audience: Audience) {
    const h = headsFor(body, audience);
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
      const found = find(req.url ?? '', req.headers.authorization);
      if (!found?.body) return false;
      write(req, res, found.body, found.audience);
      return true;
    },
  };
}
