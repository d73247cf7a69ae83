import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import type { pedidos as ordersTable } from '../db/schema';

type OrderRow = typeof ordersTable.$inferSelect;

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
  /** Set when the provider's intent is made in the same transaction (LocalIntents). */
  paymentIntentId: string | null;
  clientSecret: string | null;
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
        paymentIntentId: p('paymentIntentId'),
        clientSecret: p('clientSecret'),
      })
      .returning(),
  );
  // All of an order's lines in one statement (one round trip on PostgreSQL), prepared once per line count.
  const insertLinesByCount = new Map<number, ReturnType<typeof prepareLines>>();
  const prepareLines = (count: number) =>
    database.prepare(`pedido_lineas_nuevas_${count}`, (db) =>
      db
        .insert(pedidoLineas)
        .values(
          Array.from({ length: count }, (_, i) => ({
            pedidoId: p('pedidoId'),
            productoId: p(`productoId${i}`),
            nombre: p(`nombre${i}`),
            items: p(`items${i}`),
            precioUnitarioCentavos: p(`precioUnitarioCentavos${i}`),
            totalLineaCentavos: p(`totalLineaCentavos${i}`),
          })),
        )
        .returning({ id: pedidoLineas.id }),
    );
  const insertLines = (pedidoId: number, lines: NewLine[], tx: Db) => {
    let insert = insertLinesByCount.get(lines.length);
    if (!insert) insertLinesByCount.set(lines.length, (insert = prepareLines(lines.length)));
    const values: Record<string, unknown> = { pedidoId };
    lines.forEach((line, i) => {
      for (const [key, value] of Object.entries(line)) values[`${key}${i}`] = value;
    });
    return insert(values, tx);
  };
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
    /** The order, its lines and (`also`) its local intent in one transaction: all are written or none. */
    writeOrder: (order: NewOrder, lines: NewLine[], also?: (tx: Db, row: OrderRow) => Promise<void>) =>
      database.transaction(async (tx) => {
        const row = first(await insertOrder(order, tx))!;
        await insertLines(row.id, lines, tx);
        await also?.(tx, row);
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
