import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { FACTURA_FILE_LIMITS, facturaFileParamsSchema, facturaUploadParamsSchema } from '@huerta/contracts';
import { AppError, badRequest, parseWith } from '../../platform/errors';
import { readFiles } from '../../platform/http/multipart-files';
import { FACTURA_UPLOAD_LIMIT, FACTURA_UPLOAD_PREFIX } from '../../platform/http/request-gate';
import type { Services } from '../../services';
import { sendFacturaFile } from './factura-reply';
import { requireStaff } from '../../trpc/staff-http';
import { cfdiExportRoutes } from './cfdi-export-rest';

const TOO_BIG = `Archivo demasiado grande: el PDF puede pesar hasta ${FACTURA_FILE_LIMITS.pdf / 1024 / 1024} MB y el XML hasta ${FACTURA_FILE_LIMITS.xml / 1024} KB.`;

/**
 * `POST /admin/facturas/<pedido>` (multipart: the files `pdf` and `xml`, nothing else) issues an order's
 * factura; `GET /admin/facturas/<pedido>/pdf|xml` downloads what was issued. The staff session is checked
 * before the body is read; each part is read up to its own limit, and anything but the two files is refused.
 */
export function facturaRoutes(app: FastifyInstance, services: Services) {
  cfdiExportRoutes(app, services);
  app.get('/admin/facturas/:pedido/:archivo', async (req, reply) => {
    await requireStaff(req, services);
    const { pedido, archivo } = parseWith(facturaFileParamsSchema, req.params);
    return sendFacturaFile(reply, await services.facturas.file(pedido, archivo, null));
  });

  const senders = new WeakMap<object, Awaited<ReturnType<typeof requireStaff>>>();
  app.register(async (scope) => {
    // The body stays a stream for the handler (read by platform/http/multipart-files.ts, each part to its own limit).
    scope.addContentTypeParser('multipart/form-data', (_req, payload, done) => done(null, payload));
    scope.addHook('onRequest', async (req) => {
      senders.set(req, await requireStaff(req, services, { write: true }));
    });
    scope.post(`${FACTURA_UPLOAD_PREFIX}:pedido`, { bodyLimit: FACTURA_UPLOAD_LIMIT }, async (req) => {
      const { pedido } = parseWith(facturaUploadParamsSchema, req.params);
      if (!(req.body instanceof Readable)) throw new AppError(415, 'Envía el PDF y el XML de la factura como formulario (multipart/form-data).');
      const files = await readFiles(req.body, req.headers, FACTURA_FILE_LIMITS, { tooBig: TOO_BIG, unexpected: 'Sube solo dos archivos: «pdf» y «xml».' });
      if (!files.pdf?.length || !files.xml?.length) throw badRequest('Sube los dos archivos de la factura: el PDF y el XML.');
      return { success: true, ...(await services.facturas.issue(pedido, { pdf: files.pdf, xml: files.xml }, senders.get(req)!.staff)) };
    });
  });
}
