import { and, count, eq, ne, sql, sum } from 'drizzle-orm';
import { applyCoupon, couponRefusal, shopMoment, type CouponConditions, type CouponKind, type CouponLine, type CouponResult, type CouponRow } from '@huerta/contracts';
import type { Database, Db } from '../../platform/db/database';
import type { Now } from '../../platform/clock';
import { fieldError } from '../../platform/errors';
import type { cupones } from '../../schema/sqlite';

type CouponDbRow = typeof cupones.$inferSelect;

/** A code checked against an order: what it gives, and the terms to check again in the order's transaction. */
export interface CouponQuote {
  cuponId: number;
  codigo: string;
  tipo: CouponKind;
  result: CouponResult;
  conditions: CouponConditions;
  /** What the conditions were measured on (the claim re-counts the uses only). */
  ctx: { subtotalCentavos: number; zonaId: number | null; usuarioId: number | null; email: string };
}

/** What an order brings to a code: its lines (price after promotions), delivery fee, subtotal before the code, who and where. */
export interface CouponOrder {
  codigo: string;
  lines: readonly CouponLine[];
  subtotalCentavos: number;
  envioCentavos: number;
  zonaId: number | null;
  usuarioId: number | null;
  email: string;
}

const ids = (json: string): number[] => JSON.parse(json) as number[];

export const conditionsOf = (c: CouponDbRow): CouponConditions => ({
  codigo: c.codigo,
  activo: c.activo === 1,
  desde: c.desde,
  hasta: c.hasta,
  minimoCentavos: c.minimoCentavos,
  usosMax: c.usosMax,
  usosPorCliente: c.usosPorCliente,
  primerPedido: c.primerPedido === 1,
  zonas: ids(c.zonas),
  clientes: ids(c.clientes),
});

export const rowOf = (c: CouponDbRow, usos: number, descuento: number): CouponRow => ({
  ...conditionsOf(c),
  id: c.id,
  descripcion: c.descripcion,
  tipo: c.tipo as CouponKind,
  valor: c.valor,
  zonas: ids(c.zonas),
  clientes: ids(c.clientes),
  categorias: ids(c.categorias),
  usos,
  descuentoTotalCentavos: descuento,
});

/**
 * Codes applied to orders: `quote` (the cart's preview and the order's first check) and `claim` (in the
 * order's transaction: takes the code's row lock, counts its uses again, and records this order's use —
 * so 20 checkouts racing for a code of 5 uses make exactly 5 orders with it). A use is a `cupon_usos` row
 * whose order is not cancelled: a cancelled order gives its use back.
 */
export function createCoupons(deps: { database: Database; now: Now; timezone: string }) {
  const { db, t } = deps.database;
  const { cupones, cuponUsos, pedidos } = t;

  const byCode = async (codigo: string, on: Db = db) => (await on.select().from(cupones).where(eq(cupones.codigo, codigo)))[0];

  /** The uses of a code (orders not cancelled): all, and this customer's — by account, or by e-mail for a guest. */
  async function usesOf(on: Db, cuponId: number, who: { usuarioId: number | null; email: string }, exceptPedido?: number) {
    const live = and(eq(cuponUsos.cuponId, cuponId), ne(pedidos.estado, 'cancelado'));
    const mine = who.usuarioId !== null ? eq(cuponUsos.usuarioId, who.usuarioId) : eq(cuponUsos.email, who.email.toLowerCase());
    const [all] = await on.select({ n: count() }).from(cuponUsos).innerJoin(pedidos, eq(pedidos.id, cuponUsos.pedidoId)).where(live);
    const [own] = await on.select({ n: count() }).from(cuponUsos).innerJoin(pedidos, eq(pedidos.id, cuponUsos.pedidoId)).where(and(live, mine));
    const customer = who.usuarioId !== null ? eq(pedidos.usuarioId, who.usuarioId) : eq(sql`lower(${pedidos.email})`, who.email.toLowerCase());
    const [before] = await on
      .select({ n: count() })
      .from(pedidos)
      .where(and(customer, ne(pedidos.estado, 'cancelado'), exceptPedido === undefined ? undefined : ne(pedidos.id, exceptPedido)));
    return { usos: Number(all?.n ?? 0), usosCliente: Number(own?.n ?? 0), pedidosPrevios: Number(before?.n ?? 0) };
  }

  const refuse = (message: string, status = 400) => fieldError(status, 'codigo', message);
  const hoy = () => shopMoment(deps.now(), deps.timezone).day;

  function check(c: CouponDbRow, order: CouponQuote['ctx'], result: CouponResult, uses: { usos: number; usosCliente: number; pedidosPrevios: number }) {
    const refusal = couponRefusal(conditionsOf(c), { hoy: hoy(), subtotalCentavos: order.subtotalCentavos, elegibleCentavos: result.elegible, tipo: c.tipo as CouponKind, zonaId: order.zonaId, usuarioId: order.usuarioId, ...uses });
    // Used up (by everyone or by this customer): a conflict; any other condition: the order does not meet it.
    if (refusal) throw refuse(refusal, c.usosMax !== null && uses.usos >= c.usosMax ? 409 : 400);
  }

  return {
    /** What the code gives this order, or a refusal naming `codigo` (nothing written). */
    async quote(order: CouponOrder): Promise<CouponQuote> {
      const c = await byCode(order.codigo);
      if (!c) throw refuse(`El cupón ${order.codigo} no existe.`);
      const result = applyCoupon({ tipo: c.tipo as CouponKind, valor: c.valor, categorias: ids(c.categorias) }, order.lines, order.envioCentavos);
      check(c, order, result, await usesOf(db, c.id, order));
      return { cuponId: c.id, codigo: c.codigo, tipo: c.tipo as CouponKind, result, conditions: conditionsOf(c), ctx: { subtotalCentavos: order.subtotalCentavos, zonaId: order.zonaId, usuarioId: order.usuarioId, email: order.email } };
    },

    /**
     * In the order's transaction, after its row is written: the code's row is updated first (its lock: every
     * other checkout of this code waits here until this one commits or rolls back), then its uses are counted
     * again and checked against the limits as they are now. A refusal throws: the whole order rolls back.
     */
    async claim(tx: Db, quote: CouponQuote, pedidoId: number) {
      const [c] = await tx.update(cupones).set({ registrados: sql`${cupones.registrados} + 1` }).where(eq(cupones.id, quote.cuponId)).returning();
      if (!c) throw refuse(`El cupón ${quote.codigo} no existe.`);
      check(c, quote.ctx, quote.result, await usesOf(tx, c.id, quote.ctx, pedidoId));
      await tx.insert(cuponUsos).values({ cuponId: c.id, pedidoId, usuarioId: quote.ctx.usuarioId, email: quote.ctx.email.toLowerCase(), descuentoCentavos: quote.result.descuento });
    },

    /**
     * The code an order already used, on its changed lines («Modificar pedido», issue 47). Its use was claimed at
     * checkout and stays the order's: the dates, uses and first-order terms were met then and are not asked
     * again. What depends on the lines is: the minimum, something eligible, the zone and the customer. A code the
     * new lines no longer meet comes back with its refusal: the change drops it and says so (never kept silently).
     */
    async requote(codigo: string, order: Omit<CouponOrder, 'codigo'>): Promise<{ codigo: string; result: CouponResult; refusal: string | null }> {
      const c = await byCode(codigo);
      if (!c) return { codigo, result: { descuento: 0, envio: order.envioCentavos, lineas: order.lines.map(() => 0), elegible: 0 }, refusal: `El cupón ${codigo} ya no existe.` };
      const result = applyCoupon({ tipo: c.tipo as CouponKind, valor: c.valor, categorias: ids(c.categorias) }, order.lines, order.envioCentavos);
      const onLines = { ...conditionsOf(c), activo: true, desde: null, hasta: null, primerPedido: false, usosMax: null, usosPorCliente: null };
      const refusal = couponRefusal(onLines, { hoy: hoy(), subtotalCentavos: order.subtotalCentavos, elegibleCentavos: result.elegible, tipo: c.tipo as CouponKind, zonaId: order.zonaId, usuarioId: order.usuarioId, usos: 0, usosCliente: 0, pedidosPrevios: 0 });
      return { codigo: c.codigo, result, refusal };
    },

    /**
     * In a change's transaction: the order's use of its code now takes `descuentoCentavos`, or — the code
     * dropped (null) — the use is given back (its row removed: the code counts one use fewer).
     */
    async retake(tx: Db, pedidoId: number, descuentoCentavos: number | null) {
      if (descuentoCentavos === null) await tx.delete(cuponUsos).where(eq(cuponUsos.pedidoId, pedidoId));
      else await tx.update(cuponUsos).set({ descuentoCentavos }).where(eq(cuponUsos.pedidoId, pedidoId));
    },

    /** «Cupones»: every code with its uses (orders not cancelled) and what they took off. */
    async list(): Promise<CouponRow[]> {
      const rows = await db.select().from(cupones).orderBy(cupones.codigo);
      const used = await db
        .select({ cuponId: cuponUsos.cuponId, n: count(), descuento: sum(cuponUsos.descuentoCentavos) })
        .from(cuponUsos)
        .innerJoin(pedidos, eq(pedidos.id, cuponUsos.pedidoId))
        .where(ne(pedidos.estado, 'cancelado'))
        .groupBy(cuponUsos.cuponId);
      const byId = new Map(used.map((u) => [u.cuponId, u]));
      return rows.map((r) => rowOf(r, Number(byId.get(r.id)?.n ?? 0), Number(byId.get(r.id)?.descuento ?? 0)));
    },
    byCode,
  };
}

export type Coupons = ReturnType<typeof createCoupons>;
