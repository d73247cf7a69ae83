// HTTP load with autocannon: requests/s, latency percentiles, errors and non-2xx.
import autocannon from 'autocannon';

export async function load({ url, connections, duration, method = 'GET', headers = {}, body, expectStatus = 200 }) {
  const result = await autocannon({ url, connections, duration, method, headers, body, pipelining: 1 });
  const statuses = result.statusCodeStats ?? {};
  const good = Object.entries(statuses).filter(([code]) => Number(code) === expectStatus).reduce((n, [, v]) => n + v.count, 0);
  const total = Object.values(statuses).reduce((n, v) => n + v.count, 0);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    unexpected: total - good,
    created: statuses['201']?.count ?? 0,
  };
}
