import { CHANGE_REFUSALS, canChange, type OrderChangeLinkInput, changeDeadline, deadlineClock, deliveryDayLabel, lineCostCentavos, toPesos, type OrderChangeInput, type OrderChangeViewInput } from '@huerta/contracts';
import { timingSafeEqual } from 'node:crypto';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db, Tables } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { localizedError } from '../../platform/i18n/error-text';
import { takeCredit } from '../business';
import { deliveryFor, freeSlot, takeSlot } from '../delivery';
import { settleMoney, moneyPlan, type MoneyPlan } from './change-money';
import { sendChangeMail } from './change-mail';
import { refusalOf } from './change-text';
import { mailText } from '../../platform/i18n/mail-text';
import { reprice, type Repriced } from './reprice';
import type { OrderChangesDeps } from './deps';

type OrderRow = Tables['pedidos']['$inferSelect'];
type LineRow = Tables['pedidoLineas']['$inferSelect'];

/** States a shopper may still change (offline orders are created «preparando», packing not yet started). */
const OPEN = ['pendiente_pago', 'pagado', 'preparando'];


const snapshot = (o: Pick<OrderRow, 'subtotalCentavos' | 'envioCentavos' | 'totalCentavos' | 'diaEntrega' | 'ventanaNombre'>, lines: { productoId: number; nombre: string; items: number; totalLineaCentavos: number }[]) => ({
  lineas: lines.map((l) => ({ producto: l.productoId, nombre: l.nombre, items: l.items, total: l.totalLineaCentavos })),
  subtotal: o.subtotalCentavos,
  envio: o.envioCentavos,
  total: o.totalCentavos,
  dia: o.diaEntrega,
  ventana: o.ventanaNombre,
});

/**
 * «Modificar pedido» (issue 47): a shopper changes the lines (and the day or window) of their own order until
 * its cut-off and before packing starts. One transaction guarded by `empacando_en IS NULL`, the order's state
 * and its `version`: lines rewritten, stock taken or given back per product, the window's place moved, totals
 * and the business's used credit updated, the change recorded (cambios_pedido, audit = the order's timeline).
 * The money follows the method after the commit (change-money.ts), once per change.
 */
export function createOrderChanges(deps: OrderChangesDeps) {
  const { database } = deps;
  const { db, t } = database;
  const o = t.pedidos;

  const linesOf = (id: number, tx: Db = db) => tx.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, id)).orderBy(t.pedidoLineas.id);

  /** The order if the caller may change it: its signed-in owner, or the holder of its current link. Else «not found» (never says it exists). */
  async function orderFor(pedidoId: number, userId: number | null, enlace: string | undefined): Promise<OrderRow> {
    const [order] = await db.select().from(o).where(eq(o.id, pedidoId));
    const mine = order && userId !== null && order.usuarioId === userId;
    const linked = order && enlace !== undefined && deps.links.valid(order.id, order.version, enlace);
    if (!order || (!mine && !linked)) {
      // A link of an earlier version was already used (or the order changed since it was sent).
      if (order && enlace !== undefined && /^\d+\./.test(enlace) && Number(enlace.split('.')[0]) < order.version) throw refusalOf(order.idioma, 'Este enlace ya se usó: el pedido cambió después. Abre el enlace del último correo.');
      throw notFound('Pedido no encontrado.');
    }
    return order;
  }

  /** Why this order can no longer be changed, or null when it can (the server's clock and the owner's cut-off). */
  async function refusal(order: OrderRow): Promise<string | null> {
    if (!OPEN.includes(order.estado)) return CHANGE_REFUSALS.closed;
    if (order.empacandoEn) return CHANGE_REFUSALS.packing;
    const { corte } = (await deps.catalog.delivery()).calendar;
    if (!canChange(order, corte, deps.timezone, deps.now())) return CHANGE_REFUSALS.late;
    return null;
  }

  async function open(input: OrderChangeViewInput, userId: number | null) {
    const order = await orderFor(input.pedido_id, userId, input.enlace);
    const why = await refusal(order);
    return { order, why };
  }

  /** What the shopper would pay online after the change, and how the difference moves (nothing written). */
  async function priced(order: OrderRow, input: OrderChangeInput) {
    const next = await reprice(deps, order, input);
    const plan = moneyPlan(order, next);
    return { next, plan };
  }

  const answerOf = (order: OrderRow, next: Repriced, plan: MoneyPlan) => ({
    lineas: next.lines.map((l) => ({ producto_id: l.productoId, nombre: l.nombre, items: l.items, precio: toPesos(l.precioUnitarioCentavos), total: toPesos(l.totalLineaCentavos), por_peso: l.gramosPorItem !== null })),
    subtotal: toPesos(next.totals.subtotal),
    envio: toPesos(next.totals.envio),
    descuento: toPesos(next.totals.descuento),
    total: toPesos(next.totals.total),
    total_antes: toPesos(order.totalCentavos),
    cupon: next.cupon,
    diferencia: toPesos(plan.diferencia),
    dinero: plan.texto,
  });

  /** Stock per product difference: taken (conditionally, refusing with what is left) or given back; in product order. */
  async function moveStock(tx: Db, before: LineRow[], after: Repriced['lines']) {
    const delta = new Map<number, { items: number; nombre: string }>();
    for (const l of before) delta.set(l.productoId, { items: -l.items, nombre: l.nombre });
    for (const l of after) delta.set(l.productoId, { items: (delta.get(l.productoId)?.items ?? 0) + l.items, nombre: l.nombre });
    const e = t.existencias;
    for (const [productoId, d] of [...delta].sort((a, b) => a[0] - b[0])) {
      if (d.items === 0) continue;
      if (d.items < 0) {
        await tx.update(e).set({ disponibles: sql`${e.disponibles} + ${-d.items}` }).where(eq(e.productoId, productoId));
        continue;
      }
      const taken = await tx.update(e).set({ disponibles: sql`${e.disponibles} - ${d.items}` }).where(and(eq(e.productoId, productoId), gte(e.disponibles, d.items))).returning({ id: e.productoId });
      if (taken.length) continue;
      const [stock] = await tx.select({ disponibles: e.disponibles }).from(e).where(eq(e.productoId, productoId));
      const left = stock?.disponibles;
      if (left === undefined || left === null) continue; // not counted: never runs out
      throw localizedError(409, (m) =>
        left <= 0 ? m.t('«{nombre}» se agotó. Quítalo de tu carrito para continuar.', { nombre: d.nombre }) : m.t('Solo quedan {left} de «{nombre}» (pediste {items}). Ajusta la cantidad en tu carrito.', { left: String(left), nombre: d.nombre, items: String(d.items) }),
      );
    }
  }

  /** The refusal of a change whose guarded update matched nothing: said by what changed meanwhile. */
  async function lostRace(id: number): Promise<never> {
    const [now] = await db.select().from(o).where(eq(o.id, id));
    if (now?.empacandoEn) throw refusalOf(now.idioma, CHANGE_REFUSALS.packing);
    if (!now || !OPEN.includes(now.estado)) throw refusalOf(now?.idioma, CHANGE_REFUSALS.closed);
    throw refusalOf(now.idioma, CHANGE_REFUSALS.raced);
  }

  /**
   * The change did not commit after its unpaid intent was withdrawn: the order is given a new one for what it
   * still is (only if it still names the withdrawn one — a change that won meanwhile makes its own).
   */
  async function restoreIntent(order: OrderRow, plan: { kind: string }) {
    if (plan.kind !== 'reemplazar' || !order.paymentIntentId) return;
    const [cleared] = await db
      .update(o)
      .set({ paymentIntentId: null, clientSecret: null, pagoInstrucciones: null, pagoVence: null })
      .where(and(eq(o.id, order.id), eq(o.paymentIntentId, order.paymentIntentId), eq(o.estado, 'pendiente_pago')))
      .returning({ id: o.id });
    if (cleared) await deps.orders.renewIntent(order.id).catch(() => null);
  }

  return {
    /**
     * A guest's order page (the checkout's confirmation) offers «Modificar pedido» with the signed link of the
     * order's e-mail, only while the order can change; the page proves the order with its payment's client
     * secret (as the confirmation itself does). Null otherwise, never saying whether the order exists.
     */
    async linkFor(input: OrderChangeLinkInput) {
      const [order] = await db.select().from(o).where(eq(o.id, input.pedido_id));
      const given = Buffer.from(input.pago);
      const secret = Buffer.from(order?.clientSecret ?? '');
      if (!order || secret.length === 0 || given.length !== secret.length || !timingSafeEqual(given, secret)) return { enlace: null };
      if (await refusal(order)) return { enlace: null };
      return { enlace: deps.links.token(order.id, order.version) };
    },

    /** The change page: the order as it is, whether it may still change (and why not), until when, and the days it may move to. */
    async view(input: OrderChangeViewInput, userId: number | null) {
      const { order, why } = await open(input, userId);
      const lines = await linesOf(order.id);
      const { corte } = (await deps.catalog.delivery()).calendar;
      const until = changeDeadline(order, corte, deps.timezone);
      const m = mailText(order.idioma);
      const { shipping } = await deps.shop();
      const delivery = order.codigoPostal && !why ? deliveryFor(await deps.catalog.delivery(), shipping, order.codigoPostal, deps.timezone, deps.now()) : null;
      return {
        id: order.id,
        version: order.version,
        estado: order.estado,
        metodo: order.metodoPago,
        puede: why === null,
        motivo: why === null ? null : m.t(why),
        hasta: m.t('{hora} del {dia}', { hora: deadlineClock(until), dia: m.idioma === 'en' ? (m.delivery(until.day, null) ?? until.day) : deliveryDayLabel(until.day) }),
        dia_entrega: order.diaEntrega,
        ventana: order.ventana,
        dias: delivery ? [...new Set([...(order.diaEntrega ? [order.diaEntrega] : []), ...delivery.days])].sort() : [],
        ventanas: delivery ? delivery.windows.map((w) => ({ id: w.id, nombre: w.nombre })) : [],
        lineas: lines.map((l) => ({ producto_id: l.productoId, nombre: l.nombre, items: l.items, precio: toPesos(l.precioUnitarioCentavos), total: toPesos(l.totalLineaCentavos), por_peso: l.gramosPorItem !== null })),
        subtotal: toPesos(order.subtotalCentavos),
        envio: toPesos(order.envioCentavos),
        total: toPesos(order.totalCentavos),
      };
    },

    /** The new totals of a proposed change, from the server's prices (writes nothing). */
    async preview(input: OrderChangeInput, userId: number | null) {
      const { order, why } = await open(input, userId);
      if (why) throw refusalOf(order.idioma, why);
      if (order.version !== input.version) throw refusalOf(order.idioma, CHANGE_REFUSALS.raced);
      const { next, plan } = await priced(order, input);
      return answerOf(order, next, plan);
    },

    /** The change itself: all of it in one guarded transaction, then its money (once) and the shopper's e-mail. */
    async apply(input: OrderChangeInput, userId: number | null) {
      const { order, why } = await open(input, userId);
      if (why) throw refusalOf(order.idioma, why);
      if (order.version !== input.version) throw refusalOf(order.idioma, CHANGE_REFUSALS.raced);
      const { next, plan } = await priced(order, input);
      // An unpaid voucher, transfer or card's intent is withdrawn first: if it was paid meanwhile, nothing changes.
      if (plan.kind === 'reemplazar' && order.paymentIntentId) {
        const after = await deps.provider.cancelIntent(order.paymentIntentId).catch(() => null);
        if (after && after.status !== 'canceled') throw refusalOf(order.idioma, 'Tu pago de este pedido está llegando: espera a que se confirme para modificarlo.');
      }
      const before = await linesOf(order.id);
      const at = deps.now().toISOString();
      const written = await database.transaction(async (tx) => {
        // The lock: only while nobody has started packing, in a state a shopper may change, at the version they saw.
        const [row] = await tx
          .update(o)
          .set({
            version: sql`${o.version} + 1`,
            subtotalCentavos: next.totals.subtotal,
            envioCentavos: next.totals.envio,
            descuentoCentavos: next.totals.descuento,
            totalCentavos: next.totals.total,
            cobroCentavos: plan.cobro,
            // A code the new lines no longer meet is dropped (the preview said so) and its use given back below.
            ...(next.cupon?.aviso ? { cuponCodigo: null } : {}),
            ...(next.slot ? { diaEntrega: next.slot.dia, ventana: next.slot.ventana, ventanaNombre: next.slot.ventanaNombre } : {}),
            ...(plan.kind === 'reemplazar' ? { paymentIntentId: null, clientSecret: null, pagoInstrucciones: null, pagoVence: null } : {}),
          })
          .where(and(eq(o.id, order.id), eq(o.version, input.version), isNull(o.empacandoEn), inArray(o.estado, OPEN)))
          .returning();
        if (!row) return null;
        if (next.slot && order.zonaId) {
          await freeSlot(tx, t, { zonaId: order.zonaId, dia: order.diaEntrega, ventana: order.ventana });
          const label = `${next.slot.dia}`;
          await takeSlot(tx, t, { zonaId: order.zonaId, dia: next.slot.dia, ventana: next.slot.ventana, capacidad: next.slot.capacidad, full: localizedError(409, (m) => m.t('La ventana «{ventana}» del {dia} ya está llena: elige otro horario.', { ventana: next.slot!.ventanaNombre, dia: m.delivery(label, null) ?? label })) });
        }
        await moveStock(tx, before, next.lines);
        if (next.cupon) await deps.coupons?.retake(tx, order.id, next.cupon.aviso ? null : next.totals.descuento);
        // On account: the business's used credit follows the total (more is refused past its limit).
        if (order.metodoPago === 'credito' && order.negocioId !== null && !(await takeCredit(tx, t, order.negocioId, next.totals.total - order.totalCentavos))) {
          throw localizedError(409, (m) => m.t('Este cambio pasa el límite de crédito de tu negocio.'));
        }
        // The lines rewritten: each keeps its note, substitution choice and cost as sold (a new product: its cost now).
        const kept = new Map(before.map((l) => [l.productoId, l]));
        const costs = new Map((await tx.select({ id: t.existencias.productoId, costo: t.existencias.costoCentavos }).from(t.existencias).where(inArray(t.existencias.productoId, next.lines.map((l) => l.productoId)))).map((c) => [c.id, c.costo]));
        await tx.delete(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, order.id));
        await tx.insert(t.pedidoLineas).values(
          next.lines.map((l) => {
            const old = kept.get(l.productoId);
            const costoUnitarioCentavos = old ? old.costoUnitarioCentavos : (costs.get(l.productoId) ?? null);
            const costoCentavos = lineCostCentavos({ ...l, costoUnitarioCentavos, gramosPesados: null });
            return { pedidoId: order.id, ...l, nota: old?.nota ?? null, sustitucion: old?.sustitucion ?? null, costoUnitarioCentavos, costoCentavos };
          }),
        );
        const numero = row.version;
        const antes = snapshot(order, before);
        const despues = snapshot(row, next.lines);
        await tx.insert(t.cambiosPedido).values({ pedidoId: order.id, numero, usuarioId: userId, antes: JSON.stringify(antes), despues: JSON.stringify(despues), diferenciaCentavos: plan.diferencia, dinero: plan.kind, creado: at });
        await recordAudit(tx, t, [{ personalId: null, accion: 'modificar_pedido', entidad: 'pedido', entidadId: order.id, antes, despues: { ...despues, diferencia: plan.diferencia, dinero: plan.kind, ...(plan.kind === 'intento' ? { pago: order.metodoPago } : {}), por: userId === null ? 'enlace' : 'cuenta' } }]);
        return { row, numero };
      }).catch(async (error: unknown) => {
        await restoreIntent(order, plan);
        throw error;
      });
      if (!written) {
        await restoreIntent(order, plan);
        return lostRace(order.id);
      }
      const money = await settleMoney(deps, { before: order, after: written.row, numero: written.numero, plan, userId });
      await sendChangeMail(deps, written.row, await linesOf(order.id), money);
      return { mensaje: money.mensaje, version: written.row.version, total: toPesos(written.row.totalCentavos), pagar: money.pagar ?? null, enlace: userId === null ? deps.links.token(order.id, written.row.version) : null };
    },
  };
}
export type OrderChanges = ReturnType<typeof createOrderChanges>;
