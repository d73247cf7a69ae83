import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each test file builds its own app on its own temporary SQLite file.
    pool: 'forks',
    testTimeout: 20_000,
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
