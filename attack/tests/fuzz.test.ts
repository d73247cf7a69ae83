import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LEAK } from '../support/checks';
import { httpJson, type JsonAnswer } from '../support/http';
import { sampleRss } from '../support/memory';
import { arbitraryFor, MUTATIONS, mutate, type Schema } from '../support/schema-arb';
import { mb, report, secs, tally } from '../support/report';
import { startServer } from '../support/server';

const TOTAL_CASES = 2_500;
const CONCURRENCY = 4;
const TIME_CAP_MS = 100_000;
const SEED = Number(process.env.ATTACK_SEED ?? 20_261_122);
const SKIP = new Set(['/api/stripe/webhook']);
/** ATTACK_OPENAPI_FILE reads the document from a file instead (to fuzz a server that does not serve it yet). */
const OPENAPI_FILE = process.env.ATTACK_OPENAPI_FILE;

interface Case {
  path: string;
  kind: string;
  body: string;
}
type OpenApi = { paths?: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: Schema }> } } }> };

/** What is wrong with an answer, or null when it is acceptable. */
function problem(a: JsonAnswer): string | null {
  if (a.status === 0) return `no answer (${a.error})`;
  if (a.status >= 500) return `status ${a.status}`;
  if (!/json/i.test(String(a.headers['content-type'] ?? ''))) return `content-type ${a.headers['content-type']}`;
  if (a.json === undefined) return 'body is not JSON';
  if (LEAK.test(a.text)) return 'stack trace or SQL in the body';
  if (a.status >= 400 && (a.json as { success?: unknown } | null)?.success !== false) return `${a.status} without success:false`;
  return null;
}

describe('schema-driven fuzzing of every POST body', () => {
  it(`answers ${TOTAL_CASES} valid-ish and mutated bodies without a 5xx, a leak or a missing envelope`, { timeout: TIME_CAP_MS + 30_000 }, async () => {
    const server = await startServer({ env: { RATE_LIMIT_DISABLED: 'true' } });
    const rss = sampleRss(server.pid);
    const started = Date.now();
    try {
      const doc = OPENAPI_FILE
        ? ({ status: 200, json: JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as unknown, text: '' } as JsonAnswer)
        : await httpJson(`${server.url}/api/openapi.json`);
      if (doc.status !== 200 || !(doc.json as OpenApi | undefined)?.paths) {
        report('fuzz POST bodies from /api/openapi.json', { 'GET /api/openapi.json': doc.status, cases: 0 });
        expect.fail(`GET /api/openapi.json answered ${doc.status}: ${doc.text.slice(0, 200)}`);
      }
      const openapi = doc.json as OpenApi;
      const targets = Object.entries(openapi.paths ?? {})
        .filter(([path, item]) => item.post && !SKIP.has(path))
        .map(([path, item]) => {
          const schema = item.post?.requestBody?.content?.['application/json']?.schema ?? true;
          return { path: path.replace(/\{[^}]+\}/g, '1'), schema };
        });
      expect(targets.length, 'no POST paths in the OpenAPI document').toBeGreaterThan(0);

      const perPath = Math.ceil(TOTAL_CASES / targets.length);
      const cases: Case[] = [];
      targets.forEach(({ path, schema }, i) => {
        const roots = [schema, openapi];
        const valid = arbitraryFor(schema, roots);
        const half = Math.floor(perPath / 2);
        for (const v of fc.sample(valid, { numRuns: half, seed: SEED + i })) cases.push({ path, kind: 'valid-ish', body: JSON.stringify(v) ?? 'null' });
        const invalid = fc.tuple(valid, fc.constantFrom(...MUTATIONS), fc.nat());
        for (const [v, kind, r] of fc.sample(invalid, { numRuns: perPath - half, seed: SEED + 1_000 + i })) cases.push({ path, kind, body: mutate(v, schema, roots, kind, r) });
      });

      const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
      const failures: string[] = [];
      const statuses: number[] = [];
      let failed = 0;
      let validAccepted = 0;
      let validSent = 0;
      let slowest = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < cases.length && Date.now() - started < TIME_CAP_MS) {
            const c = cases[next++]!;
            const a = await httpJson(`${server.url}${c.path}`, { raw: c.body, agent, timeoutMs: 10_000 });
            statuses.push(a.status);
            if (c.kind === 'valid-ish') {
              validSent += 1;
              if (a.status >= 200 && a.status < 300) validAccepted += 1;
            }
            slowest = Math.max(slowest, a.ms);
            const p = problem(a);
            if (p) {
              failed += 1;
              if (failures.length < 15) failures.push(`${c.path} [${c.kind}] ${p}: sent ${c.body.slice(0, 120)} → ${a.text.slice(0, 200)}`);
            }
          }
        }),
      );
      agent.destroy();
      const peak = rss.stop();
      report('fuzz POST bodies from /api/openapi.json', {
        document: OPENAPI_FILE ? `file ${OPENAPI_FILE}` : 'GET /api/openapi.json',
        paths: targets.length,
        cases: `${statuses.length}/${cases.length}`,
        statuses: tally(statuses),
        'valid-ish answered 2xx': `${validAccepted}/${validSent}`,
        failures: failed,
        seed: SEED,
        slowest: secs(slowest),
        'peak RSS': mb(peak),
        time: secs(Date.now() - started),
        'server alive': server.alive(),
      });
      expect(server.alive()).toBe(true);
      expect(failures).toEqual([]);
      expect(statuses.length, `only ${statuses.length} of ${cases.length} cases ran within ${TIME_CAP_MS / 1000} s`).toBe(cases.length);
    } finally {
      rss.stop();
      await server.stop();
    }
  });
});
