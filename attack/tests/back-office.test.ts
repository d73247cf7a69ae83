import { describe, expect, it } from 'vitest';
import { httpJson, pollProducts } from '../support/http';
import { MB, cpuMsOf, sampleRss } from '../support/memory';
import { mb, report, secs, tally } from '../support/report';
import { startServer } from '../support/server';

/** argon2id at the shop's settings takes ~40 ms of CPU on this machine: 96 of them would be ~4 s. */
const HASHES_WOULD_COST_MS = 96 * 40;

// The back office's public door is its login and the first owner's setup link. A stranger guessing setup
// tokens must not make the server hash passwords (CPU and 19 MiB each), and every other procedure must
// turn them away before it reads the database.
describe('the back office from outside', () => {
  it('refuses 96 concurrent guessed setup links from 48 addresses without hashing a password, limited per address', async () => {
    const server = await startServer();
    try {
      const rss = sampleRss(server.pid);
      const cpuBefore = cpuMsOf(server.pid);
      const poll = pollProducts(server.url);
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 96 }, (_, i) =>
          httpJson(`${server.url}/admin/trpc/auth.setup`, {
            body: { token: `adivinado-${i}-${'x'.repeat(40)}`, nombre: 'Intruso', email: `intruso${i}@example.mx`, password: 'p'.repeat(128) },
            headers: { origin: server.url },
            localAddress: `127.0.2.${(i % 48) + 1}`,
            timeoutMs: 30_000,
          }),
        ),
      );
      const elapsed = Date.now() - started;
      const cpu = cpuMsOf(server.pid) - cpuBefore;
      const catalogue = await poll.stop();
      const peak = rss.stop();
      report('guessed setup links (96 concurrent)', { statuses: tally(answers.map((a) => a.status)), 'server CPU': `${cpu} ms (96 hashes ≈ ${HASHES_WOULD_COST_MS} ms)`, 'peak RSS': mb(peak), time: secs(elapsed), 'catalogue answers': `${catalogue.ok}/${catalogue.count}` });
      expect(answers.every((a) => a.status === 400)).toBe(true);
      expect((answers[0]!.json as { error: { message: string } }).error.message).toContain('El enlace de configuración no es válido');
      expect(cpu).toBeLessThan(HASHES_WOULD_COST_MS / 3);
      expect(peak).toBeLessThan(150 * MB);
      expect(catalogue.ok).toBe(catalogue.count);

      // One address keeps guessing: after the login limit it is told to wait.
      const statuses: number[] = [];
      for (let i = 0; i < 24; i++) {
        const a = await httpJson(`${server.url}/admin/trpc/auth.setup`, { body: { token: `otra-${i}`, nombre: 'Intruso', email: 'intruso@example.mx', password: 'clave-larga-1' }, headers: { origin: server.url }, localAddress: '127.0.3.1' });
        statuses.push(a.status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    } finally {
      await server.stop();
    }
  });

  it('turns strangers away from every other door at once: 401 without a session, 400 for an oversized batch, 413 for a big body', async () => {
    const server = await startServer();
    try {
      const doors = ['orders.list', 'dashboard', 'customers.list', 'audit', 'messages.unread', 'staff.list', 'account.twoFactor', 'margins.report', 'margins.week'];
      for (const door of doors) {
        const a = await httpJson(`${server.url}/admin/trpc/${door}?input=${encodeURIComponent(JSON.stringify({ q: 'x'.repeat(90) }))}`, { method: 'GET' });
        expect(a.status, door).toBe(401);
        expect(a.ms, door).toBeLessThan(1_000);
      }
      const csv = await httpJson(`${server.url}/admin/exportar/pedidos.csv?desde=2000-01-01&hasta=2099-12-31`, { method: 'GET' });
      expect(csv.status).toBe(401);
      // What each sale earns (costs and margins): the owner's, never a stranger's.
      const margins = await httpJson(`${server.url}/admin/exportar/margenes.csv?tabla=productos&dias=366`, { method: 'GET' });
      expect(margins.status).toBe(401);
      const batch = await httpJson(`${server.url}/admin/trpc/${Array(9).fill('auth.login').join(',')}?batch=1`, { body: {}, headers: { origin: server.url } });
      expect(batch.status).toBe(400);
      const big = await httpJson(`${server.url}/admin/trpc/auth.login`, { raw: JSON.stringify({ email: 'a@b.mx', password: 'x'.repeat(200_000) }), headers: { origin: server.url } });
      expect(big.status).toBe(413);
      // The catalogue import takes 2 MB of CSV, from staff only: a stranger's is refused before it is parsed.
      const csvBody = Buffer.alloc(2 * 1024 * 1024 - 10, 'a');
      const anonymousCsv = await httpJson(`${server.url}/admin/importar/productos.csv?aplicar=1`, { raw: csvBody, headers: { 'content-type': 'text/csv', origin: server.url }, timeoutMs: 10_000 });
      expect(anonymousCsv.status).toBe(401);
      const hugeCsv = await httpJson(`${server.url}/admin/importar/productos.csv`, { raw: Buffer.alloc(3 * 1024 * 1024, 'a'), headers: { 'content-type': 'text/csv', origin: server.url }, timeoutMs: 10_000 });
      expect(hugeCsv.status).toBe(413);
      const csvElsewhere = await httpJson(`${server.url}/admin/trpc/auth.login`, { raw: 'a,b\n1,2\n', headers: { 'content-type': 'text/csv', origin: server.url } });
      expect(csvElsewhere.status).toBe(415);
      report('back office doors without a session', { 'csv import (2 MB, no session)': anonymousCsv.status, 'csv import (3 MB)': hugeCsv.status, 'csv to another path': csvElsewhere.status, procedures: doors.length, 'csv export': csv.status, 'margins csv': margins.status, 'batch of 9': batch.status, '200 KB body': big.status });
    } finally {
      await server.stop();
    }
  });
});
