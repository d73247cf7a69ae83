import type { CachedBody } from '../../platform/http/cached-json';

/**
 * Rendered pages kept by a key that names everything they were made from, bounded by bytes (the SQLite server's
 * memory budget, README «Performance»): the least recently sent goes first. Concurrent requests for a page not
 * kept yet share one render.
 */
export function renderCache(maxBytes: number) {
  // null: the page could not be rendered (kept too, so a failing page is not rendered again on every request).
  const kept = new Map<string, CachedBody | null>();
  const making = new Map<string, Promise<CachedBody | null>>();
  let bytes = 0;
  const sizeOf = (b: CachedBody | null) => (b ? b.body.length + b.br.length + b.gzip.length : 64);
  return {
    async get(key: string, make: () => Promise<CachedBody | null>): Promise<CachedBody | null> {
      const hit = kept.get(key);
      if (hit !== undefined) {
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      let pending = making.get(key);
      if (!pending) {
        pending = make().then((made) => {
          if (sizeOf(made) <= maxBytes) {
            kept.set(key, made);
            bytes += sizeOf(made);
            for (const [old, body] of kept) {
              if (bytes <= maxBytes) break;
              kept.delete(old);
              bytes -= sizeOf(body);
            }
          }
          return made;
        });
        making.set(key, pending);
        void pending.finally(() => making.delete(key)).catch(() => undefined);
      }
      return pending;
    },
    get size() {
      return { pages: kept.size, bytes };
    },
  };
}
