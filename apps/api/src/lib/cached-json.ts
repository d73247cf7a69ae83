import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A response body serialized and compressed once, served many times. */
export interface CachedJson<T> {
  value: T;
  /** `value` alone as JSON, for the tRPC fast path. */
  dataJson: string;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** The documented list envelope `{ success: true, data, response }` around a value serialized once. */
export function cacheList<T>(value: T, response: string): CachedJson<T> {
  const dataJson = JSON.stringify(value);
  const body = Buffer.from(`{"success":true,"data":${dataJson},"response":${JSON.stringify(response)}}`);
  return {
    value,
    dataJson,
    body,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}
