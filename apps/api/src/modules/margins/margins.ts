import { and, count, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { grossMargin, MARGIN_ORDER_STATES } from '@huerta/contracts';
import type { Database, Tables } from '../../platform/db/database';
import { dayEnd, dayStart, shopDayOf } from '../../platform/days';
import { notFound } from '../../platform/errors';

/**
 * The sums every margin figure is made of (issue 46; the rules in contracts' buying/margins.ts), computed by
 * the database in integer centavos on both engines:
 * - a line's sale is its packed total (`total_final_centavos`, or the ordered total) less its discount code's
 *   part (issue 47), less the IVA it includes,
 *   that IVA rounded half up to the centavo per line in integer arithmetic, as contracts' `netSaleCentavos`
 *   (bigint: centavos × rate × 2 outgrows PostgreSQL's 32-bit integer);
 * - its cost is the one frozen on the line (`costo_centavos`, following the packed grams);
 * - a line with no known cost is counted apart: its sale is in `ventas` but not in the margin.
 */
export function marginSums(t: Tables) {
  const l = t.pedidoLineas;
  const packed = sql`cast(coalesce(${l.totalFinalCentavos}, ${l.totalLineaCentavos}) as bigint)`;
  // Less its part of a discount code (issue 47), never more than the packed total (contracts' weighedLineDiscount).
  const sale = sql`(${packed} - case when ${l.descuentoCentavos} < ${packed} then ${l.descuentoCentavos} else ${packed} end)`;
  const net = sql`(${sale} - (${sale} * ${l.tasaIva} * 2 + 100 + ${l.tasaIva}) / (2 * (100 + ${l.tasaIva})))`;
  const known = sql`${l.costoCentavos} is not null`;
  return {
    ventas: sql<number>`coalesce(sum(${net}), 0)`.mapWith(Number),
    ventasConCosto: sql<number>`coalesce(sum(case when ${known} then ${net} else 0 end), 0)`.mapWith(Number),
    costo: sql<number>`coalesce(sum(${l.costoCentavos}), 0)`.mapWith(Number),
    lineas: count(),
    lineasSinCosto: sql<number>`coalesce(sum(case when ${known} then 0 else 1 end), 0)`.mapWith(Number),
  };
}

export type Sums = { ventas: number; ventasConCosto: number; costo: number; lineas: number; lineasSinCosto: number };

/** A row of a margin table: sales (without IVA), the part with a known cost, its cost and margin, and what has none. */
export interface MarginFigures {
  ventas: number;
  costo: number;
  /** Sales of the lines with a known cost less their cost. */
  margen: number;
  /** The margin over the sales with a known cost (null without any). */
  pct: number | null;
  lineas: number;
  /** Lines sold before any cost was known, and their sales: left out of the margin, never counted at cost 0. */
  sinCosto: { lineas: number; ventas: number };
}

export function figures(s: Sums): MarginFigures {
  const { margen, pct } = grossMargin(s.ventasConCosto, s.costo);
  return { ventas: s.ventas, costo: s.costo, margen, pct, lineas: s.lineas, sinCosto: { lineas: s.lineasSinCosto, ventas: s.ventas - s.ventasConCosto } };
}

export const addSums = (a: Sums, b: Sums): Sums => ({
  ventas: a.ventas + b.ventas,
  ventasConCosto: a.ventasConCosto + b.ventasConCosto,
  costo: a.costo + b.costo,
  lineas: a.lineas + b.lineas,
  lineasSinCosto: a.lineasSinCosto + b.lineasSinCosto,
});
export const NO_SUMS: Sums = { ventas: 0, ventasConCosto: 0, costo: 0, lineas: 0, lineasSinCosto: 0 };

/**
 * The orders whose lines are the period's sales: those that left the shop (MARGIN_ORDER_STATES) with their
 * delivery day in it, or, placed without one, placed on one of its shop days.
 */
export function soldIn(t: Tables, period: { desde: string; hasta: string }): SQL {
  const o = t.pedidos;
  return and(
    inArray(o.estado, [...MARGIN_ORDER_STATES]),
    or(
      and(isNotNull(o.diaEntrega), gte(o.diaEntrega, period.desde), lte(o.diaEntrega, period.hasta)),
      and(isNull(o.diaEntrega), gte(o.creado, dayStart(period.desde)), lt(o.creado, dayEnd(period.hasta))),
    ),
  )!;
}

/**
 * The sale day of a group of rows: the delivery day, or the UTC hour an order without one was placed
 * (`AAAA-MM-DDTHH`), which `saleDay` turns into its shop day (whole-hour zones: Baja California's are).
 */
export const saleDayKey = (t: Tables) => sql<string>`coalesce(${t.pedidos.diaEntrega}, substr(${t.pedidos.creado}, 1, 13))`;
export const hourKey = (column: SQL | SQL.Aliased | Tables['mermas']['creada']) => sql<string>`substr(${column}, 1, 13)`;
export const saleDay = (key: string) => (key.length === 10 ? key : shopDayOf(new Date(`${key}:00:00.000Z`)));

/** One order's margin, line by line (the order's detail, for the owner): whatever its state. */
export function createOrderMargin(database: Database) {
  const { db, t } = database;
  const l = t.pedidoLineas;
  return async (pedidoId: number) => {
    const [order] = await db.select({ id: t.pedidos.id, estado: t.pedidos.estado }).from(t.pedidos).where(eq(t.pedidos.id, pedidoId));
    if (!order) throw notFound('Pedido no encontrado.');
    const rows = await db
      .select({ lineaId: l.id, nombre: l.nombre, ...marginSums(t) })
      .from(l)
      .where(eq(l.pedidoId, pedidoId))
      .groupBy(l.id, l.nombre)
      .orderBy(l.id);
    const total = rows.reduce<Sums>((n, r) => addSums(n, r), NO_SUMS);
    return {
      pedidoId,
      // Counted in the reports only once it left the shop.
      contado: (MARGIN_ORDER_STATES as readonly string[]).includes(order.estado),
      ...figures(total),
      lineas: rows.map((r) => ({ nombre: r.nombre, ...figures(r) })),
    };
  };
}
