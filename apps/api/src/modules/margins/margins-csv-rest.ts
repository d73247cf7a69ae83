import type { FastifyInstance } from 'fastify';
import { marginCsvQuerySchema } from '@huerta/contracts';
import type { Services } from '../../services';
import { parseWith } from '../../platform/errors';
import { requireStaff } from '../../trpc/staff-http';
import { marginCsv } from './margins-csv';

/**
 * GET /admin/exportar/margenes.csv?tabla=productos&desde=…&dias=…&agrupar=…: one table of the margin report,
 * owner only (costs are the owner's: never an employee, a driver, a shopper or a business).
 */
export function marginCsvRoutes(app: FastifyInstance, services: Services) {
  app.get('/admin/exportar/margenes.csv', async (req, reply) => {
    await requireStaff(req, services, { role: 'dueño', forbidden: 'Solo el dueño ve los costos y los márgenes.' });
    const query = parseWith(marginCsvQuerySchema, req.query);
    const body = await marginCsv(services.marginReports, query.tabla, query);
    const { desde, hasta } = services.marginReports.periodOf(query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="margenes-${query.tabla}-${desde}-a-${hasta}.csv"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
