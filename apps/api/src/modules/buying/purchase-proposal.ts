import { and, eq, inArray, sql } from 'drizzle-orm';
import { demandInLotUnits, lotUnitOf, proposePurchase, type LotUnit, type PurchaseProposalInput } from '@huerta/contracts';
import type { Database } from '../../platform/db/database';

/** The demand of the chosen days per product («Qué comprar», standing/demand.ts), injected by services.ts. */
export type DemandSource = (input: { desde?: string; dias?: number }) => Promise<{ desde: string; dias: string[]; productos: { productoId: number; nombre: string; total: { items: number; gramos: number | null; pedidos: number; recurrentes: number } }[] }>;

/** Open orders: what was asked for and has not arrived yet is on its way, not to be asked for twice. */
const OPEN = ['borrador', 'enviada', 'recibida_parcial'];

export interface ProposalLine {
  productoId: number;
  nombre: string;
  unidad: LotUnit;
  /** Lot units the chosen days' orders and standing orders need. */
  demanda: number;
  /** Lot units on hand (lots' `restante`). */
  existencia: number;
  /** Lot units asked for in open purchase orders and not received yet. */
  enCamino: number;
  margenPct: number;
  /** What the rule asked for before rounding to packs. */
  falta: number;
  empaque: string;
  empaqueCantidad: number;
  costoPaqueteCentavos: number;
  paquetes: number;
  cantidad: number;
  costoCentavos: number;
}

/**
 * The purchase proposal (issue 46): for the chosen delivery days, per product, the demand in lot units (grams
 * for `peso`, pieces otherwise) plus the product's safety margin less what is on hand and on its way, rounded
 * up to the pack of the supplier the product is bought from — the preferred one, else the only or the
 * cheapest per lot unit among the active suppliers — grouped by supplier with the estimated cost (packs × the
 * pack's last cost). Products with demand and no active supplier are listed apart («Sin proveedor»).
 */
export function createPurchaseProposal(deps: { database: Database; demand: DemandSource }) {
  const { db, t } = deps.database;
  const { proveedores: s, proveedorProductos: sp, productos: p, existencias: e, lotes: l, ordenesCompra: o, ordenCompraLineas: ol } = t;

  return {
    async propose(input: PurchaseProposalInput) {
      const demand = await deps.demand({ desde: input.desde, dias: input.dias ?? 1 });
      const ids = demand.productos.map((d) => d.productoId);
      const none = { desde: demand.desde, dias: demand.dias, grupos: [], sinProveedor: [] };
      if (ids.length === 0) return none;
      const [products, lots, coming, offers] = await Promise.all([
        db.select({ id: p.id, ventaModo: p.ventaModo, margen: e.margenCompra }).from(p).leftJoin(e, eq(e.productoId, p.id)).where(inArray(p.id, ids)),
        db
          .select({ productoId: l.productoId, restante: sql<number>`sum(${l.restante})`.mapWith(Number) })
          .from(l)
          .where(inArray(l.productoId, ids))
          .groupBy(l.productoId),
        db
          .select({ productoId: ol.productoId, pendiente: sql<number>`sum(case when ${ol.cantidad} > ${ol.recibida} then ${ol.cantidad} - ${ol.recibida} else 0 end)`.mapWith(Number) })
          .from(ol)
          .innerJoin(o, eq(o.id, ol.ordenId))
          .where(and(inArray(ol.productoId, ids), inArray(o.estado, OPEN)))
          .groupBy(ol.productoId),
        db
          .select({ sp, proveedor: { id: s.id, nombre: s.nombre, diasEntrega: s.diasEntrega, whatsapp: s.whatsapp, telefono: s.telefono, correo: s.correo } })
          .from(sp)
          .innerJoin(s, eq(s.id, sp.proveedorId))
          .where(and(inArray(sp.productoId, ids), eq(s.activo, 1))),
      ]);

      type Supplier = (typeof offers)[number]['proveedor'];
      const groups = new Map<number, { proveedor: Supplier; lineas: ProposalLine[] }>();
      const sinProveedor: Omit<ProposalLine, 'empaque' | 'empaqueCantidad' | 'costoPaqueteCentavos' | 'paquetes' | 'cantidad' | 'costoCentavos'>[] = [];
      for (const d of demand.productos) {
        const product = products.find((x) => x.id === d.productoId);
        if (!product) continue;
        const unidad = lotUnitOf(product.ventaModo);
        const demanda = demandInLotUnits(unidad, d.total);
        const existencia = lots.find((x) => x.productoId === d.productoId)?.restante ?? 0;
        const enCamino = coming.find((x) => x.productoId === d.productoId)?.pendiente ?? 0;
        const margenPct = product.margen ?? 10;
        const base = { productoId: d.productoId, nombre: d.nombre, unidad, demanda, existencia, enCamino, margenPct };
        const offer = pick(offers.filter((x) => x.sp.productoId === d.productoId));
        if (!offer) {
          sinProveedor.push({ ...base, falta: proposePurchase({ demand: demanda, stock: existencia + enCamino, margenPct, pack: 1 }).falta });
          continue;
        }
        const rule = proposePurchase({ demand: demanda, stock: existencia + enCamino, margenPct, pack: offer.sp.empaqueCantidad });
        const group = groups.get(offer.proveedor.id) ?? { proveedor: offer.proveedor, lineas: [] };
        group.lineas.push({ ...base, falta: rule.falta, empaque: offer.sp.empaque, empaqueCantidad: offer.sp.empaqueCantidad, costoPaqueteCentavos: offer.sp.costoCentavos, paquetes: rule.paquetes, cantidad: rule.cantidad, costoCentavos: rule.paquetes * offer.sp.costoCentavos });
        groups.set(offer.proveedor.id, group);
      }
      const grupos = [...groups.values()]
        .map((g) => ({ ...g, totalCentavos: g.lineas.reduce((sum, x) => sum + x.costoCentavos, 0) }))
        .sort((a, b) => a.proveedor.nombre.localeCompare(b.proveedor.nombre, 'es'));
      return { desde: demand.desde, dias: demand.dias, grupos, sinProveedor };
    },
  };
}

/** The supplier a product is bought from: the preferred one, else the cheapest per lot unit (the only one, when alone). */
function pick<T extends { sp: { preferido: number; costoCentavos: number; empaqueCantidad: number }; proveedor: { nombre: string } }>(offers: T[]): T | undefined {
  return offers.find((x) => x.sp.preferido === 1) ?? [...offers].sort((a, b) => a.sp.costoCentavos / a.sp.empaqueCantidad - b.sp.costoCentavos / b.sp.empaqueCantidad || a.proveedor.nombre.localeCompare(b.proveedor.nombre, 'es'))[0];
}

export type PurchaseProposalService = ReturnType<typeof createPurchaseProposal>;
