import type { wasteInputSchema } from '@huerta/contracts';
import { WASTE_REASON_LABELS, formatMXN, itemsOfLot, lotQuantityLabel, toPesos, type LotUnit, type Staff } from '@huerta/contracts';
import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db, Tables } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';

/** Thrown inside the transaction when the same clave was recorded meanwhile: rolls back, answers the first. */
class AlreadyRecorded extends Error {}
/** A waste entry as the router checked it (wasteInputSchema's output). */
type WasteEntry = ReturnType<typeof wasteInputSchema.parse>;

/** «El lote JIT-0412» or, without a code, «El lote #12». */
const lotName = (lot: { id: number; codigo: string | null }) => (lot.codigo ? `El lote ${lot.codigo}` : `El lote #${lot.id}`);

/**
 * «Merma» (issue 46): what staff throw away or give away, from one lot, and why. The lot's remainder falls
 * with a conditional update (never below zero: refused naming the lot, nothing written), the sellable counter
 * falls by the sale items it was (rounded up: a started step is off the shelf) but never below zero, and the
 * entry keeps what it cost (the lot's own unit cost). Idempotent by its clave; audited.
 */
export function createWaste(deps: { database: Database; catalog: { invalidate: () => void } }) {
  const { database } = deps;
  const { db, t } = database;

  async function answer(tx: Db, row: Tables['mermas']['$inferSelect'], repetida: boolean) {
    const [lot] = await tx.select().from(t.lotes).where(eq(t.lotes.id, row.loteId));
    const [p] = await tx.select({ nombre: t.productos.nombre }).from(t.productos).where(eq(t.productos.id, row.productoId));
    const unit = (lot?.unidad ?? 'pza') as LotUnit;
    return {
      mermaId: row.id,
      repetida,
      loteId: row.loteId,
      restante: lot?.restante ?? 0,
      costo: toPesos(row.costoCentavos),
      mensaje: `Merma: ${lotQuantityLabel(row.cantidad, unit)} de «${p?.nombre ?? ''}» (${WASTE_REASON_LABELS[row.motivo as keyof typeof WASTE_REASON_LABELS] ?? row.motivo}), ${formatMXN(row.costoCentavos)}. Quedan ${lotQuantityLabel(lot?.restante ?? 0, unit)} en el lote.`,
    };
  }

  return {
    async record(input: WasteEntry, by: Staff) {
      const [first] = await db.select().from(t.mermas).where(eq(t.mermas.clave, input.clave));
      if (first) return answer(db, first, true);
      let ranOut = false;
      try {
        const result = await database.transaction(async (tx) => {
          const [lot] = await tx
            .update(t.lotes)
            .set({ restante: sql`${t.lotes.restante} - ${input.cantidad}` })
            .where(and(eq(t.lotes.id, input.loteId), gte(t.lotes.restante, input.cantidad)))
            .returning();
          const [product] = await tx
            .select({ id: t.productos.id, nombre: t.productos.nombre, gramos: t.productos.ventaGramos })
            .from(t.productos)
            .innerJoin(t.lotes, eq(t.lotes.productoId, t.productos.id))
            .where(eq(t.lotes.id, input.loteId));
          if (!lot) {
            const [now] = await tx.select().from(t.lotes).where(eq(t.lotes.id, input.loteId));
            if (!now || !product) throw notFound('Lote no encontrado.');
            const unit = now.unidad as LotUnit;
            throw conflict(`${lotName(now)} de ${product.nombre} tiene ${lotQuantityLabel(now.restante, unit)}; no se pueden dar de baja ${lotQuantityLabel(input.cantidad, unit)}.`);
          }
          const unit = lot.unidad as LotUnit;
          // What was lost cost what the lot cost per unit (not the average: the lot is known).
          const costo = Math.round((lot.costoCentavos * input.cantidad) / lot.cantidad);
          const [row] = await tx
            .insert(t.mermas)
            .values({ clave: input.clave, loteId: lot.id, productoId: lot.productoId, cantidad: input.cantidad, motivo: input.motivo, costoCentavos: costo, nota: input.nota, personalId: by.id })
            .onConflictDoNothing({ target: t.mermas.clave })
            .returning();
          if (!row) throw new AlreadyRecorded();
          const items = itemsOfLot(input.cantidad, unit, product!.gramos, true);
          const e = t.existencias;
          const [stock] = await tx
            .update(e)
            .set({ disponibles: sql`case when ${e.disponibles} > ${items} then ${e.disponibles} - ${items} else 0 end` })
            .where(and(eq(e.productoId, lot.productoId), isNotNull(e.disponibles)))
            .returning({ disponibles: e.disponibles });
          if (stock?.disponibles === 0) ranOut = true;
          await recordAudit(tx, t, [
            {
              personalId: by.id,
              accion: 'registrar_merma',
              entidad: 'lote',
              entidadId: lot.id,
              antes: { restante: lotQuantityLabel(lot.restante + input.cantidad, unit) },
              despues: { producto: product!.nombre, restante: lotQuantityLabel(lot.restante, unit), merma: lotQuantityLabel(input.cantidad, unit), motivo: WASTE_REASON_LABELS[input.motivo], importe: formatMXN(costo), ...(input.nota ? { nota: input.nota } : {}) },
            },
          ]);
          return answer(tx, row, false);
        });
        if (ranOut) deps.catalog.invalidate();
        return result;
      } catch (error) {
        if (!(error instanceof AlreadyRecorded)) throw error;
        const [won] = await db.select().from(t.mermas).where(eq(t.mermas.clave, input.clave));
        return answer(db, won!, true);
      }
    },

    /** The latest waste entries (the «Merma» screen's list): what, from which lot, why, what it cost. */
    async recent() {
      const rows = await db
        .select({ m: t.mermas, producto: t.productos.nombre, codigo: t.lotes.codigo, unidad: t.lotes.unidad, quien: t.personal.nombre })
        .from(t.mermas)
        .innerJoin(t.lotes, eq(t.lotes.id, t.mermas.loteId))
        .innerJoin(t.productos, eq(t.productos.id, t.mermas.productoId))
        .leftJoin(t.personal, eq(t.personal.id, t.mermas.personalId))
        .orderBy(desc(t.mermas.id))
        .limit(30);
      return rows.map(({ m, producto, codigo, unidad, quien }) => ({ id: m.id, loteId: m.loteId, codigo, producto, cantidad: m.cantidad, unidad: unidad as LotUnit, motivo: m.motivo, nota: m.nota, costo: toPesos(m.costoCentavos), quien, creada: m.creada }));
    },
  };
}

export type Waste = ReturnType<typeof createWaste>;
