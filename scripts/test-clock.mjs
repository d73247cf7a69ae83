// The API suite on SQLite once more, on a day that is not today: the process's clock (libfaketime, Debian's
// `faketime`) starts at TEST_CLOCK (default: a Saturday 23:30 in Tijuana, past the eve's cut-off with Sunday
// closed — the hour that broke a "two days from now" test) and runs on from there. Run from apps/api by its
// `test:clock` script; writes test-results-clock.json for the totals. The suites must pass on any day of the year.
import { spawnSync } from 'node:child_process';

const at = process.env.TEST_CLOCK || '2026-11-28 23:30:00 PST';
console.log(`API suite on the clock of ${at}`);
const run = spawnSync('faketime', [at, 'pnpm', 'exec', 'vitest', 'run'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_REPORT: 'test-results-clock.json' },
});
if (run.error) console.error(`✗ faketime: ${run.error.message}`);
process.exit(run.status ?? 1);
