import { z } from 'zod';
import { FACTURA_STATES } from './cfdi';

/** The back office's factura queue: those waiting to be issued (oldest paid first), or those issued. */
export const facturaListInputSchema = z
  .object({
    estado: z.enum(FACTURA_STATES).default('solicitada'),
    pagina: z.number().int().min(1).max(100_000).default(1),
  })
  .strict();
export type FacturaListInput = z.input<typeof facturaListInputSchema>;

/** `POST /admin/facturas/:pedido` (multipart: `pdf` and `xml`): the route's parameter. */
export const facturaUploadParamsSchema = z
  .object({
    pedido: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'Pedido inválido.')
      .transform(Number)
      .pipe(z.number().max(2 ** 31 - 1, 'Pedido inválido.')),
  })
  .strict();
/** The file kinds a factura has, as the download addresses name them. */
export const FACTURA_FILES = ['pdf', 'xml'] as const;
export type FacturaFile = (typeof FACTURA_FILES)[number];
export const facturaFileParamsSchema = facturaUploadParamsSchema.extend({ archivo: z.enum(FACTURA_FILES, { error: 'Archivo inválido.' }) });
