import type Database from 'better-sqlite3';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pedidoLineas, pedidos, productos } from '../db/schema';

const p = (name: string) => sql.placeholder(name);

export type NewOrder = {
  usuarioId: number | null;
  nombre: string;
  direccion: string;
  telefono: string;
  email: string;
  subtotalCentavos: number;
  envioCentavos: number;
  totalCentavos: number;
  proveedorPago: string;
  claveIdempotencia: string | null;
  huella: string | null;
};

export type NewLine = {
  productoId: number;
  nombre: string;
  items: number;
  precioUnitarioCentavos: number;
  totalLineaCentavos: number;
};

/**
 * The order write path, prepared once. Placing an order is the hottest write of the shop (hotels order in
 * bulk at busy hours); building and preparing the same SQL on every request cost more than running it.
 * The transaction wrapper is created once too (better-sqlite3 prepares BEGIN/COMMIT when it is created).
 */
export function createOrderWrites(db: Db, sqlite: Database.Database) {
  const productById = db.select().from(productos).where(eq(productos.id, p('id'))).prepare();
  const insertOrder = db
    .insert(pedidos)
    .values({
      usuarioId: p('usuarioId'),
      nombre: p('nombre'),
      direccion: p('direccion'),
      telefono: p('telefono'),
      email: p('email'),
      subtotalCentavos: p('subtotalCentavos'),
      envioCentavos: p('envioCentavos'),
      totalCentavos: p('totalCentavos'),
      proveedorPago: p('proveedorPago'),
      claveIdempotencia: p('claveIdempotencia'),
      huella: p('huella'),
    })
    .returning()
    .prepare();
  const insertLine = db
    .insert(pedidoLineas)
    .values({
      pedidoId: p('pedidoId'),
      productoId: p('productoId'),
      nombre: p('nombre'),
      items: p('items'),
      precioUnitarioCentavos: p('precioUnitarioCentavos'),
      totalLineaCentavos: p('totalLineaCentavos'),
    })
    .prepare();
  const setIntent = db
    .update(pedidos)
    .set({ paymentIntentId: sql`${p('paymentIntentId')}`, clientSecret: sql`${p('clientSecret')}` })
    // Only on an unpaid order without one: a cancelled order never gets a new way to pay.
    .where(and(eq(pedidos.id, p('id')), eq(pedidos.estado, 'pendiente_pago'), isNull(pedidos.paymentIntentId)))
    .returning()
    .prepare();
  const orderById = db.select().from(pedidos).where(eq(pedidos.id, p('id'))).prepare();
  const orderByKey = db.select().from(pedidos).where(eq(pedidos.claveIdempotencia, p('key'))).prepare();

  const writeOrder = sqlite.transaction((order: NewOrder, lines: NewLine[]) => {
    const row = insertOrder.get(order)!;
    for (const line of lines) insertLine.run({ ...line, pedidoId: row.id });
    return row;
  });

  return {
    productById: (id: number) => productById.get({ id }),
    /** The order and its lines in one transaction. */
    writeOrder: (order: NewOrder, lines: NewLine[]) => writeOrder(order, lines),
    /** The order with its new intent, or undefined when it was no longer unpaid and intent-less. */
    setIntent: (id: number, paymentIntentId: string, clientSecret: string) => setIntent.get({ id, paymentIntentId, clientSecret }),
    orderById: (id: number) => orderById.get({ id }),
    orderByKey: (key: string) => orderByKey.get({ key }),
  };
}
