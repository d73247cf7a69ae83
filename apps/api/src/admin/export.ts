import type { FastifyInstance } from 'fastify';
import { and, asc, gt, gte, lt } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { ORDER_STATE_LABELS, exportOrdersQuerySchema, formatMXN, type OrderState } from '@huerta/contracts';
import type { Services } from '../services';
import { parseWith } from '../lib/errors';
import { dayEnd, dayStart } from './days';
import { requireStaff } from './http-auth';

const BATCH = 500;

const HEADER = ['Pedido', 'Fecha', 'Estado', 'Cliente', 'Correo', 'Teléfono', 'Dirección', 'Subtotal', 'Envío', 'Total', 'Pagado', 'Cancelado', 'Reembolsado'];

/** One CSV field: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}


/**
 * GET /admin/exportar/pedidos.csv?desde=…&hasta=…: the orders of a date range for the accountant, owner only,
 * streamed in batches (constant memory whatever the range), UTF-8 with a BOM so spreadsheets read the accents.
 */
export function exportRoutes(app: FastifyInstance, services: Services) {
  app.get('/admin/exportar/pedidos.csv', async (req, reply) => {
    await requireStaff(req, services, { role: 'dueño', forbidden: 'Solo el dueño puede exportar los pedidos.' });
    const { desde, hasta } = parseWith(exportOrdersQuerySchema, req.query);
    const { db, t } = services.database;
    const o = t.pedidos;
    async function* rows() {
      yield `\uFEFF${HEADER.join(',')}\r\n`;
      let after = 0;
      for (;;) {
        const batch = await db
          .select()
          .from(o)
          .where(and(gt(o.id, after), gte(o.creado, dayStart(desde)), lt(o.creado, dayEnd(hasta))))
          .orderBy(asc(o.id))
          .limit(BATCH);
        if (batch.length === 0) return;
        yield batch
          .map((r) =>
            [r.id, r.creado, ORDER_STATE_LABELS[r.estado as OrderState], r.nombre, r.email, r.telefono, r.direccion, formatMXN(r.subtotalCentavos), formatMXN(r.envioCentavos), formatMXN(r.totalCentavos), r.pagadoEn, r.canceladoEn, r.reembolsadoEn]
              .map(csvField)
              .join(','),
          )
          .join('\r\n')
          .concat('\r\n');
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
