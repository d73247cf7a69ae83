import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Compression runs on the event loop, so its quality is bounded by the body's size. Brotli's best
 * quality (11) took 31 ms for the seed's 12 KB catalogue and 1.5 s for a 2,000-product one (490 KB) on
 * the development VM — every request of the shop waited that long at each catalogue change, and a big
 * shop's first visitor several seconds; quality 10 costs a tenth of that and quality 9 a hundredth, for
 * 2–10 % more bytes. The window is sized to the body: brotli's default 4 MB one would raise the
 * server's memory peak for nothing.
 */
const brotliQuality = (size: number) => (size <= 4096 ? 11 : size <= 65_536 ? 10 : 9);
const BROTLI = (size: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: brotliQuality(size),
  [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(size + 1)))),
  [constants.BROTLI_PARAM_SIZE_HINT]: size,
});

/** A response body compressed once, served many times. */
export interface CachedBody {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** A JSON list response serialized once. */
export interface CachedJson<T> extends CachedBody {
  value: T;
  /** `value` alone as JSON, for the tRPC fast path. */
  dataJson: string;
}

/**
 * `quick`: for bodies made by the hundred (every landing page rendered on the server, again at each catalogue
 * change): brotli 5 and gzip 6, a few ms for a 100 KB page where the best qualities took ~50 ms (a crawl of every
 * product page spent two thirds of its CPU compressing), for ~10 % more bytes.
 */
export function cacheBody(body: Buffer, { quick = false } = {}): CachedBody {
  return {
    body,
    gzip: gzipSync(body, { level: quick ? 6 : 9 }),
    br: brotliCompressSync(body, { params: quick ? { ...BROTLI(body.length), [constants.BROTLI_PARAM_QUALITY]: 5 } : BROTLI(body.length) }),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/** The documented list envelope `{ success: true, data, response }` around a value serialized once. */
export function cacheList<T>(value: T, response: string): CachedJson<T> {
  const dataJson = JSON.stringify(value);
  const body = Buffer.from(`{"success":true,"data":${dataJson},"response":${JSON.stringify(response)}}`);
  return { value, dataJson, ...cacheBody(body) };
}
