// Starts bench/order-reference.ts (the bare handler beside `POST /api/crear-pedido`, issue 48): bundled with the
// API's esbuild (the contracts' TypeScript inlined, better-sqlite3 and pg left to load from the API's folder).
// On SQLite it runs on a copy of the shop's file taken with SQLite's own backup (the shop keeps running in WAL
// mode meanwhile); on PostgreSQL on a database copied before the shop started (server.mjs startPostgresShop's
// `copy`: PostgreSQL copies only a database nobody is connected to).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countOrders } from './server.mjs';

const api = createRequire(join(process.cwd(), 'apps/api/package.json'));

/** `shopDb`: the shop's SQLite file (copied here), or a postgres:// URL of a copy of its database. */
export async function startOrderReference(shopDb) {
  const postgres = shopDb.startsWith('postgres');
  const dir = mkdtempSync(join(tmpdir(), 'huerta-order-reference-'));
  // Beside the API's node_modules, where an ES module finds better-sqlite3 and pg (it resolves from its own folder).
  const cache = join(process.cwd(), 'apps/api/node_modules/.cache/huerta-bench');
  mkdirSync(cache, { recursive: true });
  const bundle = join(cache, 'order-reference.mjs');
  await api('esbuild').build({ entryPoints: ['bench/order-reference.ts'], outfile: bundle, bundle: true, platform: 'node', target: 'node20', format: 'esm', external: ['better-sqlite3', 'pg'], logLevel: 'warning', nodePaths: [join(process.cwd(), 'apps/api/node_modules')] });
  const db = postgres ? shopDb : join(dir, 'reference.db');
  if (!postgres) {
    const source = new (api('better-sqlite3'))(shopDb, { readonly: true });
    await source.backup(db);
    source.close();
  }
  const child = spawn(process.execPath, [bundle], { cwd: 'apps/api', env: { ...process.env, REFERENCE_DB: db, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the order reference exited (${code})`)));
    child.stdout.on('data', (d) => {
      const m = /listening (\d+)/.exec(String(d));
      if (m) resolve(Number(m[1]));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** The orders written in its database (every 201 must be one). */
    countOrders: () => countOrders(db),
    stop: async () => {
      child.kill();
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

