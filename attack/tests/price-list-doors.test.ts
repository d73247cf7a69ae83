import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LEAK } from '../support/checks';
import { httpJson } from '../support/http';
import { MB, sampleRss } from '../support/memory';
import { mb, report, secs, tally } from '../support/report';
import { startServer } from '../support/server';

// Issue 34's price lists against the built server: a business's catalogue depends on the caller's session,
// so forged, foreign-signed, oversized and expired-looking tokens must all get the shop's catalogue (never a
// list, never an error page), cheaply, without growing what the server keeps per session; and the owner's
// list procedures turn strangers away.
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** A well-formed HS256 token for our issuer and audience, signed with a key that is not the server's. */
const foreign = (sub: number) => {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: String(sub), tv: 0, iss: 'huerta-baja', aud: 'huerta-baja-web', iat: 1, exp: 4_000_000_000 })}`;
  return `${head}.${createHmac('sha256', randomBytes(32)).update(head).digest('base64url')}`;
};

describe('price lists from outside', () => {
  it('answers every made-up session with the shop’s catalogue, byte for byte, and keeps nothing for it', async () => {
    const server = await startServer();
    try {
      const rss = sampleRss(server.pid);
      const anonymous = await httpJson(`${server.url}/api/productos`);
      const started = Date.now();
      const forged = await Promise.all(
        Array.from({ length: 2_000 }, (_, i) =>
          httpJson(i % 2 ? `${server.url}/api/productos` : `${server.url}/trpc/catalog.products`, { headers: { authorization: `Bearer ${i % 4 < 2 ? foreign(1 + (i % 50)) : randomBytes(150).toString('base64url')}` } }),
        ),
      );
      const forgedMs = Date.now() - started;
      const huge = await Promise.all(Array.from({ length: 10 }, () => httpJson(`${server.url}/api/productos`, { headers: { authorization: `Bearer ${'a'.repeat(12_000)}` } })));
      const strangers = await Promise.all(
        ['priceLists.create', 'priceLists.saveLines', 'priceLists.importCsv', 'businesses.setList'].map((path) =>
          httpJson(`${server.url}/admin/trpc/${path}`, { body: { id: 1, nombre: 'Robada', descuento_general: 90, lineas: [], csv: 'x', lista_id: 1 }, headers: { origin: server.url } }),
        ),
      );
      const peak = rss.stop();
      report('price lists (issue 34)', {
        '2,000 forged or foreign-signed sessions asking for the catalogue': `${tally(forged.map((f) => f.status))} in ${secs(forgedMs)}`,
        '10 requests with a 12 KB token': tally(huge.map((h) => h.status)),
        'list procedures without a session': tally(strangers.map((s) => s.status)),
        'peak RSS': mb(peak),
      });
      const rest = forged.filter((_, i) => i % 2);
      expect(rest.every((f) => f.status === 200 && f.headers.etag === anonymous.headers.etag)).toBe(true);
      expect(forged.filter((_, i) => i % 2 === 0).every((f) => f.status === 200 && !f.text.includes('"lista"'))).toBe(true);
      expect(huge.every((h) => (h.status === 200 && h.headers.etag === anonymous.headers.etag) || h.status === 431)).toBe(true);
      expect(strangers.every((s) => s.status === 401 && !LEAK.test(s.text))).toBe(true);
      expect(forgedMs).toBeLessThan(15_000);
      expect(peak).toBeLessThan(200 * MB);
      expect(server.alive()).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
