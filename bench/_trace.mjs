// Long tasks of a page load (CPU ×4 like Lighthouse) with the JS functions inside each, from a Chrome trace.
import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
if (process.env.CART) {
  const origin = new URL(url).origin;
  const products = (await (await fetch(`${origin}/api/productos`)).json()).data;
  const cart = products.slice(0, 4).map((p, i) => ({ ...p, items: i + 1, fechaAgregado: '21/11/2026' }));
  await page.goto(`${origin}/api/health`);
  await page.evaluate((c) => localStorage.setItem('cartProduct', JSON.stringify(c)), cart);
}
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'] });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const trace = JSON.parse((await browser.stopTracing()).toString());
await browser.close();
const ev = trace.traceEvents;
const nav = ev.find((e) => e.name === 'navigationStart')?.ts ?? ev[0].ts;
const tasks = ev.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 50000);
const byThread = new Map(); for (const t of tasks) byThread.set(`${t.pid}:${t.tid}`, (byThread.get(`${t.pid}:${t.tid}`) ?? 0) + t.dur);
const main = [...byThread].sort((a, b) => b[1] - a[1])[0][0];
// JS samples: ProfileChunk events carry nodes and samples with time deltas.
const nodes = new Map(); const samples = [];
for (const e of ev.filter((e) => e.name === 'ProfileChunk' || e.name === 'Profile')) {
  const d = e.args?.data; if (!d) continue;
  if (d.startTime) { e.__start = d.startTime; }
  for (const n of d.cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${n.id}`, { ...n, key: `${e.id}` });
}
for (const e of ev.filter((e) => e.name === 'ProfileChunk')) {
  const d = e.args.data; const ids = d.cpuProfile?.samples ?? []; const deltas = d.timeDeltas ?? [];
  let t = (e.__t ??= null) ?? 0;
}
// Reconstruct absolute times per profile id.
const profStart = new Map(); for (const e of ev.filter((e) => e.name === 'Profile')) profStart.set(e.id, e.args.data.startTime);
const lastT = new Map();
for (const e of ev.filter((e) => e.name === 'ProfileChunk')) {
  const d = e.args.data; const ids = d.cpuProfile?.samples ?? []; const deltas = d.timeDeltas ?? [];
  let t = lastT.get(e.id) ?? profStart.get(e.id) ?? 0;
  ids.forEach((id, i) => { t += deltas[i] ?? 0; samples.push({ t, node: `${e.id}:${id}` }); });
  lastT.set(e.id, t);
}
const parentOf = new Map(); for (const [k, n] of nodes) if (n.parent) parentOf.set(k, `${k.split(':')[0]}:${n.parent}`);
const name = (k) => { const n = nodes.get(k); const cf = n?.callFrame ?? {}; return `${cf.functionName || '(anon)'} ${(cf.url ?? '').split('/').pop().replace(/-[\w-]{8}\.js/, '')}:${cf.lineNumber ?? ''}`; };
let total = 0;
for (const t of tasks.filter((t) => `${t.pid}:${t.tid}` === main).sort((a, b) => a.ts - b.ts)) {
  total += t.dur / 1000 - 50;
  const inside = samples.filter((s) => s.t >= t.ts && s.t <= t.ts + t.dur);
  const incl = new Map();
  for (const s of inside) { const seen = new Set(); for (let k = s.node; k; k = parentOf.get(k)) { const nm = name(k); if (seen.has(nm)) continue; seen.add(nm); incl.set(nm, (incl.get(nm) ?? 0) + 1); } }
  const top = [...incl].filter(([k]) => !/^\((root|program|idle|garbage)|^ :/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 8)).map(([k, n]) => `${k} ${Math.round((n / Math.max(1, inside.length)) * 100)}%`);
  const kinds = new Map();
  for (const e of ev) if (`${e.pid}:${e.tid}` === main && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && ['Layout', 'UpdateLayoutTree', 'Paint', 'v8.evaluateModule', 'ParseHTML', 'FunctionCall', 'RunMicrotasks'].includes(e.name)) kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
  console.log(`${((t.ts - nav) / 1000).toFixed(0).padStart(6)} ms ${(t.dur / 1000).toFixed(0).padStart(5)} ms [${[...kinds].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}]\n        ${top.join(' · ')}`);
}
console.log('blocking (sum of task − 50 ms):', Math.round(total), 'ms');
