// A busy shop's year in the database: 2,000 products, 10,000 customers, 100,000 orders (with their
// lines) spread over the last 365 days in realistic states, written straight into a migrated, seeded
// database (SQLite file or PostgreSQL) for the back-office benchmark. Deterministic: same rows each run.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const api = createRequire(join(process.cwd(), 'apps/api/package.json'));
const DAY = 86_400_000;
const STREETS = ['Av. Revolución', 'Blvd. Agua Caliente', 'Calle Primera', 'Av. López Mateos', 'Blvd. Costero', 'Calle Juárez', 'Av. Reforma', 'Calle Ruiz'];
const CITIES = ['Tijuana', 'Tecate', 'Rosarito', 'Ensenada'];
const FIRST = ['María', 'José', 'Lupita', 'Juan', 'Ana', 'Luis', 'Sofía', 'Carlos', 'Fernanda', 'Jorge', 'Hotel', 'Restaurante', 'Café', 'Mariscos'];
const LAST = ['Ruiz', 'Hernández', 'García', 'López', 'Coral', 'La Ola', 'Ñandú', 'Martínez', 'Pérez', 'Sánchez', 'Bajamar', 'del Mar'];

/** A small seeded PRNG (mulberry32): the same shop every run. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Writes the rows. `exec(table, columns, rows)` inserts plain arrays in the engine's own way.
 * Returns the ids the back-office benchmark asks about.
 */
async function generate(exec, { seedProducts, firstProductId, firstUserId, firstOrderId, customers, orders, products, now }) {
  const rnd = random(20261123);
  const pick = (list) => list[Math.floor(rnd() * list.length)];

  const catalogue = [];
  for (let i = 0; i < products; i++) {
    const p = seedProducts[i % seedProducts.length];
    const id = i < seedProducts.length ? p.id : firstProductId + i;
    const nombre = i < seedProducts.length ? p.nombre : `${p.nombre} lote ${Math.floor(i / seedProducts.length) + 1}`;
    catalogue.push({ id, nombre, precio: p.precio_centavos, nuevo: i >= seedProducts.length, p });
  }
  await exec(
    'productos',
    ['id', 'nombre', 'categoria_id', 'precio_centavos', 'cantidad', 'descuento', 'img_url', 'fecha_vig_inicio', 'fecha_vig_fin'],
    catalogue.filter((c) => c.nuevo).map((c) => [c.id, c.nombre, c.p.categoria_id, c.p.precio_centavos, c.p.cantidad, c.p.descuento, c.p.img_url, c.p.fecha_vig_inicio, c.p.fecha_vig_fin]),
  );

  const people = [];
  for (let i = 0; i < customers; i++) {
    const nombre = `${pick(FIRST)} ${pick(LAST)} ${i}`;
    people.push({ id: firstUserId + i, nombre, email: `cliente${i}@example.mx`, telefono: `664 ${String(100 + (i % 900)).padStart(3, '0')} ${String(i % 10_000).padStart(4, '0')}`, direccion: `${pick(STREETS)} ${100 + i}, ${pick(CITIES)}` });
  }
  await exec(
    'usuarios',
    ['id', 'email', 'password_hash', 'nombre_completo', 'telefono', 'direccion', 'creado'],
    people.map((c) => [c.id, c.email, 'sin-contraseña', c.nombre, c.telefono, c.direccion, new Date(now - 400 * DAY).toISOString()]),
  );

  const orderRows = [];
  const lineRows = [];
  let lineId = 1;
  for (let i = 0; i < orders; i++) {
    const id = firstOrderId + i;
    // Newest orders last, spread over the year with a little growth: ~360 orders on the last day.
    const age = Math.floor(365 * DAY * Math.pow(1 - i / orders, 1.05) * (0.98 + rnd() * 0.02));
    const creado = new Date(now - age - Math.floor(rnd() * 60_000)).toISOString();
    const days = age / DAY;
    // Recent orders are still being worked on; old ones were delivered (a few cancelled, a few never paid).
    const r = rnd();
    const estado = days < 1 ? (r < 0.15 ? 'pendiente_pago' : r < 0.7 ? 'pagado' : 'preparando') : days < 2 ? (r < 0.5 ? 'enviado' : 'entregado') : r < 0.04 ? 'cancelado' : r < 0.07 ? 'pendiente_pago' : 'entregado';
    const paid = estado !== 'pendiente_pago' && !(estado === 'cancelado' && r < 0.02);
    const guest = rnd() < 0.2;
    const who = guest ? null : people[Math.floor(rnd() * people.length)];
    let subtotal = 0;
    const count = 1 + Math.floor(rnd() * 5);
    for (let l = 0; l < count; l++) {
      const p = catalogue[Math.floor(Math.pow(rnd(), 2) * catalogue.length)]; // some products sell far more
      const items = 1 + Math.floor(rnd() * 6);
      subtotal += p.precio * items;
      lineRows.push([lineId++, id, p.id, p.nombre, items, p.precio, p.precio * items]);
    }
    const envio = subtotal >= 150_000 ? 0 : 10_000;
    orderRows.push([
      id,
      who?.id ?? null,
      who?.nombre ?? `Invitado ${i}`,
      who?.direccion ?? `${pick(STREETS)} ${i % 999}, ${pick(CITIES)}`,
      who?.telefono ?? `646 ${String(i % 1000).padStart(3, '0')} 0000`,
      who?.email ?? `invitado${i}@example.mx`,
      estado,
      subtotal,
      envio,
      subtotal + envio,
      'prueba',
      creado,
      paid ? new Date(Date.parse(creado) + 60_000).toISOString() : null,
      estado === 'cancelado' ? new Date(Date.parse(creado) + 3_600_000).toISOString() : null,
    ]);
  }
  await exec(
    'pedidos',
    ['id', 'usuario_id', 'nombre', 'direccion', 'telefono', 'email', 'estado', 'subtotal_centavos', 'envio_centavos', 'total_centavos', 'proveedor_pago', 'creado', 'pagado_en', 'cancelado_en'],
    orderRows,
  );
  await exec('pedido_lineas', ['id', 'pedido_id', 'producto_id', 'nombre', 'items', 'precio_unitario_centavos', 'total_linea_centavos'], lineRows);
  return { orders: orderRows.length, lines: lineRows.length, customers: people.length, products: catalogue.length, aCustomer: people[42], anOrder: orderRows[orderRows.length - 500] };
}

const SIZE = { customers: 10_000, orders: 100_000, products: 2_000 };

/** Fills a migrated, seeded SQLite shop (the server is stopped). */
export async function fillSqlite(file, size = SIZE) {
  const Database = api('better-sqlite3');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const seedProducts = db.prepare('select * from productos order by id').all();
  const exec = (table, columns, rows) => {
    if (rows.length === 0) return;
    const insert = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
    db.transaction(() => {
      for (const row of rows) insert.run(row);
    })();
  };
  const firsts = db.prepare('select (select coalesce(max(id), 0) from usuarios) + 1 as u, (select coalesce(max(id), 0) from pedidos) + 1 as o').get();
  const result = await generate(exec, { seedProducts, firstProductId: 100_000, firstUserId: firsts.u, firstOrderId: firsts.o, ...size, now: Date.now() });
  db.exec('analyze');
  db.close();
  return result;
}

/** Fills a migrated, seeded PostgreSQL shop: rows go in as column arrays (unnest), 5,000 at a time. */
export async function fillPostgres(url, size = SIZE) {
  const pg = api('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: seedProducts } = await client.query('select * from productos order by id');
  const { rows: types } = await client.query("select table_name, column_name, udt_name from information_schema.columns where table_schema = 'public'");
  const typeOf = (table, column) => types.find((t) => t.table_name === table && t.column_name === column).udt_name;
  const exec = async (table, columns, rows) => {
    for (let at = 0; at < rows.length; at += 5000) {
      const chunk = rows.slice(at, at + 5000);
      const arrays = columns.map((_, c) => chunk.map((r) => r[c]));
      const selects = columns.map((col, c) => `$${c + 1}::${typeOf(table, col)}[]`).join(', ');
      await client.query(`insert into ${table} (${columns.join(', ')}) select * from unnest(${selects})`, arrays);
    }
  };
  const { rows: [firsts] } = await client.query('select (select coalesce(max(id), 0) from usuarios) + 1 as u, (select coalesce(max(id), 0) from pedidos) + 1 as o');
  const result = await generate(exec, { seedProducts, firstProductId: 100_000, firstUserId: firsts.u, firstOrderId: firsts.o, ...size, now: Date.now() });
  // The rows carried their ids: move each identity past them, as the seed and `db:copy` do.
  for (const table of ['usuarios', 'pedidos', 'pedido_lineas']) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  // A shop in steady state has been vacuumed (autovacuum): visibility map set, index-only scans possible.
  await client.query('vacuum analyze');
  await client.end();
  return result;
}

/** The owner the benchmark signs in as (argon2id hash made with the shop's own library). */
export async function ownerRow() {
  const { hash } = api('@node-rs/argon2');
  return { email: 'duena@bench.mx', password: 'clave-del-bench-1', hash: await hash('clave-del-bench-1', { memoryCost: 19_456, timeCost: 2, parallelism: 1 }) };
}
