import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FACTURA_FILES } from '@huerta/contracts';
import { notFound, parseWith } from '../../platform/errors';
import type { Services } from '../../services';
import { requireStaff } from '../../trpc/staff-http';
import { sendFacturaFile } from './factura-reply';
import { CFDI_FILE_TYPES } from './factura-mail';

const paramsSchema = z
  .object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'Comprobante inválido.')
      .transform(Number)
      .pipe(z.number().max(2 ** 31 - 1, 'Comprobante inválido.')),
    archivo: z.enum(FACTURA_FILES, { error: 'Archivo inválido.' }),
  })
  .strict();

/**
 * `GET /admin/cfdis/<id>/pdf|xml`: any stamped CFDI's files by its own id, for staff — the factura global has
 * no order to reach it through (`/admin/facturas/<pedido>/…` serves an order's factura).
 */
export function cfdiFileRoutes(app: FastifyInstance, services: Services) {
  const { db, t } = services.database;
  app.get('/admin/cfdis/:id/:archivo', async (req, reply) => {
    await requireStaff(req, services);
    const { id, archivo } = parseWith(paramsSchema, req.params);
    const [row] = await db
      .select({ serie: t.cfdis.serie, folio: t.cfdis.folio, uuid: t.cfdis.uuid, pdf: t.cfdis.pdf, xml: t.cfdis.xml })
      .from(t.cfdis)
      .where(and(eq(t.cfdis.id, id), eq(t.cfdis.estado, 'timbrada')));
    const content = row?.[archivo];
    if (!row || !content) throw notFound('Comprobante no encontrado.');
    return sendFacturaFile(reply, { filename: `cfdi-${row.serie ?? ''}${row.folio ?? id}-${row.uuid}.${archivo}`, content: Buffer.from(content), contentType: CFDI_FILE_TYPES[archivo] });
  });
}
