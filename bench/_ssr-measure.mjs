import { auditInTurns } from '/work/main/bench/lighthouse.mjs';
import { startReference } from '/work/main/bench/reference.mjs';
const base = 'http://127.0.0.1:3456';
const ref = await startReference(base);
const out = [];
for (const path of (process.argv[2] ?? '/,/tienda,/producto/aguacate-hass,/categoria/frutas,/en/,/en/producto/aguacate-hass,/blog/como-elegir-aguacate').split(',')) {
  const r = await auditInTurns({ origin: base, path, preset: 'mobile', cart: null }, { origin: ref.url, path: '/', preset: 'mobile', cart: null }, 3);
  const row = { path, perf: r.page.performance, perfRuns: r.page.perfRuns, tbt: r.page.tbtMs, lcp: r.page.lcpMs, a11y: r.page.accessibility, bp: r.page['best-practices'], seo: r.page.seo, refPerf: r.reference.performance, refRuns: r.reference.perfRuns, refTbt: r.reference.tbtMs, refLcp: r.reference.lcpMs };
  out.push(row);
  console.log(JSON.stringify(row));
}
await ref.stop();
