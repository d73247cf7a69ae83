import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(2500);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map(); let total = 0;
profile.samples.forEach((id, i) => { const n = byId.get(id); const cf = n.callFrame; const dt = profile.timeDeltas[i] ?? 0; total += dt; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self.set(key, (self.get(key) ?? 0) + dt); });
// inclusive by top-level script url
console.log('total sampled ms', (total / 1000).toFixed(0));
for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 30))) console.log((t / 1000).toFixed(1).padStart(7), 'ms', k);
