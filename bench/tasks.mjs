// `node bench/tasks.mjs <url>`: one mobile Lighthouse run, then the main thread's longest tasks from its
// trace (observed, unthrottled ms; Lighthouse's simulation scales them ×4) with what each was doing.
// CART=1 fills the cart first; ALL=1 lists every kind of trace event inside each task.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fillCart } from './lighthouse.mjs';

const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
// CART=1: four products in the cart first, as the benchmark does for /carrito and /checkout.
if (process.env.CART) {
  const origin = new URL(url).origin;
  const products = (await (await fetch(`${origin}/api/productos`)).json()).data;
  await fillCart(chrome.port, origin, products.slice(0, 4).map((p, i) => ({ ...p, items: i + 1, fechaAgregado: '21/11/2026' })));
}
const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(process.env.CART) });
await chrome.kill();
const observed = lhr.audits.metrics.details.items[0];
console.log('perf', Math.round(lhr.categories.performance.score * 100), ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'].map((id) => `${id} ${lhr.audits[id].displayValue}`).join(' · '), `· observed FCP ${Math.round(observed.observedFirstContentfulPaint)} LCP ${Math.round(observed.observedLargestContentfulPaint)} load ${Math.round(observed.observedLoad)} ms`);
const events = artifacts.Trace.traceEvents;
const start = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')?.ts ?? events[0].ts;
const main = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur > 8000);
// The renderer's main thread is the one with the most RunTask time.
const byThread = new Map();
for (const e of main) byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
const [thread] = [...byThread].sort((a, b) => b[1] - a[1])[0];
const tasks = main.filter((e) => `${e.pid}:${e.tid}` === thread).sort((a, b) => a.ts - b.ts);
for (const t of tasks) {
  const inside = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > 1500);
  const kinds = new Map();
  for (const e of inside) {
    const label = e.name === 'EvaluateScript' || e.name === 'v8.compile' ? `${e.name}(${(e.args?.data?.url ?? '').split('/').pop()})` : e.name;
    if (process.env.ALL || ['FunctionCall', 'EvaluateScript', 'v8.compile', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'MinorGC', 'MajorGC', 'TimerFire', 'EventDispatch', 'v8.evaluateModule', 'RunMicrotasks', 'PrePaint', 'Layerize', 'FireAnimationFrame', 'ParseAuthorStyleSheet'].includes(e.name)) kinds.set(label, (kinds.get(label) ?? 0) + e.dur);
  }
  console.log(`${((t.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${(t.dur / 1000).toFixed(1).padStart(6)} ms  ${[...kinds].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(', ')}`);
}
