// The README's test command: lint, typecheck, build, every vitest suite (contracts, api on SQLite and
// again on PostgreSQL, web, browser, attack, the cluster check, these scripts' own) and one closing line
// "N passed, N failed" with the real totals, as CI reads it (counted by totals.mjs). The Debian programs the
// suites drive (Chromium, PostgreSQL, nginx) are installed first when missing (debian.mjs); the PostgreSQL
// run starts and removes its own throwaway cluster (apps/api/src/test/global-setup.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';

import { ensurePrograms } from './debian.mjs';
import { tally } from './totals.mjs';

// Where each suite's vitest JSON report lands, and the turbo task that writes it, by the name printed in the totals.
const SUITES = {
  'packages/contracts': ['packages/contracts/test-results.json', '@huerta/contracts#test'],
  'apps/api (SQLite)': ['apps/api/test-results.json', '@huerta/api#test'],
  'apps/api (PostgreSQL)': ['apps/api/test-results-pg.json', '@huerta/api#test:pg'],
  'apps/api (SQLite, another day)': ['apps/api/test-results-clock.json', '@huerta/api#test:clock'],
  'apps/web': ['apps/web/test-results.json', '@huerta/web#test'],
  e2e: ['e2e/test-results.json', '@huerta/e2e#test'],
  attack: ['attack/test-results.json', '@huerta/attack#test'],
  'cluster check': ['cluster/test-results.json', '@huerta/cluster#test'],
  scripts: ['scripts/test-results.json', '@huerta/scripts#test'],
};
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };
const run = (args) => spawnSync('pnpm', ['exec', 'turbo', 'run', ...args], { stdio: 'inherit', env }).status === 0;

// Installed now rather than in the middle of the suites; a failure is said here and the suites that need
// the program fail and are counted.
try {
  ensurePrograms([...(process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH) ? [] : ['chromium']), 'postgresql', 'nginx', 'faketime']);
} catch (error) {
  console.error(`✗ ${error.message}`);
}
for (const [file] of Object.values(SUITES)) rmSync(file, { force: true });

const checks = { lint: run(['lint']), typecheck: run(['typecheck']) };
const exitCodes = runTests();

const reports = Object.fromEntries(Object.entries(SUITES).map(([suite, [file]]) => [suite, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null]));
const { passed, failed, lines } = tally({ suites: SUITES, reports, exitCodes, checks, cwd: process.cwd() });
for (const { error, text } of lines) (error ? console.error : console.log)(text);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

/** Runs every suite through turbo and returns each task's exit code, from the run summary turbo writes. */
function runTests() {
  const runsDir = '.turbo/runs';
  const before = new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);
  run(['test', 'test:pg', 'test:clock', '--continue', '--summarize']);
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
