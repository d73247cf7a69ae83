import { describe, expect, it } from 'vitest';
import { httpJson, register } from '../support/http';
import { report, secs, tally } from '../support/report';
import { startServer } from '../support/server';

const VICTIM = 'victima@example.mx';
const CALLS = 8; // 1 decoy + 7 victim calls per batch
const BATCHES = 3;
const ALLOWED_FAILURES = 8;

type Call = { error?: { code?: unknown; data?: { code?: unknown; httpStatus?: unknown } }; result?: unknown };

/** What happened to one victim call: its password was checked, it was refused, or something else. */
function outcome(call: Call | undefined, batchStatus: number): string {
  if (!call) return batchStatus === 429 ? 'refused' : `batch ${batchStatus}`;
  if (call.result) return 'logged in';
  const code = call.error?.data?.code ?? call.error?.code;
  if (code === 'UNAUTHORIZED' && call.error?.data?.httpStatus === 401) return 'checked';
  if (code === 'TOO_MANY_REQUESTS' && call.error?.data?.httpStatus === 429) return 'refused';
  return `other ${String(code)}`;
}

describe('tRPC batches of logins', () => {
  it('checks exactly 8 wrong passwords per account and address, however they are batched', async () => {
    const server = await startServer();
    const started = Date.now();
    try {
      await register(server.url, VICTIM, 'clave-correcta-1');
      const url = `${server.url}/trpc/${Array(CALLS).fill('account.login').join(',')}?batch=1`;
      const victimOutcomes: string[] = [];
      const batchStatuses: number[] = [];
      const decoyOutcomes: string[] = [];
      for (let b = 0; b < BATCHES; b += 1) {
        const body: Record<string, { usuario: string; password: string }> = { 0: { usuario: `decoy${b}@example.mx`, password: `x${b}` } };
        for (let i = 1; i < CALLS; i += 1) body[i] = { usuario: VICTIM, password: `x-incorrecta-${b}-${i}` };
        const a = await httpJson(url, { body, timeoutMs: 20_000 });
        batchStatuses.push(a.status);
        const calls = Array.isArray(a.json) ? (a.json as Call[]) : [];
        decoyOutcomes.push(outcome(calls[0], a.status));
        for (let i = 1; i < CALLS; i += 1) victimOutcomes.push(outcome(calls[i], a.status));
      }
      const checked = victimOutcomes.filter((o) => o === 'checked').length;
      report('batched logins (3 × [1 decoy + 7 victim])', {
        'batch statuses': batchStatuses.join('/'),
        'victim passwords checked': checked,
        'victim calls': tally(victimOutcomes),
        decoy: tally(decoyOutcomes),
        time: secs(Date.now() - started),
      });
      expect(checked).toBe(ALLOWED_FAILURES);
      expect(victimOutcomes.filter((o) => o === 'refused').length).toBe(BATCHES * (CALLS - 1) - ALLOWED_FAILURES);
      expect(batchStatuses.every((s) => s > 0)).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
