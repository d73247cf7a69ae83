import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appStylesPreload } from './app-styles-plugin';
import { precompress } from './precompress';
import { routeList } from './route-list-plugin';

export default defineConfig({
  plugins: [
    // Must come before react(): it generates src/routeTree.gen.ts and splits each route's component.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The home screen (/ and /tienda) is the landing page: it ships in the entry chunk, everything else is split.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === '/' || routeId === '/tienda' ? [] : undefined),
      },
    }),
    react(),
    appStylesPreload(),
    precompress(),
    routeList(new URL('./src/routes', import.meta.url).pathname),
    {
      // In production the API fills these in from STORE_NAME when it serves the shell; the dev server has no API in front.
      name: 'huerta-dev-store-name',
      apply: 'serve',
      transformIndexHtml: (html) => html.replaceAll('%STORE_NAME_UPPER%', 'HUERTA BAJA').replaceAll('%STORE_NAME%', 'Huerta Baja'),
    },
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000', '/trpc': 'http://localhost:3000' },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
