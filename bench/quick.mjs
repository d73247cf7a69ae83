// `node bench/quick.mjs <origin> <path> [<path>…]`: the benchmark's Lighthouse mobile audit (median of
// BENCH_LIGHTHOUSE_RUNS, default 5, a filled cart on /carrito and /checkout) for a few pages of a running shop.
import { LIGHTHOUSE_RUNS, audit } from './lighthouse.mjs';

const [origin, ...paths] = process.argv.slice(2);
const products = (await (await fetch(`${origin}/api/productos`)).json()).data;
const cart = products.slice(0, 4).map((p, i) => ({ ...p, items: i + 1, fechaAgregado: '21/11/2026' }));
for (const path of paths) {
  const r = await audit({ origin, path, preset: 'mobile', runs: LIGHTHOUSE_RUNS, cart: path === '/carrito' || path === '/checkout' ? cart : null });
  console.log(`${path.padEnd(10)} perf ${r.performance}  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms (${r.tbtSpread})  CLS ${r.cls}  main thread on CPU ${r.cpuShare}%, TBT from CPU time ${r.cpuTbtMs} ms, benchmarkIndex ${r.benchmarkIndex}`);
}
