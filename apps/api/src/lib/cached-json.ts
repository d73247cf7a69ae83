import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Best compression, once per body; the window is sized to the body (our bodies are at most a few
 * hundred KB) because brotli's default 4 MB window would raise the server's memory peak for nothing.
 */
const BROTLI = (size: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: 11,
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

export function cacheBody(body: Buffer): CachedBody {
  return {
    body,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: BROTLI(body.length) }),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/** The documented list envelope `{ success: true, data, response }` around a value serialized once. */
export function cacheList<T>(value: T, response: string): CachedJson<T> {
  const dataJson = JSON.stringify(value);
  const body = Buffer.from(`{"success":true,"data":${dataJson},"response":${JSON.stringify(response)}}`);
  return { value, dataJson, ...cacheBody(body) };
}
