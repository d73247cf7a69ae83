// The closing line CI reads: each way a run can fail must reach «N failed», and a clean run must read clean.
import { describe, expect, it } from 'vitest';
import { tally } from './totals.mjs';

const SUITES = { unit: ['unit.json', '@x/unit#test'], browser: ['browser.json', '@x/browser#test'] };

/** A vitest JSON report: files of [name, status] tests; a file with no tests and `message` failed to load. */
function report(files) {
  const testResults = files.map(({ name, tests = [], message }) => ({
    name: `/repo/${name}`,
    status: message || tests.some(([, s]) => s === 'failed') ? 'failed' : 'passed',
    message: message ?? '',
    assertionResults: tests.map(([fullName, status]) => ({ fullName, status, failureMessages: status === 'failed' ? [`\nAssertionError: ${fullName} went wrong\n    at stack`] : [] })),
  }));
  const all = testResults.flatMap((f) => f.assertionResults);
  return { numPassedTests: all.filter((t) => t.status === 'passed').length, numFailedTests: all.filter((t) => t.status === 'failed').length, numTotalTests: all.length, testResults };
}

const clean = () => ({
  suites: SUITES,
  reports: { unit: report([{ name: 'a.test.ts', tests: [['adds', 'passed'], ['subtracts', 'passed']] }]), browser: report([{ name: 'b.test.ts', tests: [['opens', 'passed']] }]) },
  exitCodes: new Map([['@x/unit#test', 0], ['@x/browser#test', 0], ['@x/web#build', 0]]),
  checks: { lint: true, typecheck: true },
  cwd: '/repo',
});
const text = (lines) => lines.map((l) => l.text);
const errors = (lines) => lines.filter((l) => l.error).map((l) => l.text);

describe('the test command totals', () => {
  it('a clean run: every test passed, nothing failed, and the last line says so', () => {
    const t = tally(clean());
    expect([t.passed, t.failed]).toEqual([3, 0]);
    expect(text(t.lines)).toEqual(['  unit: 2 passed, 0 failed (2 tests)', '  browser: 1 passed, 0 failed (1 tests)', '3 passed, 0 failed']);
    expect(errors(t.lines)).toEqual([]);
  });

  it('a failed test counts and is named beside the totals with its first line', () => {
    const run = clean();
    run.reports.unit = report([{ name: 'a.test.ts', tests: [['adds', 'passed'], ['subtracts', 'failed']] }]);
    run.exitCodes.set('@x/unit#test', 1);
    const t = tally(run);
    expect([t.passed, t.failed]).toEqual([2, 1]); // the non-zero exit adds nothing: the failure explains it
    expect(errors(t.lines)).toEqual(['    ✗ a.test.ts › subtracts: AssertionError: subtracts went wrong']);
    expect(text(t.lines).at(-1)).toBe('2 passed, 1 failed');
  });

  it('a file that failed to load counts as one failure though vitest reports no test in it', () => {
    const run = clean();
    run.reports.browser = report([{ name: 'b.test.ts', tests: [['opens', 'passed']] }, { name: 'c.test.ts', message: 'SyntaxError: Unexpected token' }]);
    run.exitCodes.set('@x/browser#test', 1);
    const t = tally(run);
    expect(t.failed).toBe(1);
    expect(errors(t.lines)).toEqual(['    ✗ c.test.ts: SyntaxError: Unexpected token']);
  });

  it('a skipped or todo test, or one a failed beforeAll never reached, counts as failed', () => {
    const run = clean();
    run.reports.unit = report([{ name: 'a.test.ts', tests: [['adds', 'passed'], ['later', 'skipped'], ['someday', 'todo']] }]);
    const t = tally(run);
    expect([t.passed, t.failed]).toEqual([2, 2]);
    expect(errors(t.lines)).toEqual(['    ✗ a.test.ts › later: not run (skipped)', '    ✗ a.test.ts › someday: not run (todo)']);
  });

  it('a suite that exited non-zero with every test passed (an unhandled error) counts one failure, named', () => {
    const run = clean();
    run.exitCodes.set('@x/browser#test', 1);
    const t = tally(run);
    expect([t.passed, t.failed]).toEqual([3, 1]);
    expect(errors(t.lines)).toEqual(['    ✗ @x/browser#test exited with 1 though no test failed: an unhandled error, see its log']);
  });

  it('a suite with no exit code on record (no run summary, or never started) counts as failed', () => {
    const run = clean();
    run.exitCodes = new Map();
    const t = tally(run);
    expect(t.failed).toBe(2);
    expect(errors(t.lines)[0]).toBe('    ✗ @x/unit#test exited with no code though no test failed: an unhandled error, see its log');
  });

  it('a suite that wrote no report counts as failed', () => {
    const run = clean();
    run.reports.browser = null;
    const t = tally(run);
    expect([t.passed, t.failed]).toEqual([2, 1]);
    expect(errors(t.lines)).toEqual(['✗ browser: the suite did not report (it crashed before running)']);
  });

  it('a failed task that is no suite (a build a suite needs) and failed checks count too', () => {
    const run = clean();
    run.exitCodes.set('@x/web#build', 2);
    run.checks.typecheck = false;
    const t = tally(run);
    expect(t.failed).toBe(2);
    expect(errors(t.lines)).toEqual(['✗ @x/web#build failed (exit 2)', '✗ typecheck failed']);
    expect(text(t.lines).at(-1)).toBe('3 passed, 2 failed');
  });
});
