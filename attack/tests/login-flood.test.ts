import { describe, expect, it } from 'vitest';
import { httpJson, pollProducts } from '../support/http';
import { MB, rssOf, sampleRss } from '../support/memory';
import { mb, report, secs, tally } from '../support/report';
import { startServer } from '../support/server';

// Each password check holds argon2id's 19 MiB while it runs: many at once (libuv's four threads) used to lift
// the server ~75 MB over its idle size; two at a time stay within ~40 MB. Measured against the idle size of the
// same run, since this machine's baseline moves (the same build idled at 113 MB one day and peaked at 134–151
// MB under this flood on different days).
describe('a flood of logins', () => {
  it('checks passwords a few at a time: 96 concurrent logins from 48 addresses add at most 55 MB to the idle server', async () => {
    const server = await startServer();
    try {
      const idle = rssOf(server.pid) ?? 0;
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
      report('login flood (96 concurrent, unknown accounts)', { statuses: tally(answers.map((a) => a.status)), 'idle RSS': mb(idle), 'peak RSS': mb(peak), time: secs(elapsed), 'catalogue answers': `${catalogue.ok}/${catalogue.count}`, 'slowest catalogue answer': secs(catalogue.maxMs) });
      expect(answers.every((a) => a.status === 401)).toBe(true);
      expect(idle).toBeGreaterThan(0);
      expect(peak - idle).toBeLessThan(55 * MB);
      expect(catalogue.ok).toBe(catalogue.count);
      expect(catalogue.count).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});
