import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LEAK } from '../support/checks';
import { httpJson } from '../support/http';
import { MB, sampleRss } from '../support/memory';
import { mb, report, secs, tally } from '../support/report';
import { startServer } from '../support/server';

// Issue 35's doors against the built server: the link to pay a weighed order's difference (a public page
// keyed by an intent's client secret), `sobrante` on a new order, and the staff-only weighing, difference
// and «Venta por peso» procedures. Guessing a link costs one indexed lookup and finds nothing.
describe('selling by weight from outside', () => {
  it('answers guessed difference links 404 (then 429) cheaply, refuses oversized keys and choices, and turns strangers from weighing', async () => {
    const server = await startServer();
    try {
      const rss = sampleRss(server.pid);
      const guess = (pago: string, localAddress: string) =>
        httpJson(`${server.url}/trpc/order.difference?input=${encodeURIComponent(JSON.stringify({ pedido_id: 1 + (randomBytes(1)[0]! % 5), pago }))}`, { localAddress });
      const started = Date.now();
      const guesses = await Promise.all(Array.from({ length: 200 }, (_, i) => guess(`pi_prueba_${randomBytes(12).toString('hex')}_secret_${randomBytes(16).toString('hex')}`, `127.0.6.${(i % 4) + 1}`)));
      const guessMs = Date.now() - started;
      const longKeys = await Promise.all(Array.from({ length: 20 }, (_, i) => guess('x'.repeat(30_000), `127.0.7.${i + 1}`)));
      const choices = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          httpJson(`${server.url}/api/crear-pedido`, {
            body: { nombre: 'Sobra', direccion: 'Calle 1, Centro', telefono: '646 123 4567', email: 'sobra@example.mx', productos: [{ id: 1, items: 1 }], metodo_pago: 'oxxo', sobrante: 'y'.repeat(30_000) },
            localAddress: `127.0.8.${i + 1}`,
          }),
        ),
      );
      const strangers = await Promise.all(
        ['orders.weigh', 'orders.requestDifference', 'payments.updateWeight'].map((path) =>
          httpJson(`${server.url}/admin/trpc/${path}`, { body: { id: 1, productoId: 1, gramos: 500, tolerancia: 20, margen: 50 }, headers: { origin: server.url } }),
        ),
      );
      const peak = rss.stop();
      report('selling by weight (issue 35)', {
        '200 guessed difference links from 4 addresses': `${tally(guesses.map((g) => g.status))} in ${secs(guessMs)}`,
        '20 links with a 30 KB key': `${tally(longKeys.map((g) => g.status))}, answers ≤ ${Math.max(...longKeys.map((g) => g.text.length))} B`,
        '30 orders with a 30 KB «sobrante»': `${tally(choices.map((c) => c.status))}, answers ≤ ${Math.max(...choices.map((c) => c.text.length))} B`,
        'weighing, difference and margin without a session': tally(strangers.map((s) => s.status)),
        'peak RSS': mb(peak),
      });
      // Nothing found by guessing; the payment limiter stops a guesser after its allowance.
      expect(guesses.every((g) => g.status === 404 || g.status === 429)).toBe(true);
      expect(guesses.filter((g) => g.status === 404).length).toBeGreaterThan(0);
      expect(guesses.every((g) => g.text.length < 400 && !LEAK.test(g.text))).toBe(true);
      expect(longKeys.every((g) => g.status === 400 || g.status === 414 || g.status === 431)).toBe(true);
      expect(choices.every((c) => c.status === 400 && c.text.length < 400 && !LEAK.test(c.text))).toBe(true);
      expect(strangers.every((s) => s.status === 401)).toBe(true);
      expect(guessMs).toBeLessThan(10_000);
      expect(peak).toBeLessThan(200 * MB);
      expect(server.alive()).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
