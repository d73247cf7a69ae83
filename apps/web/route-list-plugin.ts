import { readdirSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The client routes as URL patterns (`/blog/$slug`), written to `routes.json` beside the build so the
 * server can answer an address that is no page of the shop with 404 (and the app's not-found screen)
 * instead of 200. Taken from TanStack Router's file names (flat routes: `blog.$slug.tsx`, `blog.index.tsx`).
 */
export function routeList(routesDir: string): Plugin {
  return {
    name: 'huerta-route-list',
    apply: 'build',
    generateBundle() {
      const paths = readdirSync(routesDir)
        .filter((f) => f.endsWith('.tsx') && !f.startsWith('__') && !f.startsWith('-'))
        .map((f) => f.replace(/\.tsx$/, '').split('.').filter((s) => s !== 'index'))
        .map((segments) => `/${segments.join('/')}`)
        .sort();
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(paths) });
    },
  };
}
