import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql, sum } from 'drizzle-orm';
import { toPesos, type OrderState } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { shopDayOf } from '../../platform/days';
import { systemNow, type Now } from '../../platform/clock';
import { daysWithWork, workAhead } from './work-days';

const DAY_MS = 86_400_000;
const OPEN: OrderState[] = ['pendiente_pago', 'pagado', 'preparando', 'enviado'];
const FINISHED: OrderState[] = ['entregado', 'cancelado'];
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** The owner's morning view: sales, what waits, what sells, and the last 30 days. */
export function createDashboard(database: Database, clock: Now = systemNow) {
  const { db, t } = database;
  const o = t.pedidos;
  const l = t.pedidoLineas;
  // Paid and not cancelled (a cancelled paid order was refunded).
  const hour = sql<string>`substr(${o.pagadoEn}, 1, 13)`;
  const sold = (from: Date) => and(gte(o.pagadoEn, from.toISOString()), ne(o.estado, 'cancelado'));

  return {
    async summary(now = clock()) {
      const today = startOfDay(now);
      const week = new Date(today);
      week.setDate(today.getDate() - ((today.getDay() + 6) % 7)); // since Monday
      const month = new Date(today.getFullYear(), today.getMonth(), 1);
      const thirty = new Date(today.getTime() - 29 * DAY_MS);
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
      // The week's lines by their orders' ids. PostgreSQL plans «in (select …)» as a hash join over all
      // 300,000 lines (48 ms); «= any(array(select …))» probes the lines' index per order (9 ms).
      const weekOrders = db.select({ id: o.id }).from(o).where(sold(weekAgo));
      const ofWeek = database.engine === 'postgres' ? sql`${l.pedidoId} = any(array(${weekOrders}))` : inArray(l.pedidoId, weekOrders);
      // Sales are what was charged: a weighed order's packed total once known, its estimate until then.
      const charged = sql`coalesce(${o.totalFinalCentavos}, ${o.totalCentavos})`;
      const total = async (from: Date) => {
        const [row] = await db.select({ n: count(), total: sum(charged) }).from(o).where(sold(from));
        return { pedidos: row!.n, total: toPesos(Number(row!.total ?? 0)) };
      };
      const e = t.existencias;
      const [hoy, semana, mes, byState, unread, top, days, low, work] = await Promise.all([
        total(today),
        total(week),
        total(month),
        // Open orders whatever their age; finished ones (delivered, cancelled) of the last 30 days — counting
        // every delivered order since the shop opened would read the whole table each morning.
        db
          .select({ estado: o.estado, n: count() })
          .from(o)
          .where(or(inArray(o.estado, OPEN), and(inArray(o.estado, FINISHED), gte(o.creado, thirty.toISOString()))))
          .groupBy(o.estado),
        db.select({ n: count() }).from(t.mensajesContacto).where(isNull(t.mensajesContacto.leidoEn)),
        db
          .select({ productoId: l.productoId, nombre: l.nombre, cantidad: sum(l.items).mapWith(Number) })
          .from(l)
          .where(ofWeek)
          .groupBy(l.productoId, l.nombre)
          .orderBy(desc(sum(l.items)))
          .limit(5),
        // Summed per UTC hour by the database (both engines cut the ISO text alike), then each hour goes to
        // its shop day here: a busy month is ~720 rows, not one row per order. (Whole-hour zones only —
        // Baja California's are.)
        db.select({ hora: hour, total: sum(charged).mapWith(Number) }).from(o).where(sold(thirty)).groupBy(hour),
        // Counted stock at or below each product's threshold, the emptiest first.
        db
          .select({ productoId: e.productoId, nombre: t.productos.nombre, disponibles: e.disponibles, umbral: e.umbralBajo })
          .from(e)
          .innerJoin(t.productos, eq(t.productos.id, e.productoId))
          .where(lte(e.disponibles, e.umbralBajo))
          .orderBy(asc(e.disponibles), asc(t.productos.nombre))
          .limit(10),
        daysWithWork(database),
      ]);
      const perDay = new Map<string, number>();
      for (let i = 0; i < 30; i++) perDay.set(shopDayOf(new Date(thirty.getTime() + i * DAY_MS + 12 * 3_600_000)), 0);
      for (const d of days) {
        const key = shopDayOf(new Date(`${d.hora}:00:00.000Z`));
        if (perDay.has(key)) perDay.set(key, perDay.get(key)! + d.total);
      }
      const states = Object.fromEntries(byState.map((r) => [r.estado, r.n])) as Partial<Record<OrderState, number>>;
      return {
        hoy,
        semana,
        mes,
        porEstado: states,
        porPreparar: (states.pagado ?? 0) + (states.preparando ?? 0),
        // The pick list to open: the evening's paid orders are tomorrow's work, not today's.
        surtido: workAhead(work, shopDayOf(now)),
        mensajesSinLeer: unread[0]!.n,
        masVendidos: top,
        pocoInventario: low.map((r) => ({ productoId: r.productoId, nombre: r.nombre, disponibles: r.disponibles ?? 0, umbral: r.umbral })),
        ventasDiarias: [...perDay].map(([dia, centavos]) => ({ dia, total: toPesos(centavos) })),
      };
    },
  };
}
