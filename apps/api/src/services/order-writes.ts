import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';

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

const p = (name: string) => sql.placeholder(name);

/**
 * The order write path, prepared once: placing an order is the hottest write of the shop (hotels order
 * in bulk at busy hours), and building drizzle's SQL cost more than running it (db/database.ts).
 */
export function createOrderWrites(database: Database) {
  const { t } = database;
  const { pedidos, pedidoLineas } = t;
  const first = <T>(rows: T[]) => rows[0];

  const insertOrder = database.prepare('pedido_nuevo', (db) =>
    db
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
      .returning(),
  );
  const insertLine = database.prepare('pedido_linea_nueva', (db) =>
    db
      .insert(pedidoLineas)
      .values({
        pedidoId: p('pedidoId'),
        productoId: p('productoId'),
        nombre: p('nombre'),
        items: p('items'),
        precioUnitarioCentavos: p('precioUnitarioCentavos'),
        totalLineaCentavos: p('totalLineaCentavos'),
      })
      .returning({ id: pedidoLineas.id }),
  );
  const setIntent = database.prepare('pedido_con_intento', (db) =>
    db
      .update(pedidos)
      .set({ paymentIntentId: sql`${p('paymentIntentId')}`, clientSecret: sql`${p('clientSecret')}` })
      // Only on an unpaid order without one: a cancelled order never gets a new way to pay.
      .where(and(eq(pedidos.id, p('id')), eq(pedidos.estado, 'pendiente_pago'), isNull(pedidos.paymentIntentId)))
      .returning(),
  );
  const orderById = database.prepare('pedido_por_id', (db) => db.select().from(pedidos).where(eq(pedidos.id, p('id'))));
  const orderByKey = database.prepare('pedido_por_clave', (db) => db.select().from(pedidos).where(eq(pedidos.claveIdempotencia, p('key'))));
  const orderByIntent = database.prepare('pedido_por_intento', (db) => db.select().from(pedidos).where(eq(pedidos.paymentIntentId, p('intent'))));
  const linesOf = database.prepare('pedido_lineas', (db) => db.select().from(pedidoLineas).where(eq(pedidoLineas.pedidoId, p('id'))).orderBy(pedidoLineas.id));

  return {
    /** The order and its lines in one transaction: both are written or neither. */
    writeOrder: (order: NewOrder, lines: NewLine[]) =>
      database.transaction(async (tx) => {
        const row = first(await insertOrder(order, tx))!;
        for (const line of lines) await insertLine({ ...line, pedidoId: row.id }, tx);
        return row;
      }),
    /** The order with its new intent, or undefined when it was no longer unpaid and intent-less. */
    setIntent: async (id: number, paymentIntentId: string, clientSecret: string) => first(await setIntent({ id, paymentIntentId, clientSecret })),
    orderById: async (id: number) => first(await orderById({ id })),
    orderByKey: async (key: string) => first(await orderByKey({ key })),
    orderByIntent: async (intent: string) => first(await orderByIntent({ intent })),
    linesOf: (id: number) => linesOf({ id }),
  };
}
