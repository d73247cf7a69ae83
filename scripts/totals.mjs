// The closing totals of the README's test command (scripts/test-all.mjs): what counts as passed and as failed
// across the suites' vitest JSON reports, turbo's exit codes and the checks. CI reads only the last line, so
// every way a run can go wrong must end up in its «failed».

/**
 * @param {object} run
 * @param {Record<string, [string, string]>} run.suites  suite name → [report file, turbo task]
 * @param {Record<string, object | null>} run.reports    suite name → its parsed vitest JSON report (null: none written)
 * @param {Map<string, number>} run.exitCodes            turbo task → exit code (from turbo's run summary)
 * @param {Record<string, boolean>} run.checks           lint, typecheck… → whether it passed
 * @param {string} [run.cwd]                             stripped from test file paths in the lines
 * @returns {{ passed: number, failed: number, lines: { error: boolean, text: string }[] }}
 */
export function tally({ suites, reports, exitCodes, checks, cwd = '' }) {
  let passed = 0;
  let failed = 0;
  const lines = [];
  const out = (text) => lines.push({ error: false, text });
  const err = (text) => lines.push({ error: true, text });
  for (const [suite, [, task]] of Object.entries(suites)) {
    const r = reports[suite];
    if (!r) {
      err(`✗ ${suite}: the suite did not report (it crashed before running)`);
      failed += 1;
      continue;
    }
    // A file that fails to load counts as one failure, even though vitest reports no test for it. A test that
    // did not run counts as failed too: a skipped or todo one (none may be), or one its file never reached
    // because a beforeAll failed — vitest reports those as skipped, its totals as «0 failed».
    const brokenFiles = r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
    const notRun = r.testResults.flatMap((t) => t.assertionResults).filter((a) => a.status !== 'passed' && a.status !== 'failed').length;
    // vitest exits non-zero with every test passed when it caught an unhandled error (a rejection no test
    // awaited, an error thrown after a test ended): its JSON report does not say so, its exit code does.
    const exitedBadly = exitCodes.get(task) !== 0 && r.numFailedTests + brokenFiles + notRun === 0 ? 1 : 0;
    const suiteFailed = r.numFailedTests + brokenFiles + notRun + exitedBadly;
    out(`  ${suite}: ${r.numPassedTests} passed, ${suiteFailed} failed (${r.numTotalTests} tests)`);
    passed += r.numPassedTests;
    failed += suiteFailed;
    // The names of what failed, here beside the totals: CI keeps only the end of a long log.
    for (const line of failures(r, cwd)) err(`    ✗ ${line}`);
    if (exitedBadly) err(`    ✗ ${task} exited with ${exitCodes.get(task) ?? 'no code'} though no test failed: an unhandled error, see its log`);
  }
  // A task that is not a suite (a build the browser suites depend on) and failed.
  const suiteTasks = new Set(Object.values(suites).map(([, task]) => task));
  for (const [task, code] of exitCodes) {
    if (code !== 0 && !suiteTasks.has(task)) {
      err(`✗ ${task} failed (exit ${code})`);
      failed += 1;
    }
  }
  for (const [name, ok] of Object.entries(checks)) {
    if (!ok) {
      err(`✗ ${name} failed`);
      failed += 1;
    }
  }
  out(`${passed} passed, ${failed} failed`);
  return { passed, failed, lines };
}

/** One line per failed or not-run test (file › name: why), and per failed file with no failed test of its own. */
function failures(report, cwd) {
  const lines = [];
  for (const file of report.testResults) {
    const where = cwd ? file.name.replace(`${cwd}/`, '') : file.name;
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
