// Inclusive time per function in a window of a page load's CPU profile (unminified build).
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
const incl = new Map(); const selfT = new Map();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0; const seen = new Set();
  const n0 = byId.get(id); const k0 = `${n0.callFrame.functionName || '(anon)'} ${n0.callFrame.url.split('/').pop()}:${n0.callFrame.lineNumber}`; selfT.set(k0, (selfT.get(k0) ?? 0) + dt);
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) { const n = byId.get(cur); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } }
});
const show = (m, title) => { console.log(`## ${title}`); for (const [k, t] of [...m].filter(([k]) => !/^\((idle|program|root|garbage)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 25))) console.log((t / 1000).toFixed(1).padStart(7), 'ms', k); };
show(incl, 'inclusive'); show(selfT, 'self');
