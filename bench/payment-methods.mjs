// `node bench/payment-methods.mjs` (after `pnpm build`): what each payment method costs an order (issue 33),
// in turns against the card order of the same run (test mode, SQLite, 10 connections): a voucher or CLABE
// is drafted in the order's transaction and e-mailed; pay on delivery writes no intent but e-mails the
// confirmation at once. Also the home page's JavaScript before interaction, which the checkout's new code
// must not reach (budget 120 KB gzip).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadInTurns } from './http.mjs';
import { homeBytes } from './lighthouse.mjs';
import { startShop } from './server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 12);
const shop = await startShop();
try {
  const products = (await (await fetch(`${shop.url}/api/productos`)).json()).data;
  // Sold by the piece (the seed sells some by weight, priced per kilo): the items below reach $600.
  const product = products.find((p) => p.precio >= 40 && !p.venta);
  const body = (metodo) =>
    JSON.stringify({
      nombre: 'Bench',
      direccion: 'Calle 1, Centro',
      telefono: '646 123 4567',
      email: 'bench@example.mx',
      // Without a postal code (the first REST contract): no delivery window, whose capacity would fill up.
      productos: [{ id: product.id, items: Math.ceil(600 / product.precio) }],
      ...(metodo === 'tarjeta' ? {} : { metodo_pago: metodo }),
    });
  const targets = ['tarjeta', 'oxxo', 'spei', 'contra_entrega'].map((metodo) => ({
    name: metodo,
    url: `${shop.url}/api/crear-pedido`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body(metodo),
    expectStatus: 201,
  }));
  const results = (await loadInTurns(targets, { connections: 10, duration: DURATION })).map((r, i) => ({ ...r, name: targets[i].name }));
  const card = results[0];
  console.log(`POST /api/crear-pedido by method, ${DURATION} s each in 2 s turns, 10 connections (SQLite, test mode):`);
  for (const r of results) {
    console.log(`  ${r.name.padEnd(15)} ${String(Math.round(r.rps)).padStart(5)} orders/s (×${(r.rps / card.rps).toFixed(2)} the card's)  p50 ${r.p50} ms  p99 ${r.p99} ms  unexpected ${r.unexpected}  errors ${r.errors}`);
  }
  const gzSize = (file) => (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length);
  const bytes = await homeBytes(shop.url, 'apps/web/dist', gzSize);
  console.log(`Home page before interaction: ${bytes.jsGzipKb} KB JS + ${bytes.cssGzipKb} KB CSS (gzip); budget 120 KB JS`);
  console.log(`Server peak RSS: ${shop.peakRssMb()} MB`);
} finally {
  await shop.stop();
}
