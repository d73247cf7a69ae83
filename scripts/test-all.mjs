// The README's test command: lint, typecheck, build, every vitest suite (contracts, api on SQLite and
// again on PostgreSQL, web, browser, attack) and one closing line "N passed, N failed" with the real
// totals, as CI reads it. The PostgreSQL run starts and removes its own throwaway cluster
// (apps/api/src/test/global-setup.ts), installing Debian's package first when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

import { postgresBin } from './pg-cluster.mjs';

// Where each suite's vitest JSON report lands, by the name printed in the totals.
const SUITES = {
  'packages/contracts': 'packages/contracts/test-results.json',
  'apps/api (SQLite)': 'apps/api/test-results.json',
  'apps/api (PostgreSQL)': 'apps/api/test-results-pg.json',
  'apps/web': 'apps/web/test-results.json',
  e2e: 'e2e/test-results.json',
  attack: 'attack/test-results.json',
  'cluster check': 'cluster/test-results.json',
};
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };
const run = (args) => spawnSync('pnpm', ['exec', 'turbo', 'run', ...args], { stdio: 'inherit', env }).status === 0;

ensureChromium();
postgresBin(); // installs PostgreSQL now rather than in the middle of the suites
for (const file of Object.values(SUITES)) rmSync(file, { force: true });

const checks = { lint: run(['lint']), typecheck: run(['typecheck']) };
run(['test', 'test:pg', '--continue']);

let passed = 0;
let failed = 0;
for (const [suite, file] of Object.entries(SUITES)) {
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
  const suiteFailed = r.numFailedTests + brokenFiles + notRun;
  console.log(`  ${suite}: ${r.numPassedTests} passed, ${suiteFailed} failed (${r.numTotalTests} tests)`);
  passed += r.numPassedTests;
  failed += suiteFailed;
  // The names of what failed, here beside the totals: CI keeps only the end of a long log.
  for (const line of failures(r)) console.error(`    ✗ ${line}`);
}
for (const [name, ok] of Object.entries(checks)) {
  if (!ok) {
    console.error(`✗ ${name} failed`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

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
