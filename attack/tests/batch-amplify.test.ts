import { describe, expect, it } from 'vitest';
import { httpJson } from '../support/http';
import { MB, sampleRss } from '../support/memory';
import { mb, report, secs, size, tally } from '../support/report';
import { startServer } from '../support/server';

const RSS_LIMIT = 150 * MB;

/** `/trpc/catalog.products,…×n?batch=1&input={"0":{},"1":{},…}`: what the tRPC client sends for n input-less calls. */
function repeatedBatch(n: number): string {
  const input = JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}])));
  return `/trpc/${Array(n).fill('catalog.products').join(',')}?batch=1&input=${encodeURIComponent(input)}`;
}

describe('tRPC batch amplification', () => {
  it('refuses 16 concurrent ~15 KB batches that repeat the product list, in bounded memory', async () => {
    const server = await startServer();
    const rss = sampleRss(server.pid);
    const started = Date.now();
    try {
      // A different count per request, so no two share a cache entry; each URL is about 15 KB.
      const paths = Array.from({ length: 16 }, (_, i) => repeatedBatch(390 + i));
      const answers = await Promise.all(paths.map((p) => httpJson(`${server.url}${p}`, { timeoutMs: 30_000 })));
      const peak = rss.stop();
      report('16 × batch of ~400 catalog.products (URL ~15 KB)', {
        'URL length': `${paths[0]!.length}–${paths.at(-1)!.length}`,
        statuses: tally(answers.map((a) => a.status || a.error || 'none')),
        'max answer': size(Math.max(...answers.map((a) => a.bytes))),
        'total answered': size(answers.reduce((s, a) => s + a.bytes, 0)),
        'peak RSS': mb(peak),
        'slowest answer': secs(Math.max(...answers.map((a) => a.ms))),
        time: secs(Date.now() - started),
        'server alive': server.alive(),
      });
      expect(server.alive()).toBe(true);
      expect(answers.map((a) => a.status)).toEqual(Array(16).fill(400));
      expect(Math.max(...answers.map((a) => a.bytes))).toBeLessThan(4 * 1024);
      expect(peak).toBeLessThan(RSS_LIMIT);
    } finally {
      rss.stop();
      await server.stop();
    }
  });

  it('refuses more than 8 calls or a repeated list, and still answers a batch of distinct lists', async () => {
    const server = await startServer();
    try {
      // Nine article lookups, each with its own input: over the 8-call limit although nothing repeats exactly.
      const slugs = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [i, { slug: `no-existe-${i}` }]));
      const nine = await httpJson(`${server.url}/trpc/${Array(9).fill('catalog.article').join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(slugs))}`);
      const twice = await httpJson(`${server.url}/trpc/catalog.products,catalog.products?batch=1&input=%7B%7D`);
      const five = await httpJson(`${server.url}/trpc/catalog.products,catalog.categories,catalog.promotions,catalog.slides,catalog.articles?batch=1&input=%7B%7D`);
      report('small batches', {
        '9 article calls': nine.status,
        'products twice': twice.status,
        '5 distinct lists': five.status,
        '5 distinct results': Array.isArray(five.json) ? five.json.length : 'not an array',
      });
      expect(nine.status).toBe(400);
      expect(twice.status).toBe(400);
      expect(five.status).toBe(200);
      expect(Array.isArray(five.json) && five.json.length).toBe(5);
      expect((five.json as { result?: { data?: unknown } }[]).every((r) => r.result?.data !== undefined)).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
