import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each test file builds its own app on its own database: a temporary SQLite file, or with
    // TEST_ENGINE=postgres a copy of a migrated template on a throwaway cluster (src/test/global-setup.ts).
    pool: 'forks',
    globalSetup: ['src/test/global-setup.ts'],
    // As server.ts does: the process keeps the shop's time, so local dates are the shop's dates.
    env: { TZ: 'America/Tijuana' },
    testTimeout: 20_000,
    reporters: ['default', ['json', { outputFile: process.env.TEST_REPORT ?? (process.env.TEST_ENGINE === 'postgres' ? 'test-results-pg.json' : 'test-results.json') }]],
  },
});
