// Busy periods (contiguous JS samples) of a page load with the functions they spent time in (unminified build).
import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
let t = profile.startTime; const samples = [];
profile.samples.forEach((id, i) => { t += profile.timeDeltas[i] ?? 0; samples.push({ id, t }); });
// Periods: runs of non-idle samples.
const periods = []; let cur = null;
for (const s of samples) {
  const idle = byId.get(s.id).callFrame.functionName === '(idle)';
  if (idle) { if (cur) { periods.push(cur); cur = null; } continue; }
  if (!cur) cur = { start: s.t, end: s.t, ids: [] };
  cur.end = s.t; cur.ids.push(s.id);
}
if (cur) periods.push(cur);
for (const p of periods) {
  const ms = (p.end - p.start) / 1000; if (ms < 12) continue;
  const incl = new Map();
  for (const id of p.ids) { const seen = new Set(); for (let c = id; c !== undefined; c = parent.get(c)) { const k = key(byId.get(c)); if (seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) ?? 0) + 1); } }
  const top = [...incl].filter(([k]) => !/^\((root|program|garbage)|performWorkUntilDeadline|runMicrotasks|processTicks/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 9).map(([k, n]) => `${k.replace(/-[\w-]{8}\.js/, '')} ${(n * 0.05).toFixed(0)}`);
  console.log(`${((p.start - profile.startTime) / 1000).toFixed(0).padStart(5)} ms ${ms.toFixed(1).padStart(6)} ms | ${top.join(' · ')}`);
}
