// Starting the built shop (fresh database, limits off) and a bare node:http baseline for the benchmark.
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The built shop on a fresh database. With `products` above the seed's count, the seed's products are
 * copied as further lots (new ids and names, same categories, prices and images) before the shop that
 * serves them starts: a grocer's real catalogue of thousands.
 */
export async function startShop({ products = 0 } = {}) {
  if (!existsSync('apps/api/dist/server.js') || !existsSync('apps/web/dist/index.html')) {
    throw new Error('Build first: `pnpm build` (the benchmark measures the built shop and builds nothing).');
  }
  const dir = mkdtempSync(join(tmpdir(), 'huerta-bench-'));
  let shop = await launch(dir);
  await shop.halt();
  if (products > 0) addLots(join(dir, 'bench.db'), products);
  plentySqlite(join(dir, 'bench.db'));
  await businessSqlite(join(dir, 'bench.db'));
  shop = await launch(dir);
  const login = await fetch(`${shop.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: BUSINESS.email, password: BUSINESS.password }) });
  if (!login.ok) throw new Error(`business login ${login.status}: ${await login.text()}`);
  // The login's argon2 hash takes 19 MB for its ~0.1 s (memoryCost, platform/passwords.ts), given back at once:
  // kept apart, so the peak below is the bench's load; the setup's own peak is printed beside it.
  const setupPeakRssMb = shop.peakRssMb();
  shop.resetPeakRss();
  return {
    ...shop,
    setupPeakRssMb,
    /** `authorization` of a restaurant's person whose business buys at a price list (its catalogue is its own). */
    business: `Bearer ${(await login.json()).data.jwt}`,
    countOrders: () => countOrders(join(dir, 'bench.db')),
    stop: async () => {
      await shop.halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const sqlite = () => createRequire(join(process.cwd(), 'apps/api/package.json'))('better-sqlite3');
const PgClient = () => createRequire(join(process.cwd(), 'apps/api/package.json'))('pg').Client;

const BUSINESS = { email: 'compras@restaurante-bench.mx', password: 'clave-del-bench-1' };

/**
 * A restaurant approved at a price list (issue 34): 10 % off everything, its own price and a volume tier on
 * every fifth product — so its catalogue differs from the anonymous one in most products, as a real list's.
 */
async function businessSqlite(file) {
  const { hash } = createRequire(join(process.cwd(), 'apps/api/package.json'))('@node-rs/argon2');
  const passwordHash = await hash(BUSINESS.password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const db = new (sqlite())(file);
  const user = db.prepare("insert into usuarios (email, password_hash, nombre_completo) values (?, ?, 'Compras Bench') returning id").get(BUSINESS.email, passwordHash).id;
  const list = db.prepare("insert into listas_precios (nombre, descuento_general) values ('Mayoreo Bench', 10) returning id").get().id;
  db.prepare("insert into lista_precio_productos (lista_id, producto_id, precio_centavos, tramos) select ?, id, precio_centavos * 8 / 10, json_array(json_object('desde', 10, 'precio_centavos', precio_centavos * 7 / 10)) from productos where id % 5 = 0").run(list);
  db.prepare("insert into negocios (usuario_id, giro, razon_social, rfc, contacto, estado, lista_id) values (?, 'restaurante', 'RESTAURANTE BENCH', 'RBE190101AB1', 'Compras', 'aprobada', ?)").run(user, list);
  db.close();
}

/**
 * The seed's stock is a shop's (tens of units); the load runs place thousands of orders of the same
 * products. Every product gets plenty, still counted: the orders measured take stock as real ones do.
 */
const PLENTY = 1_000_000; // the most the back office accepts for one product
function plentySqlite(file) {
  const Database = sqlite();
  const db = new Database(file);
  db.prepare('insert into existencias (producto_id, disponibles) select id, ? from productos where true on conflict (producto_id) do update set disponibles = excluded.disponibles').run(PLENTY);
  db.close();
}

async function plentyPostgres(databaseUrl) {
  const client = new (PgClient())({ connectionString: databaseUrl });
  await client.connect();
  await client.query('insert into existencias (producto_id, disponibles) select id, $1 from productos on conflict (producto_id) do update set disponibles = excluded.disponibles', [PLENTY]);
  await client.end();
}

async function copyPostgres(databaseUrl, name) {
  const admin = new URL(databaseUrl);
  const source = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new (PgClient())({ connectionString: String(admin) });
  await client.connect();
  try {
    await client.query(`create database "${name}" template "${source}"`);
  } finally {
    await client.end();
  }
  admin.pathname = `/${name}`;
  return String(admin);
}

/** Orders in a SQLite file or a PostgreSQL database (a postgres:// URL): what every 201 is counted against. */
export async function countOrders(db) {
  if (db.startsWith('postgres')) {
    const client = new (PgClient())({ connectionString: db });
    await client.connect();
    try {
      return (await client.query('select count(*)::int as n from pedidos')).rows[0].n;
    } finally {
      await client.end();
    }
  }
  const sqliteDb = new (sqlite())(db, { readonly: true });
  try {
    return sqliteDb.prepare('select count(*) as n from pedidos').get().n;
  } finally {
    sqliteDb.close();
  }
}

function addLots(file, total) {
  const Database = sqlite();
  const db = new Database(file);
  const seed = db.prepare('select * from productos order by id').all();
  const insert = db.prepare('insert into productos (id, nombre, categoria_id, precio_centavos, cantidad, descuento, img_url, fecha_vig_inicio, fecha_vig_fin) values (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = seed.length; i < total; i++) {
      const p = seed[i % seed.length];
      insert.run(100_000 + i, `${p.nombre} lote ${Math.floor(i / seed.length) + 1}`, p.categoria_id, p.precio_centavos, p.cantidad, p.descuento, p.img_url, p.fecha_vig_inicio, p.fecha_vig_fin);
    }
  })();
  db.close();
}

/**
 * The same shop on PostgreSQL: `processes` built servers on one database, behind nginx with the
 * committed deploy/nginx.conf when there are several (README "Scaling out").
 */
export async function startPostgresShop(databaseUrl, { processes = 1, copy = null } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'huerta-bench-pg-'));
  // Migrated and seeded by a first start, then plenty of stock (see plentySqlite).
  await (await launch(dir, databaseUrl)).halt();
  await plentyPostgres(databaseUrl);
  // `copy`: the same database under that name, for bench/order-reference (taken now: PostgreSQL copies a
  // database only while nobody is connected to it).
  const copyUrl = copy ? await copyPostgres(databaseUrl, copy) : null;
  const shops = [];
  let proxy = null;
  try {
    for (let i = 0; i < processes; i++) shops.push(await launch(dir, databaseUrl));
    proxy = processes > 1 ? await (await import('../scripts/nginx.mjs')).startNginx(shops.map((s) => Number(new URL(s.url).port))) : null;
  } catch (error) {
    // A start that fails part-way stops the processes it had started.
    for (const s of shops) await s.halt();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: proxy?.url ?? shops[0].url,
    copyUrl,
    processes: shops,
    peakRssMb: () => Math.max(...shops.map((s) => s.peakRssMb() ?? 0)),
    countOrders: () => countOrders(databaseUrl),
    stop: async () => {
      await proxy?.stop();
      for (const s of shops) await s.halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launch(dir, databaseUrl = `file:${join(dir, 'bench.db')}`) {
  const port = await freePort();
  // The same command as `pnpm start` (apps/api/package.json): its environment prefix and V8 flags.
  const words = JSON.parse(readFileSync('apps/api/package.json', 'utf8')).scripts.start.split(' ');
  const startEnv = Object.fromEntries(words.filter((w) => /^[A-Z_]+=/.test(w)).map((w) => w.split('=')));
  const startArgs = words.filter((w) => !/^[A-Z_]+=/.test(w)).slice(1);
  const child = spawn(process.execPath, startArgs, {
    cwd: 'apps/api',
    env: { ...process.env, ...startEnv, NODE_ENV: 'production', JWT_SECRET: 'b'.repeat(48), PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', RATE_LIMIT_DISABLED: 'true', SEED_HISTORY: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    dir,
    pid: child.pid,
    /** Starts the peak below again from the resident memory now (Linux: `5` to /proc/PID/clear_refs). */
    resetPeakRss: () => writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
    /** Peak resident memory so far (VmHWM), in MB. */
    peakRssMb: () => {
      const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return m ? Math.round(Number(m[1]) / 1024) : null;
    },
    halt: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The ceiling: the same bytes from a bare node:http server in its own process. */
export async function startBaseline(body) {
  const dir = mkdtempSync(join(tmpdir(), 'huerta-ceiling-'));
  writeFileSync(join(dir, 'body.json'), body);
  const child = fork(new URL('./baseline.mjs', import.meta.url), [join(dir, 'body.json')], { stdio: 'inherit' });
  const { port } = await new Promise((r) => child.once('message', r));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
