import { and, desc, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import { addDays, lotUnitOf, type createPurchaseOrdersSchema, type editPurchaseOrderSchema, type PurchaseChannel, type PurchaseOrderListInput, type Staff } from '@huerta/contracts';
import type { z } from 'zod';
import type { Database, Db } from '../../platform/db/database';
import type { Now } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import type { Mailer } from '../mail';
import type { ShopInfo } from '../settings';
import { purchaseMessage, whatsappLink } from './purchase-message';

type CreateInput = z.output<typeof createPurchaseOrdersSchema>;
type EditInput = z.output<typeof editPurchaseOrderSchema>;
type Line = { productoId: number; paquetes: number };

const STATE_NAMES: Record<string, string> = { borrador: 'un borrador', enviada: 'enviada', recibida_parcial: 'recibida en parte', cerrada: 'cerrada', cancelada: 'cancelada' };

/**
 * Purchase orders (issue 46): drafts made from the proposal (one per supplier) or by hand, edited, sent by
 * WhatsApp link, e-mail or a printed sheet (borrador → enviada), cancelled while nothing has arrived, and
 * closed when the rest will not come (recibida_parcial → cerrada). Receipts move them on elsewhere (receiving).
 * Costs are the server's: each line's pack cost is read from `proveedor_productos`, never from the browser.
 * State moves are conditional UPDATEs: two phones sending or cancelling at once make one move.
 */
export function createPurchaseOrders(deps: { database: Database; mailer: Mailer; shop: ShopInfo; today: () => string; now: Now }) {
  const { database } = deps;
  const { db, t } = database;
  const { proveedores: s, proveedorProductos: sp, productos: p, ordenesCompra: o, ordenCompraLineas: ol } = t;

  /** Each line priced from the supplier's list; a product it does not sell (or twice) is refused, naming it. */
  async function priced(tx: Db, proveedorId: number, lineas: Line[]) {
    const supplier = (await tx.select().from(s).where(eq(s.id, proveedorId)))[0];
    if (!supplier) throw badRequest(`Proveedor: el proveedor #${proveedorId} no existe.`);
    if (supplier.activo !== 1) throw badRequest(`Proveedor: «${supplier.nombre}» está desactivado; actívalo para pedirle.`);
    const offers = await tx
      .select({ sp, nombre: p.nombre })
      .from(sp)
      .innerJoin(p, eq(p.id, sp.productoId))
      .where(and(eq(sp.proveedorId, proveedorId), inArray(sp.productoId, lineas.map((l) => l.productoId))));
    const seen = new Set<number>();
    const rows = lineas.map((l) => {
      const offer = offers.find((x) => x.sp.productoId === l.productoId);
      if (!offer) throw badRequest(`Producto: «${supplier.nombre}» no tiene el producto #${l.productoId} en su lista; agrégalo en su ficha.`);
      if (seen.has(l.productoId)) throw badRequest(`Producto: «${offer.nombre}» está dos veces en la orden de «${supplier.nombre}».`);
      seen.add(l.productoId);
      return { productoId: l.productoId, paquetes: l.paquetes, cantidad: l.paquetes * offer.sp.empaqueCantidad, costoPaqueteCentavos: offer.sp.costoCentavos };
    });
    if (rows.some((r) => r.cantidad > 100_000_000)) throw badRequest('Cantidad: una línea pasa de 100,000 kg o piezas; revisa los paquetes.');
    return { supplier, rows };
  }

  async function get(id: number) {
    const [order] = await db.select({ o, proveedor: s }).from(o).innerJoin(s, eq(s.id, o.proveedorId)).where(eq(o.id, id));
    if (!order) throw notFound('Orden de compra no encontrada.');
    const lines = await db
      .select({ ol, nombre: p.nombre, ventaModo: p.ventaModo, empaque: sp.empaque, empaqueCantidad: sp.empaqueCantidad })
      .from(ol)
      .innerJoin(p, eq(p.id, ol.productoId))
      .leftJoin(sp, and(eq(sp.productoId, ol.productoId), eq(sp.proveedorId, order.o.proveedorId)))
      .where(eq(ol.ordenId, id))
      .orderBy(p.nombre);
    const lineas = lines.map((r) => {
      const unidad = lotUnitOf(r.ventaModo);
      // The pack as the supplier's list names it now; gone from the list, the order's own quantity per pack.
      const perPack = Math.round(r.ol.cantidad / r.ol.paquetes);
      const empaque = r.empaque && r.empaqueCantidad === perPack ? r.empaque : `paquete de ${perPack} ${unidad === 'g' ? 'g' : 'pzas'}`;
      return { id: r.ol.id, productoId: r.ol.productoId, nombre: r.nombre, unidad, empaque, empaqueCantidad: perPack, paquetes: r.ol.paquetes, cantidad: r.ol.cantidad, costoPaqueteCentavos: r.ol.costoPaqueteCentavos, costoCentavos: r.ol.paquetes * r.ol.costoPaqueteCentavos, recibida: r.ol.recibida };
    });
    const { proveedor: sup } = order;
    return {
      id: order.o.id,
      /** Who orders: the printed sheet's heading. */
      tienda: (await deps.shop()).storeName,
      estado: order.o.estado,
      desde: order.o.desde,
      dias: order.o.dias,
      llegada: order.o.llegada,
      notas: order.o.notas,
      creada: order.o.creada,
      enviadaPor: order.o.enviadaPor as PurchaseChannel | null,
      enviadaEn: order.o.enviadaEn,
      cerradaEn: order.o.cerradaEn,
      proveedor: { id: sup.id, nombre: sup.nombre, contacto: sup.contacto, telefono: sup.telefono, whatsapp: sup.whatsapp, correo: sup.correo, diasEntrega: sup.diasEntrega, activo: sup.activo === 1 },
      lineas,
      totalCentavos: lineas.reduce((sum, l) => sum + l.costoCentavos, 0),
    };
  }
  type Detail = Awaited<ReturnType<typeof get>>;

  const textOf = async (order: Detail) =>
    purchaseMessage({ id: order.id, tienda: order.tienda, proveedor: order.proveedor, llegada: order.llegada, notas: order.notas, lineas: order.lineas });
  const linesAudit = (rows: { productoId: number; paquetes: number; costoPaqueteCentavos: number }[]) => rows.map((r) => ({ productoId: r.productoId, paquetes: r.paquetes, costoPaqueteCentavos: r.costoPaqueteCentavos }));

  /** Moves an order from one of `from` to `to` once; otherwise says why, naming its state. */
  async function move(tx: Db, id: number, from: string[], to: Record<string, unknown>, refuse: (estado: string) => string, extra?: ReturnType<typeof sql>) {
    const where = and(eq(o.id, id), inArray(o.estado, from), ...(extra ? [extra] : []));
    const [moved] = await tx.update(o).set(to).where(where).returning({ id: o.id });
    if (moved) return;
    const [now] = await tx.select({ estado: o.estado }).from(o).where(eq(o.id, id));
    if (!now) throw notFound('Orden de compra no encontrada.');
    throw conflict(refuse(now.estado));
  }

  return {
    get,

    /** The orders in a state (every one when none), newest first, with their supplier, lines and total. */
    async list(input: PurchaseOrderListInput) {
      const rows = await db
        .select({
          id: o.id,
          estado: o.estado,
          llegada: o.llegada,
          creada: o.creada,
          enviadaPor: o.enviadaPor,
          proveedorId: s.id,
          proveedor: s.nombre,
          lineas: sql<number>`count(${ol.id})`.mapWith(Number),
          totalCentavos: sql<number>`coalesce(sum(${ol.paquetes} * ${ol.costoPaqueteCentavos}), 0)`.mapWith(Number),
        })
        .from(o)
        .innerJoin(s, eq(s.id, o.proveedorId))
        .leftJoin(ol, eq(ol.ordenId, o.id))
        .where(input.estado ? eq(o.estado, input.estado) : undefined)
        .groupBy(o.id, o.estado, o.llegada, o.creada, o.enviadaPor, s.id, s.nombre)
        .orderBy(desc(o.creada), desc(o.id))
        .limit(200);
      return rows;
    },

    /** One draft per supplier, all or none: a bad line anywhere writes nothing. */
    async create(input: CreateInput, by: Staff) {
      const today = deps.today();
      const ids = await database.transaction(async (tx) => {
        const made: number[] = [];
        for (const orden of input.ordenes) {
          if (input.ordenes.filter((x) => x.proveedorId === orden.proveedorId).length > 1) throw badRequest('Proveedor: va una sola orden por proveedor.');
          const { supplier, rows } = await priced(tx, orden.proveedorId, orden.lineas);
          const llegada = addDays(today, supplier.diasEntrega);
          const [created] = await tx.insert(o).values({ proveedorId: supplier.id, desde: input.desde ?? null, dias: input.dias ?? null, llegada, creadaPor: by.id, creada: deps.now().toISOString() }).returning({ id: o.id });
          await tx.insert(ol).values(rows.map((r) => ({ ...r, ordenId: created!.id })));
          await recordAudit(tx, t, [{ personalId: by.id, accion: 'crear_orden_compra', entidad: 'orden_compra', entidadId: created!.id, despues: { proveedor: supplier.nombre, llegada, lineas: linesAudit(rows) } }]);
          made.push(created!.id);
        }
        return made;
      });
      return { ids, mensaje: ids.length === 1 ? 'Se creó 1 orden de compra en borrador.' : `Se crearon ${ids.length} órdenes de compra en borrador.` };
    },

    /** A draft's lines (re-priced from the supplier's list), arrival day and notes, replaced together. */
    async edit(input: EditInput, by: Staff) {
      const before = await get(input.id);
      await database.transaction(async (tx) => {
        const { rows } = await priced(tx, before.proveedor.id, input.lineas);
        const values = { notas: input.notas, ...(input.llegada ? { llegada: input.llegada } : {}) };
        await move(tx, input.id, ['borrador'], values, (estado) => `La orden está ${STATE_NAMES[estado] ?? estado}: solo un borrador se edita.`);
        await tx.delete(ol).where(eq(ol.ordenId, input.id));
        await tx.insert(ol).values(rows.map((r) => ({ ...r, ordenId: input.id })));
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'editar_orden_compra', entidad: 'orden_compra', entidadId: input.id, antes: { llegada: before.llegada, notas: before.notas, lineas: linesAudit(before.lineas) }, despues: { llegada: values.llegada ?? before.llegada, notas: values.notas, lineas: linesAudit(rows) } }]);
      });
      return get(input.id);
    },

    /**
     * Sends a draft (borrador → enviada, once) or issues a sent one's link or e-mail again (no second move).
     * WhatsApp: the wa.me link with the order as text, for the owner's phone to open. Correo: the supplier's
     * e-mail through the mail module. Impresa: after the printable sheet.
     */
    async send(input: { id: number; por: PurchaseChannel }, by: Staff) {
      const order = await get(input.id);
      if (!['borrador', 'enviada', 'recibida_parcial'].includes(order.estado)) throw conflict(`La orden está ${STATE_NAMES[order.estado] ?? order.estado}: ya no se envía.`);
      const texto = await textOf(order);
      let enlace: string | null = null;
      if (input.por === 'whatsapp') {
        const phone = order.proveedor.whatsapp ?? order.proveedor.telefono;
        enlace = phone ? whatsappLink(phone, texto) : null;
        if (!enlace) throw badRequest(`WhatsApp: «${order.proveedor.nombre}» no tiene un WhatsApp ni un teléfono de México; agrégalo en su ficha.`);
      }
      if (input.por === 'correo' && !order.proveedor.correo) throw badRequest(`Correo: «${order.proveedor.nombre}» no tiene correo; agrégalo en su ficha o envía por WhatsApp.`);
      let first = false;
      if (order.estado === 'borrador') {
        first = await database.transaction(async (tx) => {
          const [moved] = await tx
            .update(o)
            .set({ estado: 'enviada', enviadaPor: input.por, enviadaEn: deps.now().toISOString() })
            .where(and(eq(o.id, order.id), eq(o.estado, 'borrador')))
            .returning({ id: o.id });
          if (moved) await recordAudit(tx, t, [{ personalId: by.id, accion: 'enviar_orden_compra', entidad: 'orden_compra', entidadId: order.id, antes: { estado: 'borrador' }, despues: { estado: 'enviada', enviadaPor: input.por } }]);
          return Boolean(moved);
        });
      }
      if (input.por === 'correo') {
        const { storeName } = await deps.shop();
        await deps.mailer.send({ to: order.proveedor.correo!, subject: `Orden de compra #${order.id} de ${storeName}`, text: texto, kind: 'orden-compra' });
      }
      const mensaje = input.por === 'whatsapp' ? 'Abre WhatsApp para enviar la orden.' : input.por === 'correo' ? `Orden enviada por correo a ${order.proveedor.correo}.` : 'Orden marcada como enviada impresa.';
      return { orden: await get(order.id), enlace, texto, mensaje: first || input.por !== 'impresa' ? mensaje : 'La orden ya estaba enviada.' };
    },

    /** Cancels a draft or a sent order nothing of which has arrived. */
    async cancel(id: number, by: Staff) {
      await database.transaction(async (tx) => {
        const nothingIn = sql`not ${exists(tx.select({ x: ol.id }).from(ol).where(and(eq(ol.ordenId, id), gt(ol.recibida, 0))))}`;
        await move(tx, id, ['borrador', 'enviada'], { estado: 'cancelada', cerradaEn: deps.now().toISOString() }, (estado) => (estado === 'enviada' ? 'Ya llegó algo de esta orden: no se cancela; ciérrala cuando no llegue más.' : `La orden está ${STATE_NAMES[estado] ?? estado}: no se cancela.`), nothingIn);
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'cancelar_orden_compra', entidad: 'orden_compra', entidadId: id, despues: { estado: 'cancelada' } }]);
      });
      return get(id);
    },

    /** Closes an order received in part: the rest will not come. */
    async close(id: number, by: Staff) {
      await database.transaction(async (tx) => {
        await move(tx, id, ['recibida_parcial'], { estado: 'cerrada', cerradaEn: deps.now().toISOString() }, (estado) => `La orden está ${STATE_NAMES[estado] ?? estado}: solo se cierra una recibida en parte.`);
        await recordAudit(tx, t, [{ personalId: by.id, accion: 'cerrar_orden_compra', entidad: 'orden_compra', entidadId: id, antes: { estado: 'recibida_parcial' }, despues: { estado: 'cerrada' } }]);
      });
      return get(id);
    },
  };
}

export type PurchaseOrders = ReturnType<typeof createPurchaseOrders>;
