// Lighthouse 12 with Debian's Chromium: mobile and desktop presets, median (and spread) of N runs per page.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser that measured, printed beside the scores: a machine whose package lists were stale installed an
 * older Chromium (150 against 156 seen on 2026-11-24), and behaviour differs between versions.
 */
export const browserVersion = () => execFileSync(CHROME, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Runs per page (BENCH_LIGHTHOUSE_RUNS; 0 leaves Lighthouse out of `pnpm bench`). Five, not three: a page's TBT falls
 * in two clusters, by whether the loading screen was painted before the preloads finished (README, Performance), and
 * the median of three moved between runs of one build.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/**
 * The slow phone on a slow hour (issue 48): the mobile preset with its CPU slowdown raised from 4 to 6, for the
 * reference page and the shop's pages alike. Runs per page: BENCH_SLOW_RUNS (3; 0 leaves this pass out).
 */
export const SLOW_CPU = 6;
export const SLOW_RUNS = Number(process.env.BENCH_SLOW_RUNS ?? Math.min(3, LIGHTHOUSE_RUNS));

/** Median of the runs that produced the figure (a failed run reports null and is left out). */
const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : Number.NaN;
};

/**
 * Puts a cart in the launched Chrome's storage for the shop's origin; Lighthouse keeps it when run with
 * disableStorageReset, so /carrito and /checkout show a filled cart.
 */
export async function fillCart(port, origin, cart) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/api/health`);
  await page.evaluate((c) => globalThis.localStorage.setItem('cartProduct', JSON.stringify(c)), cart); // runs in the page
  await page.close();
  await browser.close();
}

/** Runs one page `runs` times and keeps the median of every figure. */
export async function audit({ origin, path, preset, runs, cart }) {
  return summarize(path, preset, await auditRuns({ origin, path, preset, runs, cart }));
}

/**
 * A shop page and the reference page in turns (reference, page, reference, page…), so both are measured
 * under the same load of a shared machine; each summarized as `audit` does.
 */
export async function auditInTurns(page, reference, runs) {
  // `slowdown` (on both): the mobile preset's CPU slowdown instead of its ×4.
  const mine = [];
  const theirs = [];
  for (let i = 0; i < runs; i++) {
    theirs.push(...(await auditRuns({ ...reference, runs: 1 })));
    mine.push(...(await auditRuns({ ...page, runs: 1 })));
  }
  return { page: summarize(page.path, page.preset, mine), reference: summarize(reference.path, reference.preset, theirs) };
}

async function auditRuns({ origin, path, preset, runs, cart, slowdown }) {
  const results = [];
  // A run Lighthouse reports as failed (e.g. NO_NAVSTART on a busy machine) is repeated, at most twice
  // in all, so the median is of `runs` good runs.
  for (let i = 0, retries = 0; results.length < runs && i < runs + 2; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
    try {
      if (cart) await fillCart(chrome.port, origin, cart);
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: Boolean(cart), ...(slowdown ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } } : {}) };
      const { lhr, artifacts } = await lighthouse(`${origin}${path}`, flags, preset === 'desktop' ? desktopConfig : undefined);
      if (lhr.runtimeError) {
        console.error(`Lighthouse ${preset} ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}${retries < 2 ? ' (run repeated)' : ''}`);
        if (retries++ < 2) continue;
      }
      results.push({
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)])),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        ...mainThreadTime(artifacts.Trace?.traceEvents ?? [], preset === 'desktop' ? 1 : (slowdown ?? 4)),
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

function summarize(path, preset, results) {
  const perf = results.map((r) => r.scores.performance).filter((x) => typeof x === 'number');
  const tbt = results.map((r) => r.tbt).filter((x) => typeof x === 'number');
  return {
    path,
    preset,
    ...Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))])),
    // The spread of the runs, not only their median: one run on a busy machine says little.
    perfRuns: perf,
    spread: perf.length ? `${Math.min(...perf)}–${Math.max(...perf)}` : 'n/a',
    tbtSpread: tbt.length ? `${Math.round(Math.min(...tbt))}–${Math.round(Math.max(...tbt))}` : 'n/a',
    lcpMs: Math.round(median(results.map((r) => r.lcp))),
    tbtMs: Math.round(median(results.map((r) => r.tbt))),
    cls: Number(median(results.map((r) => r.cls)).toFixed(3)),
    cpuShare: median(results.map((r) => r.cpuShare)),
    cpuTbtMs: Math.round(median(results.map((r) => r.cpuTbt))),
    benchmarkIndex: Math.round(median(results.map((r) => r.benchmarkIndex))),
  };
}

/**
 * The machine's state as the page's main thread saw it. Lighthouse's TBT scales each task's wall-clock
 * length (×4 on mobile); on a shared or busy machine a task's wall time includes the time its thread
 * waited for a CPU. Each task also carries its thread time, so a run tells both apart:
 * - cpuShare: of the main thread's task time after the first paint, the part it ran on a CPU (%).
 * - cpuTbt: TBT counted from thread time (Σ max(0, slowdown × task − 50 ms) after the first paint) — the
 *   page's own blocking work, whatever else the machine was doing.
 */
export function mainThreadTime(events, slowdown) {
  const names = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  const busy = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.dur && names.get(key) === 'CrRendererMain') busy.set(key, (busy.get(key) ?? 0) + e.dur);
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === main);
  if (!main || !fcp) return { cpuShare: null, cpuTbt: null };
  const tasks = events.filter((e) => e.name === 'RunTask' && `${e.pid}:${e.tid}` === main && e.ts >= fcp.ts && e.dur && e.tdur != null);
  const wall = tasks.reduce((n, e) => n + e.dur, 0);
  const cpu = tasks.reduce((n, e) => n + e.tdur, 0);
  return {
    cpuShare: wall ? Math.round((100 * cpu) / wall) : null,
    cpuTbt: tasks.reduce((n, e) => n + Math.max(0, (slowdown * e.tdur) / 1000 - 50), 0),
  };
}

/**
 * JavaScript and CSS the home route loads before any interaction, counted as their gzip sizes: what
 * the page fetched by the time the network went idle (it is interactive then). Also reported, not
 * budgeted: what it fetches in the next 5 s without interaction (Swiper, at the carousels' first step).
 */
export async function homeBytes(origin, distDir, gzSize) {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.filter((f) => f !== '--headless=new') });
  const page = await browser.newPage();
  const assets = new Set();
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.origin === origin && /\.(js|css)$/.test(u.pathname)) assets.add(u.pathname);
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  // Scripts written into the page (first-paint.js in a rendered one) are JavaScript before interaction too.
  const inline = await page.$$eval('script:not([src])', (scripts) => scripts.filter((s) => !s.type || /^(module|text\/javascript)$/.test(s.type)).map((s) => s.textContent ?? ''));
  const inlineBytes = inline.reduce((n, text) => n + gzipSync(text, { level: 9 }).length, 0);
  const atIdle = [...assets];
  await page.waitForTimeout(5000);
  const later = [...assets].filter((a) => !atIdle.includes(a));
  await browser.close();
  const bytes = (files, ext) => files.filter((p) => p.endsWith(ext)).reduce((n, p) => n + gzSize(`${distDir}${p}`), 0);
  const kb = (files, ext, more = 0) => Number(((bytes(files, ext) + more) / 1024).toFixed(1));
  const jsGzipKb = kb(atIdle, '.js', inlineBytes);
  return { jsGzipKb, cssGzipKb: kb(atIdle, '.css'), files: atIdle, inlineScripts: inline.length, inlineGzipBytes: inlineBytes, deferredJsGzipKb: kb(later, '.js'), deferredFiles: later };
}
