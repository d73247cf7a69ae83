import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, parseWith } from '../../platform/errors';
import { CATALOG_IMPORT_LIMIT, CATALOG_IMPORT_PATH } from '../../platform/http/request-gate';
import type { Services } from '../../services';
import { CATALOG_COLUMNS, CatalogFileError, catalogLine, checkCatalogCsv, type CatalogProduct } from './catalog-csv';
import { requireStaff } from '../../trpc/staff-http';
import { fieldsOf } from './admin-products';

const importQuerySchema = z.object({ aplicar: z.enum(['0', '1']).default('0') }).strict();

/**
 * The catalogue as CSV for staff: `GET /admin/exportar/productos.csv` (every product not archived, UTF-8
 * with BOM), and `POST /admin/importar/productos.csv` (text/csv, up to 2 MB): `?aplicar=0` answers what the
 * file would add, change and leave and every bad row; `?aplicar=1` applies it all, or nothing when any row is bad.
 */
export function catalogCsvRoutes(app: FastifyInstance, services: Services) {
  const catalogue = async (): Promise<CatalogProduct[]> => (await services.adminProducts.table()).map((p) => ({ id: p.id, ...fieldsOf(p) }));

  app.get('/admin/exportar/productos.csv', async (req, reply) => {
    await requireStaff(req, services);
    const lines = (await catalogue()).map(catalogLine);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="catalogo-${services.today()}.csv"`)
      .header('cache-control', 'no-store');
    return `\uFEFF${CATALOG_COLUMNS.join(',')}\r\n${lines.join('\r\n')}\r\n`;
  });

  // Who sent each import, found in onRequest (before the body is read) and used by the handler.
  const senders = new WeakMap<object, Awaited<ReturnType<typeof requireStaff>>>();
  app.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: CATALOG_IMPORT_LIMIT }, (_req, body, done) => done(null, body));
    // Who and from where, before the body is read: a stranger's 2 MB is never parsed.
    scope.addHook('onRequest', async (req) => {
      senders.set(req, await requireStaff(req, services, { write: true }));
    });
    scope.post(CATALOG_IMPORT_PATH, { bodyLimit: CATALOG_IMPORT_LIMIT }, async (req) => {
      const { aplicar } = parseWith(importQuerySchema, req.query);
      if (!Buffer.isBuffer(req.body)) throw new AppError(415, 'Envía el archivo como text/csv.');
      let checked;
      try {
        checked = checkCatalogCsv(req.body, await catalogue());
      } catch (err) {
        if (err instanceof CatalogFileError) throw new AppError(400, err.message);
        throw err;
      }
      const { preview } = checked;
      if (aplicar === '0') return { success: true, message: 'Vista previa: nada se ha guardado.', data: preview };
      if (preview.errores.length) {
        return { success: false, message: `El archivo tiene ${preview.errores.length} fila(s) con errores: no se aplicó nada.`, data: preview };
      }
      const staff = senders.get(req)!.staff;
      await services.adminProducts.applyImport({ nuevos: checked.nuevos, cambiados: checked.cambiados }, staff);
      return { success: true, message: `Importado: ${preview.nuevos.length} nuevo(s), ${preview.cambiados.length} cambiado(s), ${preview.sinCambios} sin cambios.`, data: preview };
    });
  });
}
