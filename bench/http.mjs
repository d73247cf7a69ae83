// HTTP load with autocannon: requests/s, latency percentiles, errors and non-2xx.
import autocannon from 'autocannon';

async function once({ url, connections, duration, method = 'GET', headers = {}, body, expectStatus = 200 }) {
  const result = await autocannon({ url, connections, duration, method, headers, body, pipelining: 1 });
  const statuses = result.statusCodeStats ?? {};
  const good = Object.entries(statuses).filter(([code]) => Number(code) === expectStatus).reduce((n, [, v]) => n + v.count, 0);
  const total = Object.values(statuses).reduce((n, v) => n + v.count, 0);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    unexpected: total - good,
    created: statuses['201']?.count ?? 0,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Loads several targets in turns of `slice` seconds until each had `duration` seconds. This machine
 * is a shared VM whose speed drifts by ±30 % over a minute; taking turns exposes every target to the
 * same drift, so their ratios (ours to the ceiling, 304 to 200) mean something. Requests/s is over the
 * whole time, p50 the median of the turns, p99 the worst turn.
 */
export async function loadInTurns(targets, { connections, duration, slice = targets.length > 1 ? 2 : duration }) {
  const turns = targets.map(() => []);
  for (let done = 0; done < duration; done += slice) {
    for (const [i, t] of targets.entries()) turns[i].push(await once({ ...t, connections, duration: Math.min(slice, duration - done) }));
  }
  return turns.map((runs) => ({
    rps: Math.round(runs.reduce((n, r) => n + r.requests, 0) / runs.reduce((n, r) => n + r.seconds, 0)),
    p50: median(runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    unexpected: runs.reduce((n, r) => n + r.unexpected, 0),
    created: runs.reduce((n, r) => n + r.created, 0),
  }));
}
