import type { FastifyReply } from 'fastify';
import type { Facturas } from './facturas';

/** A factura's file as a download: never cached by a shared cache, never sniffed into something else. */
export function sendFacturaFile(reply: FastifyReply, file: Awaited<ReturnType<Facturas['file']>>) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
