import type { receiveLineSchema } from '@huerta/contracts';
import { averageCost, formatMXN, itemsOfLot, lotQuantityLabel, lotUnitOf, toPesos, type LotUnit, type Staff } from '@huerta/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Db, Tables } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';

type LotRow = Tables['lotes']['$inferSelect'];
/** A receipt as the router checked it (receiveLineSchema's output). */
type ReceiveLine = ReturnType<typeof receiveLineSchema.parse>;

/** The purchase order states a receipt is taken against. */
const RECEIVABLE = ['enviada', 'recibida_parcial'];

const otherReceived = (nombre: string) => `Otra persona ya recibió «${nombre}» de esta orden mientras capturabas. Recarga para ver lo recibido y captura solo lo que falta.`;

/** Thrown inside the transaction when the same clave won meanwhile: rolls back and answers the first receipt. */
class AlreadyReceived extends Error {}

/**
 * Receiving at the dock (issue 46): one call per product line that arrived, against a purchase order's line
 * or without one (the market). Everything a receipt moves — the lot, the order line's `recibida`, the
 * sellable counter, the average cost, the supplier's last pack cost, the order's state and the audit entry —
 * is written in one transaction, or nothing is.
 */
export function createReceiving(deps: { database: Database; catalog: { invalidate: () => void } }) {
  const { database } = deps;
  const { db, t } = database;

  /** What the receiver is told: the lot as stored, against what the order still expected. */
  async function answer(tx: Db, lot: LotRow, repetida: boolean) {
    const [p] = await tx.select({ nombre: t.productos.nombre }).from(t.productos).where(eq(t.productos.id, lot.productoId));
    const unit = lot.unidad as LotUnit;
    const line = lot.ordenLineaId === null ? undefined : (await tx.select().from(t.ordenCompraLineas).where(eq(t.ordenCompraLineas.id, lot.ordenLineaId)))[0];
    const order = line ? (await tx.select({ id: t.ordenesCompra.id, estado: t.ordenesCompra.estado }).from(t.ordenesCompra).where(eq(t.ordenesCompra.id, line.ordenId)))[0] : undefined;
    const diferencia = lot.esperada === null ? null : lot.cantidad - lot.esperada;
    const against = diferencia === null ? '' : diferencia === 0 ? ' (lo esperado)' : diferencia < 0 ? ` (faltan ${lotQuantityLabel(-diferencia, unit)} de ${lotQuantityLabel(lot.esperada!, unit)})` : ` (sobran ${lotQuantityLabel(diferencia, unit)} de ${lotQuantityLabel(lot.esperada!, unit)})`;
    return {
      loteId: lot.id,
      repetida,
      cantidad: lot.cantidad,
      unidad: unit,
      esperada: lot.esperada,
      diferencia,
      linea: line ? { id: line.id, recibida: line.recibida, cantidad: line.cantidad } : null,
      orden: order ?? null,
      mensaje: `«${p?.nombre ?? ''}»: ${lotQuantityLabel(lot.cantidad, unit)} recibidos${against}.`,
    };
  }

  async function receive(input: ReceiveLine, by: Staff) {
    const [first] = await db.select().from(t.lotes).where(eq(t.lotes.clave, input.clave));
    if (first) return answer(db, first, true);
    const [product] = await db.select().from(t.productos).where(eq(t.productos.id, input.productoId));
    if (!product) throw notFound('Producto no encontrado.');
    const unit = lotUnitOf(product.ventaModo);
    const items = itemsOfLot(input.cantidad, unit, product.ventaGramos);
    let cameBack = false;
    try {
      const result = await database.transaction(async (tx) => {
        let proveedorId = input.proveedorId ?? null;
        let line: Tables['ordenCompraLineas']['$inferSelect'] | undefined;
        if (input.ordenLineaId !== undefined) {
          [line] = await tx.select().from(t.ordenCompraLineas).where(eq(t.ordenCompraLineas.id, input.ordenLineaId));
          if (!line) throw notFound('Esa línea de la orden de compra no existe.');
          if (line.productoId !== product.id) throw badRequest(`Esa línea de la orden no es de «${product.nombre}».`);
          // A no-op update takes the order's row lock first: two receipts of one order (other lines, other phones)
          // go in turn, so the last one sees every line received when it decides whether the order is closed.
          const [order] = await tx
            .update(t.ordenesCompra)
            .set({ estado: sql`${t.ordenesCompra.estado}` })
            .where(eq(t.ordenesCompra.id, line.ordenId))
            .returning();
          // Read again under that lock: seen older than it is, another phone received this line meanwhile (told
          // so even when that receipt closed the order).
          // The same clave got in while this one waited (a double tap): the first receipt is the answer.
          if ((await tx.select({ id: t.lotes.id }).from(t.lotes).where(eq(t.lotes.clave, input.clave))).length) throw new AlreadyReceived();
          const [now] = await tx.select().from(t.ordenCompraLineas).where(eq(t.ordenCompraLineas.id, line.id));
          line = now!;
          if (input.recibidaAntes !== undefined && line.recibida !== input.recibidaAntes) throw conflict(otherReceived(product.nombre));
          if (!order || !RECEIVABLE.includes(order.estado)) throw conflict(`La orden de compra #${line.ordenId} no está enviada: ya no se recibe contra ella.`);
          proveedorId = order.proveedorId;
        } else if (proveedorId !== null) {
          const [supplier] = await tx.select({ id: t.proveedores.id }).from(t.proveedores).where(eq(t.proveedores.id, proveedorId));
          if (!supplier) throw notFound('Proveedor no encontrado.');
        }
        const antes = input.recibidaAntes ?? line?.recibida ?? 0;
        // The idempotency key first: the same clave again (even from another phone, at the same moment) inserts nothing.
        const [lot] = await tx
          .insert(t.lotes)
          .values({
            clave: input.clave,
            productoId: product.id,
            proveedorId,
            ordenLineaId: line?.id ?? null,
            esperada: line ? Math.max(0, line.cantidad - antes) : null,
            cantidad: input.cantidad,
            restante: input.cantidad,
            unidad: unit,
            costoCentavos: input.costoCentavos,
            codigo: input.codigo,
            vence: input.vence,
            recibidoPor: by.id,
          })
          .onConflictDoNothing({ target: t.lotes.clave })
          .returning();
        if (!lot) throw new AlreadyReceived();
        if (line) {
          // Compare-and-set: a second phone that saw an older «recibido» is told, and counts nothing.
          const [moved] = await tx
            .update(t.ordenCompraLineas)
            .set({ recibida: sql`${t.ordenCompraLineas.recibida} + ${input.cantidad}` })
            .where(and(eq(t.ordenCompraLineas.id, line.id), eq(t.ordenCompraLineas.recibida, antes)))
            .returning({ recibida: t.ordenCompraLineas.recibida });
          if (!moved) throw conflict(otherReceived(product.nombre));
        }
        // The sellable counter first (it locks the product's stock row: two receipts of one product average in turn);
        // a product not counted yet (no row, or null) starts counting with this lot.
        const [stock] = await tx
          .insert(t.existencias)
          .values({ productoId: product.id, disponibles: items })
          .onConflictDoUpdate({ target: t.existencias.productoId, set: { disponibles: sql`coalesce(${t.existencias.disponibles}, 0) + ${items}` } })
          .returning({ disponibles: t.existencias.disponibles, costo: t.existencias.costoCentavos });
        if (stock && stock.disponibles !== null && stock.disponibles - items <= 0 && stock.disponibles > 0) cameBack = true;
        // What was on hand before this lot: every other lot's remainder (NIF C-4's weighted average, contracts).
        const [held] = await tx
          .select({ n: sql<number>`coalesce(sum(${t.lotes.restante}), 0)` })
          .from(t.lotes)
          .where(and(eq(t.lotes.productoId, product.id), eq(t.lotes.unidad, unit), ne(t.lotes.id, lot.id)));
        const average = averageCost({ onHand: Number(held?.n ?? 0), average: stock?.costo ?? null }, { cantidad: input.cantidad, costoCentavos: input.costoCentavos }, unit);
        await tx.update(t.existencias).set({ costoCentavos: average }).where(eq(t.existencias.productoId, product.id));
        // The supplier's last cost of one pack, when it sells the shop this product: what this lot came to per pack.
        if (proveedorId !== null) {
          const pp = t.proveedorProductos;
          const [sells] = await tx.select({ empaque: pp.empaqueCantidad }).from(pp).where(and(eq(pp.proveedorId, proveedorId), eq(pp.productoId, product.id)));
          if (sells) {
            const pack = Math.max(1, Math.round((input.costoCentavos * sells.empaque) / input.cantidad));
            await tx.update(pp).set({ costoCentavos: pack, actualizado: new Date().toISOString() }).where(and(eq(pp.proveedorId, proveedorId), eq(pp.productoId, product.id)));
          }
        }
        let estado: string | null = null;
        if (line) {
          // Every line received at least what was ordered closes the order; otherwise it is received in part.
          const lines = await tx.select({ cantidad: t.ordenCompraLineas.cantidad, recibida: t.ordenCompraLineas.recibida }).from(t.ordenCompraLineas).where(eq(t.ordenCompraLineas.ordenId, line.ordenId));
          estado = lines.every((l) => l.recibida >= l.cantidad) ? 'cerrada' : 'recibida_parcial';
          await tx
            .update(t.ordenesCompra)
            .set({ estado, ...(estado === 'cerrada' ? { cerradaEn: new Date().toISOString() } : {}) })
            .where(and(eq(t.ordenesCompra.id, line.ordenId), inArray(t.ordenesCompra.estado, RECEIVABLE)));
        }
        await recordAudit(tx, t, [
          {
            personalId: by.id,
            accion: 'recibir_lote',
            entidad: 'lote',
            entidadId: lot.id,
            despues: {
              producto: product.nombre,
              cantidad: lotQuantityLabel(input.cantidad, unit),
              ...(lot.esperada !== null ? { esperada: lotQuantityLabel(lot.esperada, unit), orden: line!.ordenId } : {}),
              importe: formatMXN(input.costoCentavos),
              codigo: input.codigo,
              vence: input.vence,
              ...(estado ? { estadoOrden: estado } : {}),
            },
          },
        ]);
        return answer(tx, lot, false);
      });
      if (cameBack) deps.catalog.invalidate();
      return result;
    } catch (error) {
      if (!(error instanceof AlreadyReceived)) throw error;
      const [won] = await db.select().from(t.lotes).where(eq(t.lotes.clave, input.clave));
      return answer(db, won!, true);
    }
  }

  return {
    receive,

    /**
     * What the dock may receive: the purchase orders sent (or received in part) with their lines and what
     * arrived so far, the products to receive without an order, and the active suppliers.
     */
    async open() {
      const orders = await db
        .select({ id: t.ordenesCompra.id, estado: t.ordenesCompra.estado, llegada: t.ordenesCompra.llegada, proveedorId: t.ordenesCompra.proveedorId, proveedor: t.proveedores.nombre })
        .from(t.ordenesCompra)
        .innerJoin(t.proveedores, eq(t.proveedores.id, t.ordenesCompra.proveedorId))
        .where(inArray(t.ordenesCompra.estado, RECEIVABLE))
        .orderBy(asc(t.ordenesCompra.llegada), asc(t.ordenesCompra.id));
      const lines = orders.length
        ? await db
            .select({ id: t.ordenCompraLineas.id, ordenId: t.ordenCompraLineas.ordenId, productoId: t.ordenCompraLineas.productoId, nombre: t.productos.nombre, ventaModo: t.productos.ventaModo, paquetes: t.ordenCompraLineas.paquetes, cantidad: t.ordenCompraLineas.cantidad, costoPaqueteCentavos: t.ordenCompraLineas.costoPaqueteCentavos, recibida: t.ordenCompraLineas.recibida })
            .from(t.ordenCompraLineas)
            .innerJoin(t.productos, eq(t.productos.id, t.ordenCompraLineas.productoId))
            .where(inArray(t.ordenCompraLineas.ordenId, orders.map((o) => o.id)))
            .orderBy(t.ordenCompraLineas.id)
        : [];
      const [products, suppliers] = await Promise.all([
        db.select({ id: t.productos.id, nombre: t.productos.nombre, ventaModo: t.productos.ventaModo }).from(t.productos).where(sql`${t.productos.archivadoEn} is null`).orderBy(t.productos.nombre),
        db.select({ id: t.proveedores.id, nombre: t.proveedores.nombre }).from(t.proveedores).where(eq(t.proveedores.activo, 1)).orderBy(t.proveedores.nombre),
      ]);
      return {
        ordenes: orders.map((o) => ({
          ...o,
          lineas: lines
            .filter((l) => l.ordenId === o.id)
            .map(({ ventaModo, costoPaqueteCentavos, ...l }) => ({
              ...l,
              unidad: lotUnitOf(ventaModo),
              // What the order expected this line to cost in all (its packs at the agreed price), in pesos.
              costoEsperado: toPesos(costoPaqueteCentavos * l.paquetes),
            })),
        })),
        productos: products.map(({ ventaModo, ...p }) => ({ ...p, unidad: lotUnitOf(ventaModo) })),
        proveedores: suppliers,
      };
    },
  };
}

export type Receiving = ReturnType<typeof createReceiving>;
