import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig } from '../config';
import type { Now } from '../platform/clock';
import { withContractCheck } from './contract-check';
import { engineEnv, freshDatabaseUrl } from './engine';

/**
 * A clock for a test: it starts at `iso` (an instant, e.g. `2026-11-27T10:00:00-08:00`) and runs at the
 * wall clock's pace from there, so timeouts and durations still pass while the day is the test's own.
 */
export function clockAt(iso: string): Now {
  const offset = new Date(iso).getTime() - Date.now();
  if (Number.isNaN(offset)) throw new Error(`clockAt: not an instant: ${iso}`);
  return () => new Date(Date.now() + offset);
}

/**
 * A real app on a fresh, migrated and seeded database (a SQLite file in a temporary folder, or a new
 * PostgreSQL database on TEST_ENGINE=postgres runs — see engine.ts), plus a tiny fake
 * web build so the static and SPA-fallback paths can be exercised without building the web app.
 * Every `await app.inject(...)` of an /api path is checked against the OpenAPI document
 * (contract-check.ts): an answer the document does not describe fails the test that made it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    fillWeb,
    now,
    ...options
  }: BuildOptions & {
    /** Adds files to the fake web build before the app serves it. */
    fillWeb?: (web: string) => void;
    /** The shop's clock for this app (clockAt): the test's own day rather than today. */
    now?: Now;
  } = {},
): Promise<{ app: FastifyInstance; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'huerta-test-'));
  const web = join(dir, 'web');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="es-MX"><head><meta name="description" content="Huerta Baja" /><title>%STORE_NAME%</title></head><body><div id="root"><h1>%STORE_NAME_UPPER%</h1></div></body></html>');
  writeFileSync(join(web, 'routes.json'), JSON.stringify(['/', '/blog', '/blog/$slug', '/carrito', '/categoria/$slug', '/checkout', '/nosotros', '/producto/$slug', '/tienda']));
  writeFileSync(join(web, 'route-chunks.json'), JSON.stringify({ '/carrito': ['/assets/carrito-c1.js', '/assets/empty-cart-e1.js'], '/blog/$slug': ['/assets/blog._slug-b1.js'] }));
  writeFileSync(join(web, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  fillWeb?.(web);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: await freshDatabaseUrl(dir),
    WEB_DIST: web,
    // Most suites place many orders of the same products; the stock tests ask for the real seed's stock.
    SEED_STOCK: 'sin-limite',
    // Nor the demo's weeks of orders, lots and waste (seed/history.ts): tests count from the catalogue alone.
    SEED_HISTORY: 'false',
    ...engineEnv(),
    ...env,
  });
  const app = withContractCheck(await buildApp(now ? { ...config, now } : config, options));
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { app, dir };
}
