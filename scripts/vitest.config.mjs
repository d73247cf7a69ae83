import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.mjs'],
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
