// `node bench/catalog-import.mjs`: the catalogue CSV with 2,000 products on the built server (SQLite):
// export, then a file changing every price previewed and applied, timed from a local client.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ownerRow } from './large-shop.mjs';
import { startShop } from './server.mjs';

const shop = await startShop({ products: 2000 });
try {
  const owner = await ownerRow();
  const Database = createRequire(join(process.cwd(), 'apps/api/package.json'))('better-sqlite3');
  const db = new Database(join(shop.dir, 'bench.db'));
  db.prepare('insert into personal (email, nombre, password_hash, rol) values (?, ?, ?, ?)').run(owner.email, 'Dueña', owner.hash, 'dueño');
  db.close();
  const login = await fetch(`${shop.url}/admin/trpc/auth.login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: shop.url }, body: JSON.stringify({ email: owner.email, password: owner.password }) });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const time = async (what, run) => {
    const t0 = performance.now();
    const out = await run();
    console.log(`${what.padEnd(44)} ${Math.round(performance.now() - t0)} ms`);
    return out;
  };
  const csv = await time('export (2,000 products)', async () => (await fetch(`${shop.url}/admin/exportar/productos.csv`, { headers: { cookie } })).text());
  const lines = csv.split('\r\n');
  const changed = [lines[0], ...lines.slice(1).filter(Boolean).map((l) => l.replace(/,(\d+\.\d{2}),/, (_m, p) => `,${(Number(p) + 1).toFixed(2)},`))].join('\r\n');
  console.log(`file: ${lines.length - 2} rows, ${Math.round(Buffer.byteLength(changed) / 1024)} KB`);
  const post = (aplicar) => fetch(`${shop.url}/admin/importar/productos.csv?aplicar=${aplicar}`, { method: 'POST', headers: { cookie, origin: shop.url, 'content-type': 'text/csv' }, body: changed }).then((r) => r.json());
  const preview = await time('preview (every price changed)', () => post(0));
  console.log(`  ${preview.data.cambiados.length} changed, ${preview.data.errores.length} bad`, preview.data.errores.slice(0, 2));
  const applied = await time('apply (one transaction, 2,000 audit entries)', () => post(1));
  console.log(`  ${applied.message}`);
} finally {
  await shop.stop();
}
