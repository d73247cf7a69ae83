import { describe, expect, it } from 'vitest';
import { httpJson, pollProducts } from '../support/http';
import { MB, sampleRss } from '../support/memory';
import { mb, report, secs, tally } from '../support/report';
import { startServer } from '../support/server';

// Each password check holds argon2id's 19 MiB while it runs: many at once used to lift the server past 170 MB.
describe('a flood of logins', () => {
  it('checks passwords a few at a time: 96 concurrent logins from 48 addresses stay under 150 MB', async () => {
    const server = await startServer();
    try {
      const rss = sampleRss(server.pid);
      const poll = pollProducts(server.url);
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 96 }, (_, i) =>
          httpJson(`${server.url}/api/login`, {
            body: { usuario: `nadie${i}@example.mx`, password: `adivina-${i}` },
            localAddress: `127.0.1.${(i % 48) + 1}`,
            timeoutMs: 30_000,
          }),
        ),
      );
      const elapsed = Date.now() - started;
      const catalogue = await poll.stop();
      const peak = rss.stop();
      report('login flood (96 concurrent, unknown accounts)', { statuses: tally(answers.map((a) => a.status)), 'peak RSS': mb(peak), time: secs(elapsed), 'catalogue answers': `${catalogue.ok}/${catalogue.count}`, 'slowest catalogue answer': secs(catalogue.maxMs) });
      expect(answers.every((a) => a.status === 401)).toBe(true);
      expect(peak).toBeLessThan(150 * MB);
      expect(catalogue.ok).toBe(catalogue.count);
      expect(catalogue.count).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});
