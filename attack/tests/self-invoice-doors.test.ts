import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LEAK, isSpanish } from '../support/checks';
import { httpJson } from '../support/http';
import { MB, sampleRss } from '../support/memory';
import { mb, report, secs, tally } from '../support/report';
import { startServer } from '../support/server';

// Issue 45's doors that answer strangers: «Facturar mi compra» (order number + e-mail + total, or the e-mail's
// signed link) and the signed downloads of a self-invoiced CFDI. Guessing must cost the server one indexed
// read per try, be cut off after 20 tries an address, stamp nothing, and a forged link must find no file.
const fiscal = { rfc: 'FV&190312AB1', razon_social: 'Frutas & "Verduras" <Baja> $1', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };

describe('self-invoicing from outside', () => {
  it('guessing purchases is cheap, limited per address and stamps nothing; forged download links find nothing', async () => {
    const server = await startServer();
    try {
      const rss = sampleRss(server.pid);
      const call = (body: object, localAddress: string) => httpJson(`${server.url}/trpc/factura.selfInvoice`, { body, localAddress });
      const started = Date.now();
      // One address guessing 300 purchases: numbers, e-mails and totals, some with forged signatures.
      const guesses = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          call(i % 3 ? { pedido: 1 + i, email: `alguien${i}@example.mx`, total: 100 + i, factura: fiscal } : { pedido: 1 + i, firma: randomBytes(32).toString('base64url'), factura: fiscal }, '127.0.9.1'),
        ),
      );
      const guessMs = Date.now() - started;
      // Bodies the schema refuses before anything is read: no purchase, a huge name, a batch of many.
      const bad = await Promise.all([
        call({ pedido: 'uno', email: 'x', total: -1, factura: {} }, '127.0.9.2'),
        call({ pedido: 1, email: 'a@b.mx', total: 1, factura: { ...fiscal, razon_social: 'x'.repeat(100_000) } }, '127.0.9.2'),
        httpJson(`${server.url}/trpc/${Array(20).fill('factura.selfInvoice').join(',')}?batch=1`, { body: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, { pedido: i + 1, email: 'a@b.mx', total: 1, factura: fiscal }])), localAddress: '127.0.9.3' }),
      ]);
      const links = await Promise.all(
        Array.from({ length: 500 }, (_, i) => httpJson(`${server.url}/factura/${1 + (i % 50)}/${i % 2 ? 'pdf' : 'xml'}?hasta=${4_000_000_000_000}&firma=${randomBytes(32).toString('base64url')}`, { method: 'GET' })),
      );
      const peak = rss.stop();
      const statuses = guesses.map((g) => g.status);
      report('self-invoicing (issue 45)', {
        '300 guessed purchases from one address': `${tally(statuses)} in ${secs(guessMs)}`,
        'malformed, 100 KB name, batch of 20': tally(bad.map((b) => b.status)),
        '500 forged download links': tally(links.map((l) => l.status)),
        'peak RSS': mb(peak),
      });
      // 20 answered (none of them a purchase: nothing matches), the rest cut off with the limit's Spanish message.
      expect(statuses.filter((s) => s === 429).length).toBe(280);
      const answered = guesses.filter((g) => g.status !== 429);
      expect(answered.every((g) => g.status === 400 || g.status === 404)).toBe(true);
      expect(answered.every((g) => !LEAK.test(g.text) && isSpanish((g.json as { error?: { message?: string } })?.error?.message))).toBe(true);
      expect(guesses.filter((g) => g.status === 429).every((g) => g.text.includes('Demasiados intentos de facturar'))).toBe(true);
      expect(bad.every((b) => b.status >= 400 && b.status < 500 && !LEAK.test(b.text))).toBe(true);
      expect(links.every((l) => l.status === 404 && !LEAK.test(l.text))).toBe(true);
      expect(guessMs).toBeLessThan(15_000);
      expect(peak).toBeLessThan(200 * MB);
      expect(server.alive()).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
