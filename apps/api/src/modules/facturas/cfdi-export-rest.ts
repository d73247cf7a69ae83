import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FACTURA_FILES } from '@huerta/contracts';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Services } from '../../services';
import { notFound, parseWith } from '../../platform/errors';
import { BOM, csvField, csvMoney, csvRecord } from '../../platform/csv';
import { requireStaff } from '../../trpc/staff-http';
import { CFDI_FILE_TYPES } from './factura-mail';
import { cfdiMonthSchema, type CfdiListed } from './cfdi-list';

/** A CFDI's id as a path segment: digits only (no «1e3», no «0x10»), within the column's range. */
const fileParamsSchema = z
  .object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'Comprobante inválido.')
      .transform(Number)
      .pipe(z.number().max(2 ** 31 - 1, 'Comprobante inválido.')),
    archivo: z.enum(FACTURA_FILES, { error: 'Archivo inválido.' }),
  })
  .strict();

const FORBIDDEN = 'Solo el dueño puede descargar los comprobantes del mes.';
/** Rows read at a time for the CSV (no files: small). */
const CSV_BATCH = 500;
/** CFDIs whose files are held at a time while zipping: a few MB whatever the month's size. */
const ZIP_BATCH = 20;

const HEADER = ['UUID', 'Tipo', 'Serie-folio', 'Fecha', 'RFC receptor', 'Razón social', 'Subtotal', 'IVA', 'Total', 'Método de pago', 'Forma de pago', 'Estado', 'Motivo de cancelación', 'UUID relacionado', 'Modo', 'Pedido'];
const TIPO = { ingreso: 'Ingreso', egreso: 'Egreso', pago: 'Pago', global: 'Global' } as const;
const ESTADO: Record<string, string> = { pendiente: 'Pendiente', timbrando: 'Timbrando', timbrada: 'Timbrada', error: 'Error', cancelacion_pendiente: 'Cancelación en espera', cancelada: 'Cancelada' };

/** One CFDI as the accountant's CSV row (csv.ts: quoted where needed, formulas defused). */
const csvRow = (r: CfdiListed) =>
  csvRecord([
    csvField(r.uuid),
    csvField(TIPO[r.clase]),
    csvField(r.serieFolio),
    csvField(r.fecha),
    csvField(r.rfc),
    csvField(r.nombre),
    csvMoney(r.subtotalCentavos),
    csvMoney(r.ivaCentavos),
    csvMoney(r.totalCentavos),
    csvField(r.metodoPago),
    csvField(r.formaPago),
    csvField(ESTADO[r.estado] ?? r.estado),
    csvField(r.cancelMotivo),
    csvField(r.relacionadoUuid),
    csvField(r.modo === 'prueba' ? 'Prueba (sin validez fiscal)' : 'PAC'),
    csvField(r.pedidoId),
  ]);

/** A file's name in the ZIP: kind, serie-folio and folio fiscal, nothing from what a customer typed. */
const fileName = (r: CfdiListed, ext: 'xml' | 'pdf') => `${TIPO[r.clase]}-${r.serieFolio.replace(/[^A-Za-z0-9-]/g, '') || r.id}-${r.uuid}.${ext}`;

/**
 * For the accountant (issue 45, item 8), owner only: `GET /admin/exportar/cfdis.csv?mes=AAAA-MM` every CFDI of a
 * month, and `GET /admin/exportar/cfdis.zip?mes=AAAA-MM` its stamped XMLs and PDFs (with the same CSV). Both are
 * streamed: the CSV in batches by id; the ZIP built by fflate's streaming Zip as the files are read, ZIP_BATCH
 * CFDIs at a time, waiting for the client to take what was written — a month of thousands of PDFs never sits in
 * memory whole. `GET /admin/cfdis/<id>/pdf|xml` any stamped CFDI, for the back office's staff.
 */
export function cfdiExportRoutes(app: FastifyInstance, services: Services) {
  app.get('/admin/cfdis/:id/:archivo', async (req, reply) => {
    await requireStaff(req, services);
    const { id, archivo } = parseWith(fileParamsSchema, req.params);
    const file = await services.cfdiList.file(id);
    if (!file) throw notFound('Comprobante no encontrado o sin timbrar.');
    return reply
      .header('content-type', CFDI_FILE_TYPES[archivo])
      .header('content-disposition', `attachment; filename="cfdi-${file.serieFolio}-${file.uuid}.${archivo}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file[archivo]!));
  });

  async function* csvChunks(input: { mes: string; tipo?: CfdiListed['clase'] }) {
    yield `${BOM}${csvRecord(HEADER.map(csvField))}`;
    for await (const batch of services.cfdiList.batches(input, CSV_BATCH)) yield batch.map(csvRow).join('');
  }

  app.get('/admin/exportar/cfdis.csv', async (req, reply) => {
    await requireStaff(req, services, { role: 'dueño', forbidden: FORBIDDEN });
    const input = parseWith(cfdiMonthSchema, req.query);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="cfdis-${input.mes}.csv"`)
      .header('cache-control', 'no-store');
    return reply.send(Readable.from(csvChunks(input)));
  });

  app.get('/admin/exportar/cfdis.zip', async (req, reply) => {
    await requireStaff(req, services, { role: 'dueño', forbidden: FORBIDDEN });
    const input = parseWith(cfdiMonthSchema, req.query);
    const out = new PassThrough();
    const zip = new Zip((err, chunk, final) => {
      if (err) return void out.destroy(err);
      out.write(chunk);
      if (final) out.end();
    });
    const drained = () => (out.writableNeedDrain ? new Promise<void>((resolve) => out.once('drain', resolve)) : Promise.resolve());
    const add = (name: string, bytes: Uint8Array, compress: boolean, fecha: string) => {
      // A PDF is compressed already: stored as it is; XML and CSV shrink a lot. Each entry is dated by its
      // CFDI (local time, as the SAT reads it), so the same month downloads as the same bytes.
      const mtime = new Date(fecha.slice(0, 19));
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      entry.mtime = Number.isNaN(mtime.getTime()) ? new Date(`${input.mes}-01T00:00:00`) : mtime;
      zip.add(entry);
      entry.push(bytes, true);
    };
    void (async () => {
      for await (const batch of services.cfdiList.batches(input, ZIP_BATCH)) {
        const ids = batch.filter((r) => r.archivos).map((r) => r.id);
        for (const id of ids) {
          const row = batch.find((r) => r.id === id)!;
          const file = await services.cfdiList.file(id);
          if (!file) continue;
          add(fileName(row, 'xml'), file.xml, true, row.fecha);
          add(fileName(row, 'pdf'), file.pdf, false, row.fecha);
        }
        await drained();
      }
      let csv = '';
      for await (const chunk of csvChunks(input)) csv += chunk;
      add(`cfdis-${input.mes}.csv`, Buffer.from(csv, 'utf8'), true, `${input.mes}-01T00:00:00`);
      zip.end();
    })().catch((err: unknown) => {
      req.log.error({ err }, 'error al armar el ZIP de comprobantes');
      out.destroy(err as Error);
    });
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="cfdis-${input.mes}.zip"`)
      .header('cache-control', 'no-store');
    return reply.send(out);
  });
}
