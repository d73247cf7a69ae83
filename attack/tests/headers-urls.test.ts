import { describe, expect, it } from 'vitest';
import { pollProducts } from '../support/http';
import { MB, sampleRss } from '../support/memory';
import { exchange, type Exchange } from '../support/raw';
import { mb, report, secs, tally } from '../support/report';
import { startServer, type RunningServer } from '../support/server';

const RSS_LIMIT = 150 * MB;
const QUICK_MS = 1_000;

/** The four oversized requests: many headers, one huge header, a 20 KB and a 100 KB path. */
const KINDS: Record<string, (host: string) => string> = {
  '2,000 headers': (host) => `GET /api/productos HTTP/1.1\r\nHost: ${host}\r\n${Array.from({ length: 2_000 }, (_, i) => `X-Relleno-${i}: valor\r\n`).join('')}\r\n`,
  '80 KB header': (host) => `GET /api/productos HTTP/1.1\r\nHost: ${host}\r\nX-Grande: ${'a'.repeat(80 * 1024)}\r\n\r\n`,
  '20 KB path': (host) => `GET /api/${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
  '100 KB path': (host) => `GET /api/${'b'.repeat(100 * 1024)}?q=1 HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
};

const send = (server: RunningServer, kind: string) =>
  exchange({ port: server.port, head: KINDS[kind]!(`${server.host}:${server.port}`), timeoutMs: 5_000, closeWaitMs: 1_000 });
const outcome = (x: Exchange) => (x.status !== null ? String(x.status) : x.closedBy === 'client' ? 'no answer' : 'closed');
/** 414/431, or the connection closed by the server, quickly; never a 5xx or a hang. */
const refused = (x: Exchange) => (x.status === 414 || x.status === 431 || (x.status === null && x.closedBy !== 'client')) && (x.responseMs ?? x.closeMs) <= QUICK_MS;

describe('oversized headers and URLs', () => {
  it('refuses each kind quickly with 414/431 or a close', async () => {
    const server = await startServer();
    try {
      const results: Record<string, Exchange> = {};
      for (const kind of Object.keys(KINDS)) results[kind] = await send(server, kind);
      report('header floods and long URLs', {
        ...Object.fromEntries(Object.entries(results).map(([k, x]) => [k, `${outcome(x)} in ${secs(x.responseMs ?? x.closeMs)}`])),
        'server alive': server.alive(),
      });
      expect(server.alive()).toBe(true);
      for (const [kind, x] of Object.entries(results)) expect(refused(x), `${kind}: ${outcome(x)} after ${x.responseMs ?? x.closeMs} ms`).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('stays small and keeps serving the catalogue through 200 of them in a row', async () => {
    const server = await startServer();
    const rss = sampleRss(server.pid);
    const poll = pollProducts(server.url);
    const started = Date.now();
    try {
      const kinds = Object.keys(KINDS);
      const xs: Exchange[] = [];
      for (let i = 0; i < 200 && Date.now() - started < 40_000; i += 1) xs.push(await send(server, kinds[i % kinds.length]!));
      const polled = await poll.stop();
      const peak = rss.stop();
      report('200 oversized requests in a row', {
        outcomes: tally(xs.map(outcome)),
        'refused quickly': `${xs.filter(refused).length}/${xs.length}`,
        'peak RSS': mb(peak),
        time: secs(Date.now() - started),
        '/api/productos ok': `${polled.ok}/${polled.count}`,
        'server alive': server.alive(),
      });
      expect(server.alive()).toBe(true);
      expect(xs.length).toBe(200);
      expect(xs.every(refused)).toBe(true);
      expect(peak).toBeLessThan(RSS_LIMIT);
      expect(polled.failures).toEqual([]);
    } finally {
      await poll.stop();
      rss.stop();
      await server.stop();
    }
  });
});
