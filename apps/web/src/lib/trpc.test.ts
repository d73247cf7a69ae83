import { describe, expect, it } from 'vitest';
import { withTimeout } from './trpc';

/** A server that never answers (a dropped connection): the request must be given up, not wait for ever. */
const neverAnswers: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));

describe('requests from the shop', () => {
  it('are given up with a TimeoutError when nothing answers in time', async () => {
    const started = Date.now();
    const error = await withTimeout(neverAnswers, 50)('/trpc/order.create').catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('still honour a caller that cancels first', async () => {
    const controller = new AbortController();
    const pending = withTimeout(neverAnswers, 10_000)('/trpc/catalog.products', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as DOMException).name).toBe('AbortError');
  });
});
