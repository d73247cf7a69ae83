import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollProducts } from '../support/http';
import { exchange, trickle, type Exchange } from '../support/raw';
import { report, secs, tally } from '../support/report';
import { startServer, type RunningServer } from '../support/server';

const REQUEST_TIMEOUT_MS = 3_000;
const HEADERS_TIMEOUT_MS = 2_000;
const GRACE_MS = 1_500;
/** How much longer than the allowed time we keep watching (raise it to measure a server that holds on). */
const WATCH_EXTRA_MS = Number(process.env.ATTACK_WATCH_EXTRA_MS ?? 1_000);
const CLIENTS = 50;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) } });
});
afterAll(async () => {
  await server?.stop();
});

/** How long the server let the connection live: until a 408 or its close; the watch time when it did neither. */
const held = (x: Exchange) => (x.status === 408 ? x.responseMs! : x.closeMs);
const outcome = (x: Exchange) => (x.status !== null ? String(x.status) : x.closedBy === 'client' ? 'still open' : 'closed');

async function attack(name: string, limitMs: number, open: () => Promise<Exchange>, clients: number) {
  const poll = pollProducts(server.url, 200);
  const started = Date.now();
  const xs = await Promise.all(Array.from({ length: clients }, open));
  const polled = await poll.stop();
  const maxHeld = Math.max(...xs.map(held));
  report(name, {
    outcomes: tally(xs.map(outcome)),
    'max socket held': `${xs.some((x) => x.closedBy === 'client') ? '≥ ' : ''}${secs(maxHeld)}`,
    allowed: secs(limitMs),
    'in time': `${xs.filter((x) => x.closedBy !== 'client' && held(x) <= limitMs).length}/${clients}`,
    time: secs(Date.now() - started),
    '/api/productos ok': `${polled.ok}/${polled.count}`,
    'server alive': server.alive(),
  });
  expect(server.alive()).toBe(true);
  for (const x of xs) {
    expect(x.status === null || x.status === 408, `answered ${x.status}`).toBe(true);
    expect(x.closedBy, 'the server never closed the connection').not.toBe('client');
    expect(held(x)).toBeLessThanOrEqual(limitMs);
  }
  expect(polled.count).toBeGreaterThan(0);
  expect(polled.failures).toEqual([]);
}

describe('slow clients (REQUEST_TIMEOUT_MS=3000, HEADERS_TIMEOUT_MS=2000)', () => {
  const bodyLimit = REQUEST_TIMEOUT_MS + GRACE_MS;
  const headLimit = HEADERS_TIMEOUT_MS + GRACE_MS;

  it(`50 bodies trickled a byte every 200 ms get 408 or are closed within ${bodyLimit} ms`, { timeout: bodyLimit + WATCH_EXTRA_MS + 20_000 }, async () => {
    await attack('slow body × 50 → /api/login', bodyLimit, () =>
      exchange({
        port: server.port,
        head: `POST /api/login HTTP/1.1\r\nHost: ${server.host}:${server.port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
        body: trickle(200, 999),
        timeoutMs: bodyLimit + WATCH_EXTRA_MS,
        closeWaitMs: GRACE_MS,
      }),
    CLIENTS);
  });

  it(`50 header lines trickled a byte every 200 ms are closed within ${headLimit} ms`, { timeout: headLimit + WATCH_EXTRA_MS + 20_000 }, async () => {
    await attack('slow headers × 50', headLimit, () =>
      exchange({
        port: server.port,
        head: `GET /api/productos HTTP/1.1\r\nHost: ${server.host}:${server.port}\r\nX-Relle`,
        body: trickle(200, 4_000),
        timeoutMs: headLimit + WATCH_EXTRA_MS,
        closeWaitMs: GRACE_MS,
      }),
    CLIENTS);
  });

  it(`a connection that sends nothing is closed within ${headLimit} ms`, { timeout: headLimit + WATCH_EXTRA_MS + 20_000 }, async () => {
    await attack('idle connection', headLimit, () => exchange({ port: server.port, timeoutMs: headLimit + WATCH_EXTRA_MS }), 1);
  });
});
