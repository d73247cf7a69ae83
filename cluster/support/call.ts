import { request } from 'node:http';

export type Answer = { status: number; body: Record<string, unknown>; etag: string | null };
export interface CallOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The loopback address the request leaves from (all of 127/8 is this machine): through nginx it is the
   * client's address the shop sees, so many shoppers are many addresses, as in real life.
   */
  from?: string;
}

/** One JSON request over a fresh connection, optionally from a given local address. */
export function call(base: string, path: string, { method = 'GET', body, headers = {}, from }: CallOptions = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      base + path,
      {
        method,
        localAddress: from,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, etag: (res.headers.etag as string | undefined) ?? null });
          } catch {
            resolve({ status: res.statusCode ?? 0, body: { raw: text }, etag: null });
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The n-th shopper's loopback address (127.1.x.y). */
export const shopper = (n: number) => `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
