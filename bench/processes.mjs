// `node bench/processes.mjs <url>`: one mobile Lighthouse run, and the CPU every process on the machine used
// while the page loaded — the first 1.5 s after its navigation starts (WINDOW_MS) — read from /proc every
// 50 ms (Linux). It says who the page's main thread shares the cores with during a benchmark: Lighthouse's
// own Node process, the browser and GPU processes, the shop's server, anything else running.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const url = process.argv[2];
const windowMs = Number(process.env.WINDOW_MS ?? 1500);
const TICK_MS = 10; // /proc's clock tick (USER_HZ 100)

/** Names a process: Chromium's by its --type, Node by what it runs; the thread name is added by the caller. */
function processKind(cmdline) {
  const all = cmdline.join(' ');
  if (all.includes('lighthouse.') || /chrom/.test(cmdline[0])) {
    // Chromium rewrites its children's argv into one string; the type is in there.
    const type = /--type=(\S+)/.exec(all)?.[1] ?? (all.includes('--renderer-client-id') ? 'renderer' : all.includes('--gpu-preferences') ? 'gpu' : null);
    if (!type) return 'chromium browser';
    return `chromium ${type}${type === 'renderer' ? ` #${/--renderer-client-id=(\d+)/.exec(all)?.[1]}` : ''}`;
  }
  if (cmdline[0].endsWith('node')) {
    if (cmdline.some((a) => a.endsWith('processes.mjs'))) return 'node (Lighthouse)';
    if (cmdline.some((a) => a.endsWith('dist/server.js'))) return 'node (the shop server)';
    return `node ${cmdline.slice(1).join(' ').slice(0, 40)}`;
  }
  return cmdline[0].split('/').pop() || '(kernel)';
}

/** CPU ticks so far of every thread on the machine, keyed by pid/tid. */
function sample() {
  const threads = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const kind = processKind(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'));
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        threads.set(`${pid}/${tid}`, { key: `${kind} · ${name}`, ticks: Number(fields[11]) + Number(fields[12]) });
      }
    } catch {
      // the process or thread ended between listing and reading
    }
  }
  return threads;
}

const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
// Sampled on the monotonic clock, the one Chromium's trace timestamps use (µs).
const samples = [];
const timer = setInterval(() => samples.push([Number(process.hrtime.bigint() / 1000n), sample()]), 50);
const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
clearInterval(timer);
await chrome.kill();

const events = artifacts.Trace.traceEvents;
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'))?.ts;
const inWindow = samples.filter(([t]) => t >= nav && t <= nav + windowMs * 1000);
if (!nav || inWindow.length < 2) throw new Error('the load window was not sampled');
const [[t0, first], [t1, last]] = [inWindow[0], inWindow.at(-1)];
const used = new Map();
for (const [id, { key, ticks }] of last) {
  const spent = ticks - (first.get(id)?.ticks ?? ticks);
  if (spent > 0) used.set(key, (used.get(key) ?? 0) + spent * TICK_MS);
}
const wallMs = (t1 - t0) / 1000;
const total = [...used.values()].reduce((a, b) => a + b, 0);
console.log(`perf ${Math.round(lhr.categories.performance.score * 100)} · TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`);
console.log(`${Math.round(wallMs)} ms of the load on ${availableParallelism()} cores (${Math.round(wallMs * availableParallelism())} ms of CPU): ${Math.round(total)} ms used`);
for (const [key, ms] of [...used].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 12))) console.log(`${String(ms).padStart(6)} ms  ${key}`);
