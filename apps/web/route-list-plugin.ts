import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type Bundle, firstLoadChunks, staticClosure } from './first-load-plugin';

/**
 * The client routes as URL patterns (`/blog/$slug`), written to `routes.json` beside the build so the
 * server can answer an address that is no page of the shop with 404 (and the app's not-found screen)
 * instead of 200. Taken from TanStack Router's file names (flat routes: `blog.$slug.tsx`, `blog.index.tsx`).
 *
 * Beside it, `route-chunks.json`: for each pattern, the files of that page's own code (its code-split
 * component and what it imports that the first screen does not). The server names them in the shell it
 * sends for that address, so a deep link (/carrito) fetches them with the entry instead of one round
 * trip later, when the router has run and asks for them. Under `en`, the English chunk's files.
 */
export function routeList(routesDir: string): Plugin {
  let base = '/';
  return {
    name: 'huerta-route-list',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, output) {
      const files = readdirSync(routesDir).filter((f) => f.endsWith('.tsx') && !f.startsWith('__') && !f.startsWith('-'));
      const patternOf = (file: string) => `/${file.replace(/\.tsx$/, '').split('.').filter((s) => s !== 'index').join('/')}`;
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(files.map(patternOf).sort()) });

      const bundle = output as unknown as Bundle;
      const firstLoad = new Set(firstLoadChunks(bundle));
      const chunks: Record<string, string[]> = {};
      for (const file of files) {
        // TanStack's code splitting turns a route file into virtual modules `<file>?tsr-split=…`.
        const split = `${join(routesDir, file)}?`;
        const own = Object.entries(bundle).flatMap(([name, c]) => (c.type === 'chunk' && c.moduleIds.some((id) => id.startsWith(split)) ? [name] : []));
        const needed = [...staticClosure(bundle, own)].filter((name) => !firstLoad.has(name)).sort();
        if (needed.length) chunks[patternOf(file)] = needed.map((name) => base + name);
      }
      // An English page (/en/…) also waits for the English chunk (Lingui and its catalogue) before it first
      // renders: under the key `en`, its files, for the server to name in English shells.
      const english = Object.entries(bundle).flatMap(([name, c]) => (c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith('/src/i18n/english.ts')) ? [name] : []));
      const englishFiles = [...staticClosure(bundle, english)].filter((name) => !firstLoad.has(name)).sort();
      if (englishFiles.length) chunks.en = englishFiles.map((name) => base + name);
      this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: JSON.stringify(chunks) });
    },
  };
}
