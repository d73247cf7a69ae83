import { describe, expect, it } from 'vitest';
import { isFailureEnvelope, isSpanish } from '../support/checks';
import { pollProducts } from '../support/http';
import { MB, sampleRss } from '../support/memory';
import { chunked, concat, exchange, slowStartFiller, type Exchange } from '../support/raw';
import { mb, report, secs, size, tally } from '../support/report';
import { startServer, type RunningServer } from '../support/server';

const RSS_LIMIT = 150 * MB;
const BOUNDARY = '----huerta-attack-7d1f';

function multipartUpload(server: RunningServer, bytes: number): Promise<Exchange> {
  const prefix = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="pedido.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const suffix = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length = prefix.length + bytes + suffix.length;
  return exchange({
    port: server.port,
    head: `POST /trpc/order.confirm HTTP/1.1\r\nHost: ${server.host}:${server.port}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`,
    body: concat(prefix, slowStartFiller(bytes, 2 * MB), suffix),
    timeoutMs: 15_000,
    closeWaitMs: 3_000,
  });
}

/** What the fixed server owes every oversized or unsupported upload. */
function describeAnswer(x: Exchange): string {
  if (x.status !== null) return String(x.status);
  return x.closedBy === 'client' ? 'no answer' : `closed (${x.error ?? 'eof'})`;
}

const serverClosedSoon = (x: Exchange) => x.status !== null && x.closedBy !== 'client' && x.closeMs - (x.responseMs ?? 0) <= 2_000;

describe('multipart uploads to a tRPC mutation', () => {
  it('refuses a 48 MB multipart body with 415 before reading it, in bounded memory', async () => {
    const server = await startServer();
    const rss = sampleRss(server.pid);
    const poll = pollProducts(server.url);
    try {
      const x = await multipartUpload(server, 48 * MB);
      const polled = await poll.stop();
      const peak = rss.stop();
      report('multipart 48 MB → /trpc/order.confirm', {
        status: describeAnswer(x),
        'peak RSS': mb(peak),
        'answered after': secs(x.responseMs),
        'body sent before answer': x.sentAtResponse === null ? 'n/a' : size(x.sentAtResponse),
        'socket held': secs(x.closeMs),
        'closed by': x.closedBy,
        message: JSON.stringify((x.json() as { message?: unknown } | undefined)?.message ?? x.text().slice(0, 120)),
        'server alive': server.alive(),
        '/api/productos ok': `${polled.ok}/${polled.count}`,
      });
      expect(server.alive(), `server died: ${server.exit()}\n${server.logs().slice(-2000)}`).toBe(true);
      expect(x.status).toBe(415);
      expect(isFailureEnvelope(x.json()), x.text().slice(0, 300)).toBe(true);
      expect(isSpanish((x.json() as { message?: unknown }).message), x.text().slice(0, 300)).toBe(true);
      // Answered before the body was read: the first 2 MB go out 8 KB every 2 ms, the answer must come early in them
      // (a few hundred KB of slack for a busy machine).
      expect(x.sentAtResponse!).toBeLessThan(512 * 1024);
      expect(serverClosedSoon(x), `closed by ${x.closedBy} ${x.closeMs} ms after the first byte`).toBe(true);
      expect(peak).toBeLessThan(RSS_LIMIT);
      expect(polled.count).toBeGreaterThan(0);
      expect(polled.failures).toEqual([]);
    } finally {
      await poll.stop();
      rss.stop();
      await server.stop();
    }
  });

  it('refuses ten 44–64 MB uploads in a row while the catalogue keeps answering', async () => {
    const server = await startServer();
    const rss = sampleRss(server.pid);
    const poll = pollProducts(server.url);
    const answers: Exchange[] = [];
    const started = Date.now();
    try {
      for (let i = 0; i < 10 && Date.now() - started < 45_000; i += 1) {
        answers.push(await multipartUpload(server, Math.round((44 + (20 * i) / 9) * MB)));
        if (!server.alive()) break;
      }
      const polled = await poll.stop();
      const peak = rss.stop();
      report('multipart 10 × 44–64 MB → /trpc/order.confirm', {
        statuses: tally(answers.map(describeAnswer)),
        'peak RSS': mb(peak),
        'max answered after': secs(Math.max(...answers.map((x) => x.responseMs ?? x.closeMs))),
        'max socket held': secs(Math.max(...answers.map((x) => x.closeMs))),
        'closed by server soon': `${answers.filter(serverClosedSoon).length}/${answers.length}`,
        'total time': secs(Date.now() - started),
        'server alive': server.alive() ? true : `no (${server.exit()})`,
        '/api/productos ok': `${polled.ok}/${polled.count}`,
        'max /api/productos': secs(polled.maxMs),
      });
      expect(server.alive(), `server died: ${server.exit()}\n${server.logs().slice(-2000)}`).toBe(true);
      expect(answers.map((x) => x.status)).toEqual(Array(10).fill(415));
      expect(answers.every((x) => isFailureEnvelope(x.json()) && isSpanish(x.json() && (x.json() as { message: string }).message))).toBe(true);
      expect(answers.every(serverClosedSoon)).toBe(true);
      expect(peak).toBeLessThan(RSS_LIMIT);
      expect(polled.failures).toEqual([]);
    } finally {
      await poll.stop();
      rss.stop();
      await server.stop();
    }
  });
});

describe('oversized JSON bodies', () => {
  for (const path of ['/trpc/account.login', '/api/login']) {
    it(`answers a 48 MB chunked JSON body to ${path} with 413 after reading at most ~64 KB`, async () => {
      const server = await startServer();
      const rss = sampleRss(server.pid);
      try {
        const x = await exchange({
          port: server.port,
          head: `POST ${path} HTTP/1.1\r\nHost: ${server.host}:${server.port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
          body: chunked(concat(Buffer.from('{"usuario":"ana@example.mx","password":"'), slowStartFiller(48 * MB, 2 * MB))),
          timeoutMs: 15_000,
          closeWaitMs: 1_000,
        });
        const peak = rss.stop();
        report(`chunked JSON 48 MB → ${path}`, {
          status: describeAnswer(x),
          'peak RSS': mb(peak),
          'answered after': secs(x.responseMs),
          'body sent before answer': x.sentAtResponse === null ? 'n/a' : size(x.sentAtResponse),
          'socket held': secs(x.closeMs),
          'server alive': server.alive(),
        });
        expect(server.alive(), `server died: ${server.exit()}`).toBe(true);
        expect(x.status).toBe(413);
        expect(x.responseMs!).toBeLessThan(2_000);
        // The first 2 MB go out 8 KB every 2 ms, so what we had sent is about what the server had read
        // (64 KB when fixed; the slack is for a busy machine).
        expect(x.sentAtResponse!).toBeLessThan(512 * 1024);
        expect(peak).toBeLessThan(RSS_LIMIT);
      } finally {
        rss.stop();
        await server.stop();
      }
    });
  }

  it('answers a JSON body announced as 50,000,000 bytes with 413 at once', async () => {
    const server = await startServer();
    try {
      const answers: Record<string, Exchange> = {};
      for (const path of ['/trpc/account.login', '/api/login']) {
        answers[path] = await exchange({
          port: server.port,
          head: `POST ${path} HTTP/1.1\r\nHost: ${server.host}:${server.port}\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\n\r\n{"usuario":"`,
          timeoutMs: 5_000,
          closeWaitMs: 500,
        });
      }
      report('content-length 50,000,000 JSON', Object.fromEntries(Object.entries(answers).flatMap(([p, x]) => [[`${p} status`, describeAnswer(x)], [`${p} answered after`, secs(x.responseMs)]])));
      for (const x of Object.values(answers)) {
        expect(x.status).toBe(413);
        expect(x.responseMs!).toBeLessThan(1_000);
      }
    } finally {
      await server.stop();
    }
  });
});
