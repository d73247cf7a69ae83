import { addDays, costUnitSize, lotUnitCost, toPesos, type LotUnit } from '@huerta/contracts';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';

/** Days between two shop dates (YYYY-MM-DD): negative when `day` is already past. */
const daysFrom = (today: string, day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/**
 * The physical stock by lot (issue 46): «Vence pronto» — what must be sold or discounted in the next days,
 * soonest first — and every product's lots on hand, expiring when. Today is the shop's clock (`deps.today`).
 * A lot's cost left is its own unit cost (what it was bought at) times what remains.
 */
export function createLotViews(deps: { database: Database; today: () => string }) {
  const { db, t } = deps.database;
  const l = t.lotes;

  /** The lots still holding something, with product and supplier, expiring soonest first (then oldest). */
  async function onHand(until?: string) {
    const rows = await db
      .select({ lot: l, producto: t.productos.nombre, proveedor: t.proveedores.nombre })
      .from(l)
      .innerJoin(t.productos, eq(t.productos.id, l.productoId))
      .leftJoin(t.proveedores, eq(t.proveedores.id, l.proveedorId))
      .where(and(gt(l.restante, 0), until ? lte(l.vence, until) : undefined))
      .orderBy(asc(l.vence), asc(l.id));
    const today = deps.today();
    return rows.map(({ lot, producto, proveedor }) => {
      const unidad = lot.unidad as LotUnit;
      const unitCost = lotUnitCost(lot.costoCentavos, lot.cantidad, unidad);
      return {
        id: lot.id,
        productoId: lot.productoId,
        producto,
        proveedor,
        codigo: lot.codigo,
        vence: lot.vence,
        /** Days until its best-before date (0: today; negative: past it). */
        dias: daysFrom(today, lot.vence),
        restante: lot.restante,
        cantidad: lot.cantidad,
        unidad,
        /** Per kilo or per piece, in pesos. */
        costoUnitario: toPesos(unitCost),
        /** What is left of it cost, in pesos. */
        costoRestante: toPesos(Math.round((unitCost * lot.restante) / costUnitSize(unidad))),
        recibido: lot.recibido,
      };
    });
  }

  return {
    /** «Vence pronto»: lots with something left whose best-before date is within `dias` days of today (or past). */
    async expiring(input: { dias?: number | undefined }) {
      const dias = input.dias ?? 3;
      const hasta = addDays(deps.today(), dias);
      return { hoy: deps.today(), hasta, lotes: await onHand(hasta) };
    },

    /** Stock by lot: per product, what is on hand in lots, in which lots, expiring when (soonest first). */
    async stock() {
      const lots = await onHand();
      const byProduct = new Map<number, { productoId: number; producto: string; unidad: LotUnit; restante: number; vence: string; lotes: typeof lots }>();
      for (const lot of lots) {
        const p = byProduct.get(lot.productoId) ?? { productoId: lot.productoId, producto: lot.producto, unidad: lot.unidad, restante: 0, vence: lot.vence, lotes: [] };
        if (p.unidad === lot.unidad) p.restante += lot.restante;
        p.lotes.push(lot);
        byProduct.set(lot.productoId, p);
      }
      return { productos: [...byProduct.values()].sort((a, b) => a.producto.localeCompare(b.producto, 'es')) };
    },
  };
}

export type LotViews = ReturnType<typeof createLotViews>;
