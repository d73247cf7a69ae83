import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { exportOrdersQuerySchema } from '@huerta/contracts';
import type { Services } from '../../services';
import { parseWith } from '../../platform/errors';
import { BOM } from '../../platform/csv';
import { dayEnd, dayStart } from '../../platform/days';
import { requireStaff } from '../../trpc/staff-http';
import { ordersCsv, type LineTaxes } from './orders-csv';

// The catalogue's export (catalog-csv.ts) writes its fields the same way.

/** Orders read at a time: the memory a download holds, whatever the range. */
const BATCH = 500;

/**
 * GET /admin/exportar/pedidos.csv?desde=…&hasta=…: the orders created in a range of shop days for the
 * accountant and the dispatcher, owner only; columns and format in orders-csv.ts and csv.ts. Streamed in
 * batches by id (keyset, not offset: each batch costs the same), so memory stays constant for any range.
 */
export function exportRoutes(app: FastifyInstance, services: Services) {
  const csv = ordersCsv(services.config.timezone);
  app.get('/admin/exportar/pedidos.csv', async (req, reply) => {
    await requireStaff(req, services, { role: 'dueño', forbidden: 'Solo el dueño puede exportar los pedidos.' });
    const { desde, hasta } = parseWith(exportOrdersQuerySchema, req.query);
    const { db, t } = services.database;
    const { pedidos: o, pedidoLineas: l, facturas: f } = t;
    // Items per order summed by the database (one indexed lookup per row); PostgreSQL's sum is a bigint, read as text.
    const articulos = sql<number>`(select coalesce(sum(${l.items}), 0) from ${l} where ${l.pedidoId} = ${o.id})`.mapWith(Number);
    const fields = {
      id: o.id,
      creado: o.creado,
      estado: o.estado,
      nombre: o.nombre,
      email: o.email,
      telefono: o.telefono,
      direccion: o.direccion,
      codigoPostal: o.codigoPostal,
      zona: o.zona,
      diaEntrega: o.diaEntrega,
      ventana: o.ventana,
      ventanaNombre: o.ventanaNombre,
      articulos,
      subtotalCentavos: o.subtotalCentavos,
      cuponCodigo: o.cuponCodigo,
      descuentoCentavos: o.descuentoCentavos,
      envioCentavos: o.envioCentavos,
      totalCentavos: o.totalCentavos,
      totalFinalCentavos: o.totalFinalCentavos,
      rfc: f.rfc,
      razonSocial: f.razonSocial,
      pagadoEn: o.pagadoEn,
      canceladoEn: o.canceladoEn,
      reembolsadoEn: o.reembolsadoEn,
    };
    // Each rate's line totals and the IVA they include, per order of the batch: the IVA per line rounded
    // half up to the centavo in integer arithmetic (the same on both engines as ivaIncludedCentavos), summed.
    // A line is taken at what it was sold for: its total less its part of a discount code (issue 47).
    const net = sql`(${l.totalLineaCentavos} - ${l.descuentoCentavos})`;
    const ivaOfLine = sql<number>`sum((${net} * ${l.tasaIva} * 2 + 100 + ${l.tasaIva}) / (2 * (100 + ${l.tasaIva})))`.mapWith(Number);
    async function lineTaxes(first: number, last: number): Promise<Map<number, LineTaxes[]>> {
      const rows = await db
        .select({ pedidoId: l.pedidoId, tasa: l.tasaIva, total: sql<number>`sum(${net})`.mapWith(Number), iva: ivaOfLine })
        .from(l)
        .where(and(gte(l.pedidoId, first), lte(l.pedidoId, last)))
        .groupBy(l.pedidoId, l.tasaIva);
      const byOrder = new Map<number, LineTaxes[]>();
      for (const r of rows) byOrder.set(r.pedidoId, [...(byOrder.get(r.pedidoId) ?? []), { tasa: r.tasa, totalCentavos: r.total, ivaCentavos: r.iva }]);
      return byOrder;
    }
    async function* rows() {
      yield `${BOM}${csv.header}`;
      let after = 0;
      for (;;) {
        const batch = await db
          .select(fields)
          .from(o)
          .leftJoin(f, eq(f.pedidoId, o.id))
          .where(and(gt(o.id, after), gte(o.creado, dayStart(desde)), lt(o.creado, dayEnd(hasta))))
          .orderBy(asc(o.id))
          .limit(BATCH);
        if (batch.length === 0) return;
        const taxes = await lineTaxes(batch[0]!.id, batch.at(-1)!.id);
        yield batch.map((row) => csv.record({ ...row, impuestos: taxes.get(row.id) ?? [] })).join('');
        after = batch.at(-1)!.id;
      }
    }
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="pedidos-${desde}-a-${hasta}.csv"`)
      .header('cache-control', 'no-store');
    return reply.send(Readable.from(rows()));
  });
}
