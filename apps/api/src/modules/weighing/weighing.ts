import { formatMXN, kgLabel, lineCostCentavos, priceForGrams, toPesos, weighedLineDiscount, type Staff } from '@huerta/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, Db, Tables } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import type { SettingsService } from '../settings';
import { recordAudit } from '../../platform/audit';
import { coveredCentavos, finalOnlineCentavos } from '../payments';
import { overHold } from '../payments';
import { startPacking } from './packing-start';

type LineRow = Tables['pedidoLineas']['$inferSelect'];

/** A weighed line's final price, or its ordered one: the line as packed. */
const packedCentavos = (l: LineRow) => l.totalFinalCentavos ?? l.totalLineaCentavos;

/**
 * What the order comes to once each line sold by weight has its weight: the packed lines, less each line's
 * part of a discount code (a weighed line's kept as the amount it was, never more than its final price:
 * contracts' weighedLineDiscount), plus the shipping charged when it was ordered. Null while a weighed line
 * is still to be weighed.
 */
export function finalTotals(lines: LineRow[], envioCentavos: number): { subtotal: number; total: number } | null {
  if (lines.some((l) => l.gramosPorItem !== null && l.gramosPesados === null)) return null;
  const subtotal = lines.reduce((n, l) => n + packedCentavos(l), 0);
  const descuento = lines.reduce((n, l) => n + weighedLineDiscount(l.descuentoCentavos, packedCentavos(l)), 0);
  return { subtotal, total: subtotal - descuento + envioCentavos };
}

/** The weighed lines still without their weight, by name (the move to «Enviado» waits for them). */
export const unweighed = (lines: LineRow[]) => lines.filter((l) => l.gramosPorItem !== null && l.gramosPesados === null).map((l) => l.nombre);

/**
 * Weighing at packing (issue 35): staff enter each weighed line's real weight on an order in preparation;
 * its price is the same per-kilo price for the packed grams (rounded once, contracts/weight.ts). A weight
 * further than the tolerance from what was ordered must be confirmed. Every weighing is audited.
 */
export function createWeighing(deps: { database: Database; settings: SettingsService }) {
  const { database } = deps;
  const { db, t } = database;

  async function linesOf(tx: Db, id: number) {
    return tx.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, id)).orderBy(t.pedidoLineas.id);
  }

  return {
    async weigh(input: { id: number; productoId: number; gramos: number; confirmar?: boolean | undefined }, by: Staff) {
      const [order] = await db.select().from(t.pedidos).where(eq(t.pedidos.id, input.id));
      if (!order) throw notFound('Pedido no encontrado.');
      if (order.estado !== 'preparando') throw conflict('Se pesa un pedido «En preparación»: márcalo así primero.');
      const [line] = await db
        .select()
        .from(t.pedidoLineas)
        .where(and(eq(t.pedidoLineas.pedidoId, input.id), eq(t.pedidoLineas.productoId, input.productoId)));
      if (!line) throw notFound('Este producto no está en el pedido.');
      if (line.gramosPorItem === null) throw conflict(`«${line.nombre}» se vende por pieza: no se pesa.`);
      const estimate = line.gramosPorItem * line.items;
      const { tolerancia } = await deps.settings.get('peso');
      if ((Math.abs(input.gramos - estimate) * 100) / estimate > tolerancia && !input.confirmar) {
        throw conflict(`«${line.nombre}»: ${kgLabel(input.gramos)} se aleja más de ${tolerancia} % de lo pedido (${kgLabel(estimate)}). Confírmalo o vuelve a pesar.`);
      }
      const final = priceForGrams(line.precioUnitarioCentavos, input.gramos);
      const totals = await database.transaction(async (tx) => {
        // Packing has started (issue 47): a shopper's change can no longer commit. Taken first, it waits for a
        // change committing now, so the line is read again after it: the one weighed is the one that stays.
        await startPacking(tx, t, input.id, new Date().toISOString());
        const [still] = await tx.select({ id: t.pedidoLineas.id, items: t.pedidoLineas.items }).from(t.pedidoLineas).where(eq(t.pedidoLineas.id, line.id));
        if (!still || still.items !== line.items) throw conflict(`El cliente acaba de cambiar «${line.nombre}» en su pedido: vuelve a abrirlo y pésalo otra vez.`);
        // Its cost follows the packed grams at the cost frozen when it was sold (issue 46).
        const costoCentavos = lineCostCentavos({ ...line, gramosPesados: input.gramos });
        await tx.update(t.pedidoLineas).set({ gramosPesados: input.gramos, totalFinalCentavos: final, costoCentavos }).where(eq(t.pedidoLineas.id, line.id));
        const now = finalTotals(await linesOf(tx, input.id), order.envioCentavos);
        await tx.update(t.pedidos).set({ subtotalFinalCentavos: now?.subtotal ?? null, totalFinalCentavos: now?.total ?? null }).where(eq(t.pedidos.id, input.id));
        await recordAudit(tx, t, [
          { personalId: by.id, accion: 'pesar_linea', entidad: 'pedido', entidadId: input.id, antes: { producto: line.nombre, gramos: line.gramosPesados ?? estimate }, despues: { producto: line.nombre, gramos: input.gramos, total: final } },
        ]);
        return now;
      });
      // The order as packed so far, to tell the packer as soon as it passes what was held or paid.
      const packed = totals ? { ...order, totalFinalCentavos: totals.total } : null;
      return {
        linea: { productoId: line.productoId, gramos: input.gramos, total: toPesos(final) },
        totalFinal: totals ? toPesos(totals.total) : null,
        mensaje: `«${line.nombre}»: ${kgLabel(input.gramos)}, ${formatMXN(final)}.`,
        // Told while packing, not only when sending: the packed order may not pass what the card holds (or was paid).
        aviso: packed && order.cobroCentavos !== null && order.metodoPago !== 'contra_entrega' && finalOnlineCentavos(packed) > coveredCentavos(order) ? overHold(order, finalOnlineCentavos(packed)) : null,
      };
    },
  };
}
