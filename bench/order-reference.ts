// The reference beside `POST /api/crear-pedido` (issue 48): a bare node:http handler that does the least an
// order must — reads the body, validates it with the shop's own zod schema, prices the lines from the
// products read at start, and writes the same rows in one SQLite transaction (the order, its lines, each
// product's stock taken conditionally, the test-mode intent) — on a copy of the same database with the shop's
// pragmas. No sessions, price lists, promotions, zones, methods, codes, mails or rate limits: what the shop
// adds to this is what its budget (≥ 0.5× this) bounds. Bundled and started by bench/order-reference.mjs.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createOrderInputSchema } from '../packages/contracts/src/index';

const [path, port] = [process.env.REFERENCE_DB!, Number(process.env.PORT ?? 0)];
const db = new Database(path);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
db.pragma('foreign_keys = ON');
db.pragma('synchronous = NORMAL');

type Product = { id: number; nombre: string; precio: number; tasa: number };
const products = new Map((db.prepare('select id, nombre, precio_centavos as precio, tasa_iva as tasa from productos').all() as Product[]).map((p) => [p.id, p]));
const insertOrder = db.prepare(
  `insert into pedidos (usuario_id, nombre, direccion, telefono, email, subtotal_centavos, envio_centavos, total_centavos, proveedor_pago, estado, metodo_pago, idioma, payment_intent_id, client_secret, creado)
   values (null, @nombre, @direccion, @telefono, @email, @subtotal, 0, @subtotal, 'prueba', 'pendiente_pago', 'tarjeta', 'es', @intent, @secret, @creado) returning id`,
);
const takeStock = db.prepare('update existencias set disponibles = disponibles - @items where producto_id = @id and disponibles >= @items returning costo_centavos as costo');
const insertLine = db.prepare(
  `insert into pedido_lineas (pedido_id, producto_id, nombre, items, precio_unitario_centavos, total_linea_centavos, tasa_iva, costo_unitario_centavos, costo_centavos, descuento_centavos)
   values (@pedido, @id, @nombre, @items, @precio, @total, @tasa, @costo, @costoLinea, 0)`,
);
const insertIntent = db.prepare(
  `insert into pagos_prueba (id, client_secret, idempotency_key, pedido_id, monto_centavos, moneda, estado, metodo) values (@id, @secret, @key, @pedido, @monto, 'mxn', 'requires_payment_method', 'tarjeta')`,
);

class Refused extends Error {}
const place = db.transaction((input: { nombre: string; direccion: string; telefono: string; email: string; productos: { id: number; items: number }[] }) => {
  const lines = input.productos.map((l) => {
    const p = products.get(l.id);
    if (!p) throw new Refused('producto');
    return { ...l, nombre: p.nombre, precio: p.precio, tasa: p.tasa, total: p.precio * l.items };
  });
  const subtotal = lines.reduce((n, l) => n + l.total, 0);
  const intent = `pi_ref_${randomBytes(12).toString('hex')}`;
  const secret = `${intent}_secret_${randomBytes(16).toString('hex')}`;
  const { id } = insertOrder.get({ ...input, subtotal, intent, secret, creado: new Date().toISOString() }) as { id: number };
  for (const l of [...lines].sort((a, b) => a.id - b.id)) {
    const taken = takeStock.get({ id: l.id, items: l.items }) as { costo: number | null } | undefined;
    if (!taken) throw new Refused('existencias');
    insertLine.run({ pedido: id, id: l.id, nombre: l.nombre, items: l.items, precio: l.precio, total: l.total, tasa: l.tasa, costo: taken.costo, costoLinea: taken.costo === null ? null : taken.costo * l.items });
  }
  insertIntent.run({ id: intent, secret, key: `pedido-${id}-${subtotal}`, pedido: id, monto: subtotal });
  return { id, subtotal, secret };
});

const send = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
};

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (c: Buffer) => {
    size += c.length;
    if (size <= 64 * 1024) chunks.push(c);
  });
  req.on('end', () => {
    try {
      const parsed = createOrderInputSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      if (!parsed.success) return send(res, 400, { success: false, message: 'Datos inválidos.' });
      const order = place(parsed.data);
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
