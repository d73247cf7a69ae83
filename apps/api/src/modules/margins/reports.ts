import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import { daysOf, marginPeriod, weekStartOf, type MarginReportInput } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';
import { dayEnd, dayStart } from '../../platform/days';
import { badRequest } from '../../platform/errors';
import { addSums, figures, hourKey, marginSums, NO_SUMS, saleDay, saleDayKey, soldIn, type MarginFigures, type Sums } from './margins';

/** A row of a breakdown: what it is (`clave`, stable for links and CSV) and its figures. */
export type MarginRow = { clave: string; nombre: string } & MarginFigures;

/** How many products the best and worst lists show. */
const PODIUM = 5;

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const byName = (a: { nombre: string }, b: { nombre: string }) => a.nombre.localeCompare(b.nombre, 'es');

/**
 * The owner's reports (issue 46, item 7): a period's sales, cost, gross margin and waste by day or week;
 * the margin per product, category, customer and price list; the best and worst products; what was spent
 * with each supplier. Every sum is the database's; this file only merges hours into shop days and days into
 * weeks (adding integers).
 */
export function createMarginReports(database: Database, today: () => string) {
  const { db, t } = database;
  const o = t.pedidos;
  const l = t.pedidoLineas;
  const p = t.productos;

  function periodOf(input: { desde?: string | undefined; dias?: number | undefined }) {
    const period = marginPeriod({ desde: input.desde, dias: input.dias ?? 7 }, today());
    if (Number.isNaN(Date.parse(`${period.desde}T00:00:00Z`))) throw badRequest('Esa fecha no existe.');
    return period;
  }

  /** The period's lines grouped by `keys` (the orders and products joined), summed. */
  const linesBy = <K extends SelectedFields>(period: { desde: string; hasta: string }, keys: K) =>
    db
      .select({ ...keys, ...marginSums(t) })
      .from(l)
      .innerJoin(o, eq(o.id, l.pedidoId))
      .leftJoin(p, eq(p.id, l.productoId))
      .leftJoin(t.categorias, eq(t.categorias.id, p.categoriaId))
      .leftJoin(t.negocios, eq(t.negocios.id, o.negocioId))
      .where(soldIn(t, period));

  /** Waste's cost per UTC hour of the period (merged into shop days by the caller). */
  const wasteByHour = (period: { desde: string; hasta: string }) => {
    const m = t.mermas;
    const hour = hourKey(m.creada);
    return db
      .select({ hora: hour, costo: sql<number>`coalesce(sum(${m.costoCentavos}), 0)`.mapWith(Number) })
      .from(m)
      .where(and(gte(m.creada, dayStart(period.desde)), lt(m.creada, dayEnd(period.hasta))))
      .groupBy(hour);
  };

  async function series(period: { desde: string; hasta: string }, agrupar: 'dia' | 'semana') {
    const key = saleDayKey(t);
    const [sales, waste] = await Promise.all([linesBy(period, { dia: key }).groupBy(key), wasteByHour(period)]);
    const bucketOf = (day: string) => (agrupar === 'semana' ? weekStartOf(day) : day);
    const buckets = new Map<string, { sums: Sums; merma: number }>();
    for (const day of daysOf(period)) buckets.set(bucketOf(day), { sums: NO_SUMS, merma: 0 });
    for (const r of sales) {
      const b = buckets.get(bucketOf(saleDay(r.dia)));
      if (b) b.sums = addSums(b.sums, r);
    }
    for (const w of waste) {
      const b = buckets.get(bucketOf(saleDay(w.hora)));
      if (b) b.merma += w.costo;
    }
    return [...buckets].map(([desde, b]) => ({ desde, ...figures(b.sums), merma: b.merma, mermaPct: share(b.merma, b.sums.ventas) }));
  }

  const rows = <R extends Sums & { clave: unknown; nombre: string | null }>(list: R[], sinNombre: string): MarginRow[] =>
    list.map((r) => ({ clave: String(r.clave ?? ''), nombre: r.nombre ?? sinNombre, ...figures(r) }));

  async function breakdowns(period: { desde: string; hasta: string }) {
    const cat = t.categorias;
    // A business's orders are the business's; anyone else is who the order was for (by e-mail).
    const customerKey = sql<string>`case when ${o.negocioId} is null then lower(${o.email}) else cast(${o.negocioId} as text) end`;
    const [productos, categorias, clientes, listas] = await Promise.all([
      linesBy(period, { clave: l.productoId, nombre: sql<string>`coalesce(max(${p.nombre}), max(${l.nombre}))` }).groupBy(l.productoId),
      linesBy(period, { clave: cat.id, nombre: sql<string | null>`max(${cat.nombre})` }).groupBy(cat.id),
      linesBy(period, { clave: customerKey, nombre: sql<string>`coalesce(max(${t.negocios.razonSocial}), max(${o.nombre}))`, pedidos: sql<number>`count(distinct ${o.id})`.mapWith(Number), correo: sql<string | null>`case when max(${o.negocioId}) is null then max(lower(${o.email})) end` }).groupBy(customerKey),
      linesBy(period, { clave: o.listaPrecios, nombre: o.listaPrecios }).groupBy(o.listaPrecios),
    ]);
    const products = rows(productos, 'Producto').sort(byName);
    // Ranked by what they earned (centavos), among the products with a known cost.
    const ranked = products.filter((r) => r.ventas - r.sinCosto.ventas > 0).sort((a, b) => b.margen - a.margen || byName(a, b));
    return {
      productos: products,
      mejores: ranked.slice(0, PODIUM),
      peores: ranked.slice(-PODIUM).reverse(),
      categorias: rows(categorias, 'Sin categoría').sort(byName),
      // Two customers may share a name: the e-mail tells them apart (a business is its razón social).
      clientes: clientes.map((r) => ({ ...rows([r], 'Cliente')[0]!, pedidos: r.pedidos, correo: r.correo })).sort((a, b) => b.ventas - a.ventas || byName(a, b)),
      // The shop's prices are the public list; each business list by its name.
      listas: rows(listas, 'Público (precios de la tienda)').map((r) => ({ ...r, clave: r.clave || 'publico' })).sort(byName),
    };
  }

  /** What was spent with each supplier: the cost of the lots received in the period. */
  async function suppliers(period: { desde: string; hasta: string }) {
    const lt_ = t.lotes;
    const pr = t.proveedores;
    const list = await db
      .select({ clave: lt_.proveedorId, nombre: sql<string | null>`max(${pr.nombre})`, lotes: sql<number>`count(*)`.mapWith(Number), costo: sql<number>`coalesce(sum(${lt_.costoCentavos}), 0)`.mapWith(Number) })
      .from(lt_)
      .leftJoin(pr, eq(pr.id, lt_.proveedorId))
      .where(and(gte(lt_.recibido, dayStart(period.desde)), lt(lt_.recibido, dayEnd(period.hasta))))
      .groupBy(lt_.proveedorId)
      .orderBy(desc(sql`coalesce(sum(${lt_.costoCentavos}), 0)`));
    return list.map((r) => ({ clave: String(r.clave ?? 'sin-proveedor'), nombre: r.nombre ?? 'Sin proveedor (compra suelta)', lotes: r.lotes, costo: r.costo }));
  }

  /** Each sold order's margin in the period (the CSV's «pedidos» table). */
  async function orders(period: { desde: string; hasta: string }) {
    const list = await linesBy(period, { clave: o.id, nombre: o.nombre, dia: saleDayKey(t), lista: o.listaPrecios }).groupBy(o.id, o.nombre, o.diaEntrega, o.creado, o.listaPrecios).orderBy(o.id);
    return list.map((r) => ({ clave: String(r.clave), nombre: r.nombre, dia: saleDay(r.dia), lista: r.lista, ...figures(r) }));
  }

  async function totals(period: { desde: string; hasta: string }) {
    const [[sums], waste] = await Promise.all([linesBy(period, {}), wasteByHour(period)]);
    const merma = waste.reduce((n, w) => n + w.costo, 0);
    const all = sums ?? NO_SUMS;
    return { ...figures(all), merma, mermaPct: share(merma, all.ventas) };
  }

  return {
    periodOf,
    orders,
    suppliers,
    async report(input: MarginReportInput) {
      const period = periodOf(input);
      const agrupar = input.agrupar ?? 'dia';
      const [total, serie, parts, proveedores] = await Promise.all([totals(period), series(period, agrupar), breakdowns(period), suppliers(period)]);
      return { ...period, agrupar, total, serie, ...parts, proveedores };
    },
    /** The dashboard's glance: this week's (Monday to today) margin and waste. */
    async week() {
      const day = today();
      const desde = weekStartOf(day);
      const period = { desde, hasta: day };
      return { ...period, ...(await totals(period)) };
    },
    series,
    breakdowns,
  };
}

export type MarginReports = ReturnType<typeof createMarginReports>;
