// Starts bench/order-reference.ts (the bare handler beside `POST /api/crear-pedido`, issue 48): bundled with the
// API's esbuild (the contracts' TypeScript inlined, better-sqlite3 left to load natively), on a copy of the
// shop's SQLite file taken with SQLite's own backup (the shop keeps running in WAL mode meanwhile).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const api = createRequire(join(process.cwd(), 'apps/api/package.json'));

export async function startOrderReference(shopDb) {
  const dir = mkdtempSync(join(tmpdir(), 'huerta-order-reference-'));
  // Beside the API's node_modules, where an ES module finds better-sqlite3 (it resolves from its own folder).
  const cache = join(process.cwd(), 'apps/api/node_modules/.cache/huerta-bench');
  mkdirSync(cache, { recursive: true });
  const bundle = join(cache, 'order-reference.mjs');
  await api('esbuild').build({ entryPoints: ['bench/order-reference.ts'], outfile: bundle, bundle: true, platform: 'node', target: 'node20', format: 'esm', external: ['better-sqlite3'], logLevel: 'warning', nodePaths: [join(process.cwd(), 'apps/api/node_modules')] });
  const Database = api('better-sqlite3');
  const source = new Database(shopDb, { readonly: true });
  await source.backup(join(dir, 'reference.db'));
  source.close();
  const child = spawn(process.execPath, [bundle], { cwd: 'apps/api', env: { ...process.env, REFERENCE_DB: join(dir, 'reference.db'), PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the order reference exited (${code})`)));
    child.stdout.on('data', (d) => {
      const m = /listening (\d+)/.exec(String(d));
      if (m) resolve(Number(m[1]));
    });
  });
  const countOrders = () => {
    const db = new Database(join(dir, 'reference.db'), { readonly: true });
    try {
      return db.prepare('select count(*) as n from pedidos').get().n;
    } finally {
      db.close();
    }
  };
  return {
    url: `http://127.0.0.1:${port}`,
    countOrders,
    stop: async () => {
      child.kill();
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
