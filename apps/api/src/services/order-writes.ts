import { and, eq, inArray, isNull } from 'drizzle-orm';
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

/** The order write path: the hottest write of the shop (hotels order in bulk at busy hours). */
export function createOrderWrites(database: Database) {
  const { db, t } = database;
  const { pedidos, pedidoLineas, productos } = t;
  const first = <T>(rows: T[]) => rows[0];

  return {
    /** The products of a cart, read in one query. */
    productsByIds: (ids: number[]) => db.select().from(productos).where(inArray(productos.id, ids)),
    /** The order and its lines in one transaction: both are written or neither. */
    writeOrder: (order: NewOrder, lines: NewLine[]) =>
      database.transaction(async (tx) => {
        const [row] = await tx.insert(pedidos).values(order).returning();
        await tx.insert(pedidoLineas).values(lines.map((line) => ({ ...line, pedidoId: row!.id })));
        return row!;
      }),
    /** The order with its new intent, or undefined when it was no longer unpaid and intent-less. */
    setIntent: async (id: number, paymentIntentId: string, clientSecret: string) =>
      first(
        await db
          .update(pedidos)
          .set({ paymentIntentId, clientSecret })
          // Only on an unpaid order without one: a cancelled order never gets a new way to pay.
          .where(and(eq(pedidos.id, id), eq(pedidos.estado, 'pendiente_pago'), isNull(pedidos.paymentIntentId)))
          .returning(),
      ),
    orderById: async (id: number) => first(await db.select().from(pedidos).where(eq(pedidos.id, id)).limit(1)),
    orderByKey: async (key: string) => first(await db.select().from(pedidos).where(eq(pedidos.claveIdempotencia, key)).limit(1)),
    orderByIntent: async (intentId: string) => first(await db.select().from(pedidos).where(eq(pedidos.paymentIntentId, intentId)).limit(1)),
    linesOf: (orderId: number) => db.select().from(pedidoLineas).where(eq(pedidoLineas.pedidoId, orderId)).orderBy(pedidoLineas.id),
  };
}
