import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Each file starts its own server and browser; two at a time fit two cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // What the pages show, polled: 10 s, not vitest's 1 s, because a page that starts in a second alone can take
    // longer beside the other suites on two cores (a 404 page's NotFound once missed the second in CI). A poll
    // that must be quick says so itself (the confetti within 1 s).
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
