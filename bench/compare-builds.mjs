// `node bench/compare-builds.mjs <other checkout>` (both built with `pnpm build`): what a change did to the
// order path, read in turns against the same path of another checkout's build (e.g. a `git worktree` of the
// commit before the change) and against the bare node:http ceiling of the same run — a slow hour slows all
// three alike. POST /api/crear-pedido, card in test mode, SQLite, 10 connections, BENCH_SECONDS each (default
// 12) in 2 s turns; each shop on its own fresh database; every 201 counted against the orders written.
import { resolve } from 'node:path';
import { loadInTurns } from './http.mjs';
import { startBaseline, startShop } from './server.mjs';

const other = process.argv[2];
if (!other) throw new Error('Usage: node bench/compare-builds.mjs <other checkout, built>');
const DURATION = Number(process.env.BENCH_SECONDS ?? 12);
const here = process.cwd();

/** startShop() starts the build of the working directory's checkout. */
async function shopOf(root) {
  process.chdir(root);
  try {
    return await startShop();
  } finally {
    process.chdir(here);
  }
}

const mine = await shopOf(here);
const theirs = await shopOf(resolve(other));
try {
  const products = (await (await fetch(`${mine.url}/api/productos`)).json()).data;
  // Sold by the piece (the seed sells some by weight): the items reach the delivery minimum.
  const product = products.find((p) => p.precio >= 40 && !p.venta);
  const body = JSON.stringify({ nombre: 'Bench', direccion: 'Calle 1, Centro', telefono: '646 123 4567', email: 'bench@example.mx', productos: [{ id: product.id, items: Math.ceil(600 / product.precio) }] });
  const ceiling = await startBaseline(body);
  const order = (name, url) => ({ name, url: `${url}/api/crear-pedido`, method: 'POST', headers: { 'content-type': 'application/json' }, body, expectStatus: 201 });
  const targets = [{ name: 'node:http ceiling', url: `${ceiling.url}/`, method: 'POST', headers: { 'content-type': 'application/json' }, body }, order(`this build (${here})`, mine.url), order(`other build (${resolve(other)})`, theirs.url)];
  try {
    const results = await loadInTurns(targets, { connections: 10, duration: DURATION });
    console.log(`POST /api/crear-pedido, ${DURATION} s each in 2 s turns, 10 connections (SQLite, test mode):`);
    for (const [i, r] of results.entries()) {
      console.log(`  ${targets[i].name.padEnd(60)} ${String(r.rps).padStart(6)} req/s (×${(r.rps / results[0].rps).toFixed(3)} the ceiling)  p50 ${r.p50} ms  p99 ${r.p99} ms  unexpected ${r.unexpected}  errors ${r.errors}`);
    }
    console.log(`  this build ÷ other build: ×${(results[1].rps / results[2].rps).toFixed(3)}`);
    console.log(`  orders written: this ${await mine.countOrders()}, other ${await theirs.countOrders()}; peak RSS this ${mine.peakRssMb()} MB, other ${theirs.peakRssMb()} MB`);
  } finally {
    await ceiling.stop();
  }
} finally {
  await mine.stop();
  await theirs.stop();
}
