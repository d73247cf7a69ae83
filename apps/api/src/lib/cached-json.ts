import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A response body serialized and compressed once, served many times. */
export interface CachedJson<T> {
  value: T;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export function cacheJson<T>(value: T, envelope: unknown): CachedJson<T> {
  const body = Buffer.from(JSON.stringify(envelope));
  return {
    value,
    body,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}
