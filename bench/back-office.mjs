// The back office at the size of a busy shop (100,000 orders, 10,000 customers, 2,000 products), on
// SQLite and on PostgreSQL: the built server's answer times for the dashboard, the order list with each
// filter, the pick list of a day, the customers, the audit log, and the CSV export of every order
// (streamed: the server's memory must not grow with it). `node bench/back-office.mjs` runs it alone;
// `pnpm bench` runs it after the storefront's rows. Each request is timed from a local client, one at a
// time (the owner's clicks, not a load test): the figures are upper bounds of the server's own time.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillPostgres, fillSqlite, ownerRow } from './large-shop.mjs';
import { launch } from './server.mjs';

const api = createRequire(join(process.cwd(), 'apps/api/package.json'));
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 40);
const ZONE = 'America/Tijuana';
const shopDate = (ms) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(ms));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function signIn(url, owner) {
  const res = await fetch(`${url}/admin/trpc/auth.login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ email: owner.email, password: owner.password }) });
  if (!res.ok) throw new Error(`login ${res.status}: ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

/** One procedure, `RUNS` times after 3 warm-ups: p50, p95 and the slowest, in ms. */
async function timeQuery(url, cookie, path, input) {
  const target = `${url}/admin/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`;
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(target, { headers: { cookie } });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`${path} ${res.status}: ${body.slice(0, 200)}`);
    return { ms, body };
  };
  for (let i = 0; i < 3; i++) await once();
  const times = [];
  let body = '';
  for (let i = 0; i < RUNS; i++) ({ ms: times[i], body } = await once());
  times.sort((a, b) => a - b);
  const round = (x) => Math.round(x * 10) / 10;
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times.at(-1)), body };
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** The whole year's orders as CSV: time, rows, and the server's resident memory before and at its peak. */
async function timeExport(url, cookie, pid, from, to) {
  const before = rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
  const t0 = performance.now();
  const res = await fetch(`${url}/admin/exportar/pedidos.csv?desde=${from}&hasta=${to}`, { headers: { cookie } });
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) newlines++;
  }
  const ms = performance.now() - t0;
  clearInterval(sampler);
  return { status: res.status, ms: Math.round(ms), rows: newlines - 1, mb: Math.round(bytes / 1e5) / 10, rssBeforeMb: Math.round(before / 1024), rssPeakMb: Math.round(peak / 1024) };
}

/**
 * A year of sales never invoiced: on its first start the shop issues the facturas globales of the last weeks
 * (in parts of 500 sales, modules/facturas/global-invoice.ts) — a one-time catch-up that shares the event loop.
 * The rows measure the back office afterwards: this waits until the count of CFDIs stops growing.
 */
async function untilInvoiced(engine, dir, databaseUrl) {
  const count = async () => {
    if (engine === 'sqlite') {
      const Database = api('better-sqlite3');
      const db = new Database(join(dir, 'bench.db'), { readonly: true });
      try {
        return db.prepare('select count(*) as n from cfdis').get().n;
      } finally {
        db.close();
      }
    }
    const pg = api('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return Number((await client.query('select count(*) as n from cfdis')).rows[0].n);
    } finally {
      await client.end();
    }
  };
  const t0 = performance.now();
  let last = -1;
  for (let same = 0; same < 3 && performance.now() - t0 < 180_000; ) {
    await new Promise((r) => setTimeout(r, 2000));
    const n = await count();
    same = n === last ? same + 1 : 0;
    last = n;
  }
  console.log(`First start: ${last} facturas globales issued for the weeks before it, in ${Math.round((performance.now() - t0) / 1000)} s (measured after)`);
}

/** Starts the shop once to migrate and seed, fills it, adds the owner, starts it again. */
async function largeShop(engine, cluster) {
  const dir = mkdtempSync(join(tmpdir(), `huerta-bench-admin-${engine}-`));
  const owner = await ownerRow();
  let databaseUrl;
  if (engine === 'sqlite') databaseUrl = `file:${join(dir, 'bench.db')}`;
  else {
    const pg = api('pg');
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('create database bench_back_office');
    await admin.end();
    databaseUrl = cluster.url('bench_back_office');
  }
  await (await launch(dir, databaseUrl)).halt();
  const t0 = performance.now();
  const filled = engine === 'sqlite' ? await fillSqlite(join(dir, 'bench.db')) : await fillPostgres(databaseUrl);
  const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
  const insertOwner = 'insert into personal (email, nombre, password_hash, rol) values ($1, $2, $3, $4)';
  if (engine === 'sqlite') {
    const Database = api('better-sqlite3');
    const db = new Database(join(dir, 'bench.db'));
    db.prepare(insertOwner.replace(/\$\d/g, '?')).run(owner.email, 'Dueña', owner.hash, 'dueño');
    db.close();
  } else {
    const pg = api('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(insertOwner, [owner.email, 'Dueña', owner.hash, 'dueño']);
    await client.end();
  }
  const shop = await launch(dir, databaseUrl);
  await untilInvoiced(engine, dir, databaseUrl);
  return { shop, owner, filled, seedSeconds, stop: async () => (await shop.halt(), rmSync(dir, { recursive: true, force: true })) };
}

export async function benchBackOffice(engine, cluster) {
  const label = engine === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const { shop, owner, filled, seedSeconds, stop } = await largeShop(engine, cluster);
  console.log(`\nBack office on ${label}: ${filled.orders.toLocaleString('en')} orders (${filled.lines.toLocaleString('en')} lines), ${filled.customers.toLocaleString('en')} customers, ${filled.products.toLocaleString('en')} products, written in ${seedSeconds} s`);
  const rows = [];
  try {
    const cookie = await signIn(shop.url, owner);
    const now = Date.now();
    const today = shopDate(now);
    const weekAgo = shopDate(now - 6 * 86_400_000);
    const measure = async (what, path, input, budgetMs, check) => {
      const r = await timeQuery(shop.url, cookie, path, input);
      if (check) check(JSON.parse(r.body).result.data);
      const row = { engine: label, what, p50: r.p50, p95: r.p95, max: r.max, budgetMs };
      rows.push(row);
      console.log(`${what.padEnd(46)} p50 ${String(r.p50).padStart(6)} ms  p95 ${String(r.p95).padStart(6)} ms  max ${String(r.max).padStart(6)} ms${budgetMs ? `  (≤ ${budgetMs})` : ''}`);
    };
    const listed = (min) => (d) => {
      if (d.pedidos.length === 0 || d.total < min) throw new Error(`expected at least ${min} orders, got ${d.total}`);
    };
    await measure('dashboard', 'dashboard', undefined, 100, (d) => {
      if (d.mes.pedidos === 0) throw new Error('the dashboard saw no sales this month');
    });
    await measure('orders: no filter (newest first)', 'orders.list', {}, 30, listed(10_000));
    await measure('orders: state «pagado»', 'orders.list', { estado: 'pagado' }, 30, listed(1));
    await measure('orders: state «entregado»', 'orders.list', { estado: 'entregado' }, 30, listed(1000));
    await measure('orders: last 7 days', 'orders.list', { desde: weekAgo, hasta: today }, 30, listed(100));
    await measure('orders: «entregado» in the last 7 days', 'orders.list', { estado: 'entregado', desde: weekAgo, hasta: today }, 30, listed(1));
    await measure('orders: search a name', 'orders.list', { q: 'hotel coral' }, 30, listed(1));
    await measure('orders: search an e-mail', 'orders.list', { q: filled.aCustomer.email }, 30, listed(1));
    await measure('orders: search a phone', 'orders.list', { q: filled.aCustomer.telefono }, 30, listed(1));
    await measure('orders: search an order number', 'orders.list', { q: `#${filled.anOrder[0]}` }, 30, listed(1));
    await measure('orders: by total, highest first', 'orders.list', { orden: 'total' }, 30, listed(1));
    // The pager counts to 10,000 orders (400 pages); its last page is the deepest a click reaches.
    await measure('orders: page 400', 'orders.list', { pagina: 400 }, 30, listed(1));
    await measure('one order with its timeline', 'orders.get', { id: filled.anOrder[0] }, 30);
    await measure(`pick list of today (${today})`, 'orders.pickList', { dia: today }, 100, (d) => {
      if (d.pedidos.length === 0) throw new Error('no orders to prepare today');
    });
    await measure('customers: by last order', 'customers.list', {}, 50);
    await measure('customers: by total bought', 'customers.list', { orden: 'gastado' }, 50);
    await measure('customers: search', 'customers.list', { q: 'ruiz' }, 50);
    await measure('one customer with their orders', 'customers.get', { id: filled.aCustomer.id }, 30);
    await measure('audit log', 'audit', {}, 30);
    const csv = await timeExport(shop.url, cookie, shop.pid, shopDate(now - 366 * 86_400_000), today);
    const grew = csv.rssPeakMb - csv.rssBeforeMb;
    console.log(`CSV export of the year: ${csv.rows.toLocaleString('en')} orders, ${csv.mb} MB in ${csv.ms} ms; server RSS ${csv.rssBeforeMb} → peak ${csv.rssPeakMb} MB (+${grew})`);
    if (csv.status !== 200 || csv.rows !== filled.orders) throw new Error(`the export gave ${csv.status} with ${csv.rows} rows`);
    rows.push({ engine: label, what: 'CSV export of 100,000 orders', ms: csv.ms, rows: csv.rows, mb: csv.mb, rssBeforeMb: csv.rssBeforeMb, rssPeakMb: csv.rssPeakMb });
  } finally {
    await stop();
  }
  return rows;
}

/** Budgets of the issue: dashboard ≤ 100 ms, list p95 ≤ 30 ms, pick list ≤ 100 ms, CSV ≤ 10 s in constant memory. */
export function backOfficeBudgets(rows) {
  const out = [];
  for (const r of rows) {
    if (r.budgetMs) out.push({ what: `${r.what} (${r.engine}) p95 ≤ ${r.budgetMs} ms`, value: `${r.p95} ms`, pass: r.p95 <= r.budgetMs });
    else if (r.rows) out.push({ what: `${r.what} (${r.engine}) ≤ 10 s, RSS growth ≤ 25 MB`, value: `${(r.ms / 1000).toFixed(1)} s, +${r.rssPeakMb - r.rssBeforeMb} MB`, pass: r.ms <= 10_000 && r.rssPeakMb - r.rssBeforeMb <= 25 });
  }
  return out;
}

/** Both engines (PostgreSQL on a throwaway cluster unless BENCH_POSTGRES=0): every row. */
export async function benchBackOfficeBothEngines() {
  const rows = await benchBackOffice('sqlite');
  if (process.env.BENCH_POSTGRES !== '0') {
    const { startCluster } = await import('../scripts/pg-cluster.mjs');
    const cluster = startCluster({ port: 54700 + (process.pid % 100) });
    try {
      rows.push(...(await benchBackOffice('postgres', cluster)));
    } finally {
      cluster.stop();
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchBackOfficeBothEngines();
  console.log('\n| Budget | Measured | Pass |\n|---|---|---|');
  for (const b of backOfficeBudgets(rows)) console.log(`| ${b.what} | ${b.value} | ${b.pass ? 'pass' : 'FAIL'} |`);
}
