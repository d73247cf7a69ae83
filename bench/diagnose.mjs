// `node bench/diagnose.mjs <url>`: one mobile Lighthouse run with the diagnostics behind the score
// (script boot-up, main-thread work, long tasks, layout shifts, LCP element, requests).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking'] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
console.log('perf', Math.round(lhr.categories.performance.score*100));
for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','cumulative-layout-shift']) console.log(id, lhr.audits[id].displayValue);
const show = (id, n=8) => { const a = lhr.audits[id]; console.log('\n##', id, a.displayValue ?? ''); for (const i of (a.details?.items ?? []).slice(0,n)) console.log('  ', JSON.stringify(i).slice(0, 260)); };
show('bootup-time'); show('mainthread-work-breakdown'); show('long-tasks', 10); show('layout-shifts', 5); show('largest-contentful-paint-element', 3); show('network-requests', 30);
await chrome.kill();
