// The reference beside `POST /api/crear-pedido` (issue 48): a bare node:http handler that does the least an
// order must — reads the body, validates it with the shop's own zod schema, prices the lines from the
// products read at start, and writes the same rows in one transaction (the order, its lines, each product's
// stock taken conditionally, the test-mode intent) — on a copy of the same database: a SQLite file with the
// shop's pragmas, or a PostgreSQL database (REFERENCE_DB a postgres:// URL) through a pool of the shop's size.
// No sessions, price lists, promotions, zones, methods, codes, mails or rate limits: what the shop adds to
// this is what its budget (≥ 0.5× this) bounds. Bundled and started by bench/order-reference.mjs.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createOrderInputSchema } from '../packages/contracts/src/index';

const [url, port] = [process.env.REFERENCE_DB!, Number(process.env.PORT ?? 0)];

type Row = Record<string, number | null>;
/** Runs one statement of a transaction and gives its first row (SQLite answers at once, PostgreSQL later). */
type Query = (sql: string, params: Record<string, unknown>) => Row | undefined | Promise<Row | undefined>;
type Engine = { products: Product[]; transaction: <T>(fn: (q: Query) => Promise<T>) => Promise<T> };
type Product = { id: number; nombre: string; precio: number; tasa: number };
type Input = { nombre: string; direccion: string; telefono: string; email: string; productos: { id: number; items: number }[] };

// The statements, written once for both engines with SQLite's @named parameters (numbered for PostgreSQL).
const PRODUCTS = 'select id, nombre, precio_centavos as precio, tasa_iva as tasa from productos';
const INSERT_ORDER = `insert into pedidos (usuario_id, nombre, direccion, telefono, email, subtotal_centavos, envio_centavos, total_centavos, proveedor_pago, estado, metodo_pago, idioma, payment_intent_id, client_secret, creado)
   values (null, @nombre, @direccion, @telefono, @email, @subtotal, 0, @subtotal, 'prueba', 'pendiente_pago', 'tarjeta', 'es', @intent, @secret, @creado) returning id`;
const TAKE_STOCK = 'update existencias set disponibles = disponibles - @items where producto_id = @id and disponibles >= @items returning costo_centavos as costo';
const INSERT_LINE = `insert into pedido_lineas (pedido_id, producto_id, nombre, items, precio_unitario_centavos, total_linea_centavos, tasa_iva, costo_unitario_centavos, costo_centavos, descuento_centavos)
   values (@pedido, @id, @nombre, @items, @precio, @total, @tasa, @costo, @costoLinea, 0)`;
const INSERT_INTENT = `insert into pagos_prueba (id, client_secret, idempotency_key, pedido_id, monto_centavos, moneda, estado, metodo) values (@id, @secret, @key, @pedido, @monto, 'mxn', 'requires_payment_method', 'tarjeta')`;

/** Begin, the work, commit — or roll back and rethrow: the same on both engines (`run` runs one statement). */
async function inTransaction<T>(run: (sql: string) => unknown, begin: string, work: () => Promise<T>): Promise<T> {
  await run(begin);
  try {
    const result = await work();
    await run('commit');
    return result;
  } catch (error) {
    await run('rollback');
    throw error;
  }
}

/** SQLite: one connection; a transaction runs whole before the next request's (see `transaction`). */
async function sqlite(): Promise<Engine> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(url);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('cache_size = -2000'); // the shop's (platform/db/sqlite.ts)
  const statements = new Map([INSERT_ORDER, TAKE_STOCK, INSERT_LINE, INSERT_INTENT].map((sql) => [sql, db.prepare(sql)]));
  const q: Query = (sql, params) => {
    const s = statements.get(sql)!;
    return s.reader ? (s.get(params) as Row | undefined) : (s.run(params), undefined);
  };
  const control = new Map(['begin immediate', 'commit', 'rollback'].map((sql) => [sql, db.prepare(sql)]));
  return {
    products: db.prepare(PRODUCTS).all() as Product[],
    // Every `await` in `fn` is on a value SQLite already gave, so the whole transaction runs in one turn of
    // the event loop: no other request's statements can come between its begin and its commit.
    transaction: (fn) => inTransaction((sql) => control.get(sql)!.run(), 'begin immediate', () => fn(q)),
  };
}

/** PostgreSQL: the `pg` driver the API uses, a pool of 10 like the shop's, each statement prepared by name. */
async function postgres(): Promise<Engine> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const numbered = new Map(
    [INSERT_ORDER, TAKE_STOCK, INSERT_LINE, INSERT_INTENT].map((sql, i) => {
      const names: string[] = [];
      const text = sql.replace(/@(\w+)/g, (_, name: string) => {
        if (!names.includes(name)) names.push(name);
        return `$${names.indexOf(name) + 1}`;
      });
      return [sql, { name: `reference_${i}`, text, names }];
    }),
  );
  const { rows } = await pool.query<Product>(PRODUCTS);
  return {
    products: rows,
    transaction: async (fn) => {
      const client = await pool.connect();
      const q: Query = async (sql, params) => {
        const { name, text, names } = numbered.get(sql)!;
        return (await client.query<Row>({ name, text, values: names.map((n) => params[n]) })).rows[0];
      };
      try {
        return await inTransaction((sql) => client.query(sql), 'begin', () => fn(q));
      } finally {
        client.release();
      }
    },
  };
}

const engine = url.startsWith('postgres') ? await postgres() : await sqlite();
const products = new Map(engine.products.map((p) => [p.id, p]));

class Refused extends Error {}
const place = (input: Input) =>
  engine.transaction(async (q) => {
    const lines = input.productos.map((l) => {
      const p = products.get(l.id);
      if (!p) throw new Refused('producto');
      return { ...l, nombre: p.nombre, precio: p.precio, tasa: p.tasa, total: p.precio * l.items };
    });
    const subtotal = lines.reduce((n, l) => n + l.total, 0);
    const intent = `pi_ref_${randomBytes(12).toString('hex')}`;
    const secret = `${intent}_secret_${randomBytes(16).toString('hex')}`;
    const { id } = (await q(INSERT_ORDER, { ...input, subtotal, intent, secret, creado: new Date().toISOString() })) as { id: number };
    for (const l of [...lines].sort((a, b) => a.id - b.id)) {
      const taken = await q(TAKE_STOCK, { id: l.id, items: l.items });
      if (!taken) throw new Refused('existencias');
      await q(INSERT_LINE, { pedido: id, id: l.id, nombre: l.nombre, items: l.items, precio: l.precio, total: l.total, tasa: l.tasa, costo: taken.costo, costoLinea: taken.costo === null ? null : taken.costo * l.items });
    }
    await q(INSERT_INTENT, { id: intent, secret, key: `pedido-${id}-${subtotal}`, pedido: id, monto: subtotal });
    return { id, subtotal, secret };
  });

const send = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
};

const server = createServer((req, res) => {
  // nginx's start waits for a GET to answer 200 (two handlers behind it beside two shop processes).
  if (req.method === 'GET') return send(res, 200, { success: true });
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (c: Buffer) => {
    size += c.length;
    if (size <= 64 * 1024) chunks.push(c);
  });
  req.on('end', async () => {
    try {
      const parsed = createOrderInputSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      if (!parsed.success) return send(res, 400, { success: false, message: 'Datos inválidos.' });
      const order = await place(parsed.data);
      send(res, 201, { success: true, data: order.secret, pedido: { id: order.id, total: order.subtotal / 100 } });
    } catch (error) {
      send(res, error instanceof Refused ? 409 : 400, { success: false, message: 'No se pudo.' });
    }
  });
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : port}\n`);
});
