// Lighthouse mobile run(s); list tasks > 12 ms (observed) after FCP with what they ran (source-mapped)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { TraceMap, originalPositionFor } from '/work/main/node_modules/.pnpm/@jridgewell+trace-mapping@0.3.31/node_modules/@jridgewell/trace-mapping/dist/trace-mapping.mjs';
import { existsSync, readFileSync } from 'node:fs';
const maps = new Map();
const where = (url, line, col) => { const file = (url ?? '').split('/').pop(); if (!maps.has(file)) { const p = `/tmp/webprod/assets/${file}.map`; maps.set(file, existsSync(p) ? new TraceMap(readFileSync(p, 'utf8')) : null); } const m = maps.get(file); if (!m) return file; const o = originalPositionFor(m, { line: line + 1, column: col }); return o.source ? `${o.name ?? ''}@${o.source.split('/').slice(-2).join('/')}:${o.line}` : file; };
const url = process.argv[2];
for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const events = artifacts.Trace.traceEvents;
const fcpEv = events.find((e) => e.name === 'firstContentfulPaint');
const start = events.find((e) => e.name === 'navigationStart')?.ts ?? events[0].ts;
const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur > 4000);
const byThread = new Map();
for (const e of tasks) byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
const [thread] = [...byThread].sort((a, b) => b[1] - a[1])[0];
console.log(`perf ${Math.round(lhr.categories.performance.score * 100)} TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} FCP obs ${((fcpEv.ts - start) / 1000).toFixed(0)} benchIdx ${lhr.environment.benchmarkIndex}`);
let sum4 = 0;
for (const t of tasks.filter((e) => `${e.pid}:${e.tid}` === thread && e.ts > fcpEv.ts && e.dur > Number(process.env.MIN ?? 12000)).sort((a, b) => a.ts - b.ts)) {
  const inside = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > 1000);
  const kinds = new Map();
  for (const e of inside) {
    let k = e.name;
    if (e.name === 'FunctionCall' || e.name === 'TimerFire' || e.name === 'EventDispatch') { const d = e.args?.data ?? {}; k = `${e.name}(${d.type ?? ''}${d.functionName ?? ''} ${d.url ? where(d.url, d.lineNumber ?? 0, d.columnNumber ?? 0) : ''})`; }
    if (['Layout', 'UpdateLayoutTree', 'Paint', 'v8.evaluateModule', 'MinorGC', 'MajorGC', 'ParseAuthorStyleSheet', 'Commit', 'PrePaint', 'Layerize', 'RunMicrotasks'].includes(e.name) || k !== e.name) kinds.set(k, (kinds.get(k) ?? 0) + e.dur);
  }
  sum4 += Math.max(0, t.dur * 4 / 1000 - 50);
  console.log(`${((t.ts - start) / 1000).toFixed(0).padStart(6)} ${(t.dur / 1000).toFixed(1).padStart(5)} | ${[...kinds].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(' | ')}`);
}
console.log('sum(4×dur-50) after FCP', sum4.toFixed(0));
}
