import { addDays, type DemandInput } from '@huerta/contracts';
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { TO_PREPARE } from './work-days';

export interface DemandRow {
  productoId: number;
  nombre: string;
  /** Per delivery day: items (steps or pieces for weighed products), and grams when weighed. */
  porDia: Record<string, { items: number; gramos: number | null; pedidos: number }>;
  total: { items: number; gramos: number | null; pedidos: number };
}

/**
 * What the buyer brings from the market (issue 34): the coming days' confirmed orders — paid, in preparation,
 * or accepted to be paid on delivery — summed per product and delivery day in the database (one grouped
 * query over the (dia, estado) rows), weighed products in grams as well. Standing orders not yet generated
 * join it when they exist.
 */
export function createDemand(deps: { database: Database; today: () => string }) {
  const { db, t } = deps.database;
  const o = t.pedidos;
  const l = t.pedidoLineas;
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
      for (const r of rows) {
        const p = byProduct.get(r.productoId) ?? { productoId: r.productoId, nombre: r.nombre, porDia: {}, total: { items: 0, gramos: null, pedidos: 0 } };
        const day = p.porDia[r.dia!] ?? { items: 0, gramos: null, pedidos: 0 };
        day.items += r.items;
        day.pedidos += r.pedidos;
        if (r.gramos !== null) day.gramos = (day.gramos ?? 0) + r.gramos;
        p.porDia[r.dia!] = day;
        p.total.items += r.items;
        p.total.pedidos += r.pedidos;
        if (r.gramos !== null) p.total.gramos = (p.total.gramos ?? 0) + r.gramos;
        byProduct.set(r.productoId, p);
      }
      const productos = [...byProduct.values()].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
      return { desde, dias: days, productos };
    },
  };
}
