import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import type { Services } from '../../services';
import { CFDI_FILE_TYPES, cfdiFilename } from './factura-mail';
import { sendFacturaFile } from './factura-reply';

const downloadSchema = z.object({
  pedido: z.coerce.number().int().positive().max(2_147_483_647),
  archivo: z.enum(['pdf', 'xml']),
  hasta: z.coerce.number().int().positive(),
  firma: z.string().min(1).max(100),
});

/**
 * `GET /factura/<pedido>/pdf|xml?hasta=…&firma=…`: a self-invoiced CFDI's file for a guest (no session), by the
 * signed, expiring link «Facturar mi compra» answered with. A page address, not /api: a browser follows it.
 */
export function selfInvoiceRoutes(app: FastifyInstance, services: Services) {
  app.get('/factura/:pedido/:archivo', async (req, reply) => {
    const parsed = downloadSchema.safeParse({ ...(req.params as object), ...(req.query as object) });
    if (!parsed.success) throw notFound('Este enlace de descarga no es válido o ya venció: la factura está también en tu correo.');
    const q = parsed.data;
    const file = await services.selfInvoice.file(q);
    return sendFacturaFile(reply, { filename: cfdiFilename(q.pedido, file.uuid, q.archivo), content: file.bytes, contentType: CFDI_FILE_TYPES[q.archivo] });
  });
}
