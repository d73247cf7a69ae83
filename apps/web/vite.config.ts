import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { appStylesPreload } from './app-styles-plugin';
import { firstLoad } from './first-load-plugin';
import { inlineFavicon } from './inline-favicon';
import { latin1Source } from './latin1-source';
import { noPreloadHelper } from './no-preload-helper';
import { messages } from './messages-plugin';
import { precompress } from './precompress';
import { routeList } from './route-list-plugin';
import { CATALOG_CACHE, IMAGE_CACHE, SHELL_CACHE } from './src/modules/offline/cache-names';

// Must come before react(): it generates src/routeTree.gen.ts and splits each route's component.
const router = () =>
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    // The home screen (/ and /tienda) is the landing page: it ships in the entry chunk, everything else is split.
    codeSplittingOptions: {
      splitBehavior: ({ routeId }) => (routeId === '/' || routeId === '/tienda' ? [] : undefined),
    },
  });
const shimAlias = [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url).pathname }];

/**
 * The first screens' renderer for the API (`vite build --ssr src/entry-server.tsx`, issue 48): the same app and
 * messages, one self-contained ES module for Node (React and the rest inside, so the API needs none of them),
 * written beside the public build, never in it.
 */
const serverBuild = defineConfig({
  plugins: [router(), react(), messages(new URL('./src/i18n/en', import.meta.url).pathname), latin1Source()],
  resolve: { alias: shimAlias },
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  // Minified: the API keeps this module's source in memory for as long as it runs (issue 48, peak RSS).
  build: { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, minify: true, rolldownOptions: { output: { entryFileNames: 'entry-server.js' } } },
});

const browserBuild = defineConfig({
  plugins: [
    router(),
    react(),
    messages(new URL('./src/i18n/en', import.meta.url).pathname),
    appStylesPreload(),
    firstLoad(),
    noPreloadHelper(),
    shopPwa(),
    precompress(),
    routeList(new URL('./src/routes', import.meta.url).pathname),
    inlineFavicon(new URL('./public/img/favicon.png', import.meta.url).pathname),
    {
      // In production the API fills these in from STORE_NAME when it serves the shell; the dev server has no API in front.
      name: 'huerta-dev-store-name',
      apply: 'serve',
      transformIndexHtml: (html) => html.replaceAll('%STORE_NAME_UPPER%', 'HUERTA BAJA').replaceAll('%STORE_NAME%', 'Huerta Baja'),
    },
  ],
  resolve: { alias: shimAlias },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/trpc': 'http://localhost:3000' },
  },
  // One stylesheet for every page (48 KB, 9 KB gzip; the first screen alone needs 44 KB of it): the shell
  // preloads it and the app applies it before it shows (app-styles-plugin.ts); a route loaded later then
  // waits for its code only, never for a stylesheet of its own.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    cssCodeSplit: false,
    // No preload helper in every page's JavaScript: the shell preloads the first screen's chunks itself
    // (first-load-plugin.ts), and a route's chunks are fetched ahead by the router's preload on intent.
    modulePreload: false,
    rolldownOptions: {
      // tRPC's packages do nothing on import, but do not say so (no `sideEffects` in their package.json),
      // so the bundler kept code of theirs the shop never calls (the WebSocket link, ~2.4 KB).
      treeshake: { moduleSideEffects: (id: string) => (/\/node_modules\/@trpc\//.test(id) ? false : undefined) },
      // Everything the entry imports statically in one file. Left to itself the bundler split it into
      // 8 files by what the route chunks share; over HTTP/1.1 (six connections, a round trip each) that
      // queued the first screen's requests: the hero painted ~0.3 s later in Lighthouse's mobile run.
      // React DOM stays a file of its own: main.tsx imports it as a separate stage (a task of its own).
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));

/**
 * The installable, offline shop (issue 15): a web app manifest and a Workbox service worker generated at
 * build time. The SW is registered by src/modules/offline/register.ts once the page is idle, so nothing
 * here adds to the home page's first JavaScript.
 * - Precached: the hashed /assets JS and CSS (and the manifest's icons). Not index.html: the server
 *   personalises the shell (STORE_NAME), so the raw file must never reach a browser.
 * - Navigations: NetworkFirst (a deploy's new shell is seen on the next load), offline the personalised
 *   shell last received. Every page is the same shell, so it is kept under one key: a page never visited
 *   online (/carrito) still opens offline. Only 200 answers are kept (not the 404 shell).
 * - The catalogue over tRPC (`/trpc/catalog.*`, the start batch included): NetworkFirst, so prices are
 *   current online and the last seen offline. A batch with any other procedure is never cached, nor is
 *   anything else under /trpc or /api (orders, payments, accounts).
 * - Images under /img/: CacheFirst with an expiration.
 * skipWaiting + clientsClaim: a new deploy's SW takes over at once instead of waiting for every tab to close.
 */
function shopPwa() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    injectRegister: false, // registered by the app when idle (src/modules/offline/register.ts)
    // Before precompress's closeBundle, so sw.js and the manifest get their .br/.gz siblings too.
    integration: { closeBundleOrder: 'pre' },
    includeManifestIcons: false, // the browser fetches them when it installs the shop; not 200 KB more for every visitor
    manifest: {
      id: '/',
      name: 'Huerta Baja',
      short_name: 'Huerta Baja',
      description: 'Frutas, verduras y abarrotes frescos a domicilio en Tecate, Tijuana, Rosarito y Ensenada.',
      lang: 'es-MX',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // --color-green (the shell's theme-color meta) and --color-bg (src/styles.css).
      theme_color: '#2f7d32',
      background_color: '#fbfaf5',
      categories: ['food', 'shopping'],
      icons: [
        { src: '/img/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/img/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/img/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The product picture's stand-in too: offline, a picture never seen online shows it instead of nothing.
      // (first-paint.js is written into the rendered pages themselves: a kept page carries it.)
      globPatterns: ['assets/**/*.{js,css}', 'img/fallback.webp'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: {
            cacheName: SHELL_CACHE,
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            // Serialised into sw.js: must not use anything from this file. '/' is SHELL_KEY.
            plugins: [{ cacheKeyWillBeUsed: async () => '/' }],
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            url.pathname.startsWith('/trpc/') &&
            url.pathname
              .slice('/trpc/'.length)
              .split(',')
              .every((procedure) => procedure.startsWith('catalog.')),
          handler: 'NetworkFirst',
          options: {
            cacheName: CATALOG_CACHE,
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/img/'),
          handler: 'CacheFirst',
          options: {
            cacheName: IMAGE_CACHE,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          },
        },
      ],
    },
  });
}
