import type { Page } from 'playwright-core';

/**
 * Console errors, uncaught exceptions, failed requests and 4xx/5xx answers on the shopper's journey (a declined
 * card included: it is an answer, not a failure). `deliberate` names the URLs a test breaks on purpose.
 */
export function watchProblems(page: Page, deliberate: RegExp | null = null): string[] {
  const problems: string[] = [];
  const expected = (url: string) => deliberate?.test(url) ?? false;
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !expected(msg.location().url)) problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`exception: ${err.message}`));
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? '';
    // ERR_ABORTED: the browser dropped a request because the test navigated away (page.goto), not a failure.
    if (!expected(req.url()) && reason !== 'net::ERR_ABORTED') problems.push(`failed: ${req.url()} ${reason}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`${res.status()}: ${res.url()}`);
  });
  return problems;
}
