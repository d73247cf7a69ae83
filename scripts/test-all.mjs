// The README's test command: lint, typecheck, build, every vitest suite (contracts, api on SQLite and
// again on PostgreSQL, web, browser, attack) and one closing line "N passed, N failed" with the real
// totals, as CI reads it. The PostgreSQL run starts and removes its own throwaway cluster
// (apps/api/src/test/global-setup.ts), installing Debian's package first when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';

import { postgresBin } from './pg-cluster.mjs';

// Where each suite's vitest JSON report lands, and the turbo task that writes it, by the name printed in the totals.
const SUITES = {
  'packages/contracts': ['packages/contracts/test-results.json', '@huerta/contracts#test'],
  'apps/api (SQLite)': ['apps/api/test-results.json', '@huerta/api#test'],
  'apps/api (PostgreSQL)': ['apps/api/test-results-pg.json', '@huerta/api#test:pg'],
  'apps/web': ['apps/web/test-results.json', '@huerta/web#test'],
  e2e: ['e2e/test-results.json', '@huerta/e2e#test'],
  attack: ['attack/test-results.json', '@huerta/attack#test'],
  'cluster check': ['cluster/test-results.json', '@huerta/cluster#test'],
};
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };
const run = (args) => spawnSync('pnpm', ['exec', 'turbo', 'run', ...args], { stdio: 'inherit', env }).status === 0;

ensureChromium();
postgresBin(); // installs PostgreSQL now rather than in the middle of the suites
for (const [file] of Object.values(SUITES)) rmSync(file, { force: true });

const checks = { lint: run(['lint']), typecheck: run(['typecheck']) };
const exitCodes = runTests();

let passed = 0;
let failed = 0;
for (const [suite, [file, task]] of Object.entries(SUITES)) {
  if (!existsSync(file)) {
    console.error(`✗ ${suite}: the suite did not report (it crashed before running)`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A file that fails to load counts as one failure, even though vitest reports no test for it. A test that
  // did not run counts as failed too: a skipped or todo one (none may be), or one its file never reached
  // because a beforeAll failed — vitest reports those as skipped, its totals as «0 failed».
  const brokenFiles = r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
  const notRun = r.testResults.flatMap((t) => t.assertionResults).filter((a) => a.status !== 'passed' && a.status !== 'failed').length;
  // vitest exits non-zero with every test passed when it caught an unhandled error (a rejection no test
  // awaited, an error thrown after a test ended): its JSON report does not say so, its exit code does.
  const exitedBadly = exitCodes.get(task) !== 0 && r.numFailedTests + brokenFiles + notRun === 0 ? 1 : 0;
  const suiteFailed = r.numFailedTests + brokenFiles + notRun + exitedBadly;
  console.log(`  ${suite}: ${r.numPassedTests} passed, ${suiteFailed} failed (${r.numTotalTests} tests)`);
  passed += r.numPassedTests;
  failed += suiteFailed;
  // The names of what failed, here beside the totals: CI keeps only the end of a long log.
  for (const line of failures(r)) console.error(`    ✗ ${line}`);
  if (exitedBadly) console.error(`    ✗ ${task} exited with ${exitCodes.get(task) ?? 'no code'} though no test failed: an unhandled error, see its log`);
}
// A task that is not a suite (a build the browser suites depend on) and failed.
const suiteTasks = new Set(Object.values(SUITES).map(([, task]) => task));
for (const [task, code] of exitCodes) {
  if (code !== 0 && !suiteTasks.has(task)) {
    console.error(`✗ ${task} failed (exit ${code})`);
    failed += 1;
  }
}
for (const [name, ok] of Object.entries(checks)) {
  if (!ok) {
    console.error(`✗ ${name} failed`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

/** Runs every suite through turbo and returns each task's exit code, from the run summary turbo writes. */
function runTests() {
  const runsDir = '.turbo/runs';
  const before = new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);
  run(['test', 'test:pg', '--continue', '--summarize']);
  const summary = existsSync(runsDir) ? readdirSync(runsDir).find((f) => f.endsWith('.json') && !before.has(f)) : undefined;
  const codes = new Map();
  if (!summary) {
    console.error('✗ turbo wrote no run summary: exit codes unknown');
    return codes;
  }
  for (const t of JSON.parse(readFileSync(`${runsDir}/${summary}`, 'utf8')).tasks) {
    // A task turbo never started (its dependency failed) has no execution; its suite reports nothing.
    if (t.execution) codes.set(t.taskId, t.execution.exitCode);
  }
  return codes;
}

/** One line per failed or not-run test (file › name: why), and per failed file with no failed test of its own. */
function failures(report) {
  const lines = [];
  for (const file of report.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) lines.push(`${where}: ${firstLine(file.message)}`);
    for (const t of file.assertionResults) {
      if (t.status === 'failed') lines.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      else if (t.status !== 'passed') lines.push(`${where} › ${t.fullName}: not run (${t.status})`);
    }
  }
  return lines;
}

function firstLine(text = '') {
  return String(text).split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';
}

/** The browser suite drives Debian's Chromium; install it on a fresh machine (root with apt-get). */
function ensureChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return;
  if (existsSync('/usr/bin/chromium')) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) {
    console.error('Chromium not found at /usr/bin/chromium: install it (apt-get install chromium) or set CHROME_PATH.');
    return;
  }
  console.log('Installing Chromium with apt-get…');
  spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
}
