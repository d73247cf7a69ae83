import { addDays, type CreateOrderInput, type DemandInput } from '@huerta/contracts';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { TO_PREPARE } from '../orders';
import { nextDayOf } from './standing-orders';
import { DELIVERY_SETTINGS_KEY } from '../catalog';

export interface DemandRow {
  productoId: number;
  nombre: string;
  /** Per delivery day: items (steps or pieces for weighed products), and grams when weighed. */
  porDia: Record<string, Cell>;
  total: Cell;
}

/** `recurrentes`: of `pedidos`, the standing orders not generated yet (counted from their plans). */
type Cell = { items: number; gramos: number | null; pedidos: number; recurrentes: number };

/**
 * What the buyer brings from the market (issue 34): the coming days' confirmed orders — paid, in preparation,
 * or accepted to be paid on delivery — summed per product and delivery day in the database (one grouped
 * query over the (dia, estado) rows), weighed products in grams as well — plus the active standing orders'
 * days in the range not generated yet (a closed day, or one already made, skipped or held, is not counted
 * twice), from their plans, so the buyer sees next week's restaurants before their orders exist.
 */
export function createDemand(deps: { database: Database; today: () => string }) {
  const { db, t } = deps.database;
  const o = t.pedidos;
  const l = t.pedidoLineas;
  /** The active standing orders' lines on their days in [desde, hasta) not generated yet, per product. */
async function standing(desde: string, hasta: string) {
    const [plans, seen, stored] = await Promise.all([
      db.select().from(t.pedidosRecurrentes).where(eq(t.pedidosRecurrentes.estado, 'activo')),
      db.select({ planId: t.ocurrenciasRecurrentes.planId, dia: t.ocurrenciasRecurrentes.dia }).from(t.ocurrenciasRecurrentes).where(and(gte(t.ocurrenciasRecurrentes.dia, desde), lt(t.ocurrenciasRecurrentes.dia, hasta))),
      db.select({ valor: t.ajustes.valor }).from(t.ajustes).where(eq(t.ajustes.clave, DELIVERY_SETTINGS_KEY)),
    ]);
    const closed = new Set<string>(stored[0] ? ((JSON.parse(stored[0].valor) as { cerrados?: string[] }).cerrados ?? []) : []);
    const due = plans.flatMap((plan) => {
      const out: { plan: typeof plan; dia: string }[] = [];
      for (let dia = nextDayOf(plan, desde); dia < hasta; dia = nextDayOf(plan, addDays(dia, 1))) {
        if (!closed.has(dia) && !seen.some((o) => o.planId === plan.id && o.dia === dia)) out.push({ plan, dia });
      }
      return out;
    });
    const lines = due.flatMap(({ plan, dia }) => (JSON.parse(plan.pedido) as CreateOrderInput).productos.map((l) => ({ dia, id: l.id, items: l.items })));
    const ids = [...new Set(lines.map((l) => l.id))];
    const products = ids.length ? await db.select({ id: t.productos.id, nombre: t.productos.nombre, gramos: t.productos.ventaGramos, modo: t.productos.ventaModo }).from(t.productos).where(inArray(t.productos.id, ids)) : [];
    return lines.flatMap((l) => {
      const p = products.find((x) => x.id === l.id);
      return p ? [{ dia: l.dia, productoId: p.id, nombre: p.nombre, items: l.items, gramos: p.modo && p.gramos ? p.gramos * l.items : null, pedidos: 1, recurrentes: 1 }] : [];
    });
  }

  return {
    async coming(input: DemandInput) {
      const desde = input.desde ?? deps.today();
      const dias = input.dias ?? 3;
      const hasta = addDays(desde, dias);
      const rows = await db
        .select({
          dia: o.diaEntrega,
          productoId: l.productoId,
          nombre: l.nombre,
          items: sql<number>`sum(${l.items})`.mapWith(Number),
          gramos: sql<number | null>`sum(${l.gramosPorItem} * ${l.items})`.mapWith((v) => (v === null ? null : Number(v))),
          pedidos: sql<number>`count(distinct ${o.id})`.mapWith(Number),
        })
        .from(l)
        .innerJoin(o, sql`${o.id} = ${l.pedidoId}`)
        .where(and(inArray(o.estado, TO_PREPARE), gte(o.diaEntrega, desde), lt(o.diaEntrega, hasta)))
        .groupBy(o.diaEntrega, l.productoId, l.nombre);
      const days = Array.from({ length: dias }, (_, i) => addDays(desde, i));
      const byProduct = new Map<number, DemandRow>();
      const add = (r: { dia: string; productoId: number; nombre: string; items: number; gramos: number | null; pedidos: number; recurrentes: number }) => {
        const p = byProduct.get(r.productoId) ?? { productoId: r.productoId, nombre: r.nombre, porDia: {}, total: { items: 0, gramos: null, pedidos: 0, recurrentes: 0 } };
        for (const cell of [(p.porDia[r.dia] ??= { items: 0, gramos: null, pedidos: 0, recurrentes: 0 }), p.total]) {
          cell.items += r.items;
          cell.pedidos += r.pedidos;
          cell.recurrentes += r.recurrentes;
          if (r.gramos !== null) cell.gramos = (cell.gramos ?? 0) + r.gramos;
        }
        byProduct.set(r.productoId, p);
      };
      for (const r of rows) add({ ...r, dia: r.dia!, recurrentes: 0 });
      for (const r of await standing(desde, hasta)) add(r);
      const productos = [...byProduct.values()].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
      return { desde, dias: days, productos };
    },
  };
}
