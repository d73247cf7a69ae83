import type FacturapiSdk from 'facturapi';
import type { CfdiDocument } from '@huerta/contracts';
import { facturapiBody } from './facturapi-body';
import { pacErrorOf } from './facturapi-errors';
import { PacError, type CancelStatus, type PacProvider, type SatKey, type StampedCfdi } from './provider';

type Client = InstanceType<typeof FacturapiSdk>;
type Invoice = Awaited<ReturnType<Client['invoices']['retrieve']>>;

export interface FacturapiPacOptions {
  /** The organization's secret key (sk_test_… or sk_live_…): it decides the issuer and whether stamps are real. */
  apiKey: string;
  /** The API's base, `…/v2` (tests point it at the local fake); Facturapi's own when absent. */
  baseUrl?: string;
  /** The shop's zone, in which CfdiDocument dates are written (default America/Tijuana, the shop's). */
  timeZone?: string;
}

/** The SDK answers a download as a Node stream (a Blob in browsers; text if the type is unexpected). */
async function bytesOf(download: unknown): Promise<Buffer> {
  if (Buffer.isBuffer(download)) return download;
  if (typeof download === 'string') return Buffer.from(download, 'utf8');
  if (download instanceof Uint8Array) return Buffer.from(download);
  if (typeof Blob !== 'undefined' && download instanceof Blob) return Buffer.from(await download.arrayBuffer());
  const stream = download as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Where an invoice's cancellation stands, from Facturapi's status and cancellation_status (guides/cancelaciones):
 * canceled/accepted → done; pending (the receiver must accept) or verifying (the SAT is checking) → waiting;
 * rejected, or expired (the receiver never answered; the invoice stays valid) → refused.
 */
function cancelStatusOf(inv: Pick<Invoice, 'status' | 'cancellation_status'>): CancelStatus | 'timbrada' {
  if (inv.status === 'canceled' || inv.cancellation_status === 'accepted') return 'cancelada';
  const status = String(inv.cancellation_status);
  if (status === 'pending' || status === 'verifying') return 'cancelacion_pendiente';
  if (status === 'rejected' || status === 'expired') return 'cancelacion_rechazada';
  return 'timbrada';
}

/** Facturapi's dates are ISO 8601 in UTC (its Stamp.date); the SDK may type them as Date. */
const isoOf = (value: unknown) => {
  const at = new Date(value as string);
  return Number.isNaN(at.getTime()) ? String(value) : at.toISOString();
};

const catalogOf = (result: unknown): SatKey[] =>
  ((result as { data?: { key?: unknown; description?: unknown }[] } | null)?.data ?? [])
    .filter((e) => typeof e.key === 'string' && typeof e.description === 'string')
    .map((e) => ({ clave: e.key as string, descripcion: e.description as string }));

/**
 * A real PAC, Facturapi, through its official SDK: stamps a CfdiDocument (ingreso, egreso, pago, global) with
 * the caller's idempotency key, downloads its XML and PDF, cancels with the SAT's motive and searches the SAT
 * catalogues. Every failure is a PacError (see facturapi-errors.ts).
 */
export function createFacturapiPac(opts: FacturapiPacOptions): PacProvider {
  const timeZone = opts.timeZone ?? 'America/Tijuana';
  let client: Promise<Client> | undefined;
  // The SDK is loaded on the first call, as Stripe's is: a shop in test mode never carries it.
  const sdk = () =>
    (client ??= import('facturapi').then((mod) => {
      // Node hands a CommonJS module's exports object as the default import; bundlers unwrap `exports.default`.
      const Ctor = ((mod.default as unknown as { default?: typeof FacturapiSdk }).default ?? mod.default) as typeof FacturapiSdk;
      const c = new Ctor(opts.apiKey, { apiVersion: 'v2' });
      if (opts.baseUrl) c.BASE_URL = opts.baseUrl;
      return c;
    }));
  const call = async <T>(fn: (c: Client) => Promise<T>): Promise<T> => {
    try {
      return await fn(await sdk());
    } catch (err) {
      throw pacErrorOf(err, opts.apiKey);
    }
  };

  return {
    modo: 'pac',
    async stamp(doc: CfdiDocument, { idempotencyKey }): Promise<StampedCfdi> {
      const body = facturapiBody(doc, idempotencyKey, timeZone);
      const invoice = await call((c) => c.invoices.create(body));
      // 202 Accepted: the SAT's service hiccuped and Facturapi keeps trying; the same key returns it once stamped.
      if (invoice.status === 'pending') throw new PacError('El PAC está terminando de timbrar el comprobante; se reintentará.', true);
      if (invoice.status !== 'valid' || !invoice.uuid) throw new PacError('El PAC no pudo timbrar el comprobante; revisa los datos y vuelve a emitirlo.', false);
      const [xml, pdf] = await call((c) => Promise.all([c.invoices.downloadXml(invoice.id).then(bytesOf), c.invoices.downloadPdf(invoice.id).then(bytesOf)]));
      return {
        uuid: invoice.uuid.toUpperCase(),
        pacId: invoice.id,
        xml,
        pdf,
        timbrado: isoOf(invoice.stamp?.date ?? invoice.date),
      };
    },
    async cancel(ref, { motivo, sustituto }): Promise<CancelStatus> {
      if (motivo === '01' && !sustituto) throw new PacError('El motivo 01 necesita el folio fiscal (UUID) de la factura que sustituye a la cancelada.', false, 'sustituto');
      const params = { motive: motivo, ...(motivo === '01' && sustituto ? { substitution: sustituto } : {}) } as Parameters<Client['invoices']['cancel']>[1];
      try {
        const status = cancelStatusOf(await call((c) => c.invoices.cancel(ref.pacId, params)));
        return status === 'timbrada' ? 'cancelacion_pendiente' : status;
      } catch (err) {
        // A retried cancellation whose first attempt went through: Facturapi answers 409; its state is the answer.
        if (err instanceof PacError && !err.retryable) {
          const now = await call((c) => c.invoices.retrieve(ref.pacId)).then(cancelStatusOf, () => null);
          if (now === 'cancelada' || now === 'cancelacion_pendiente') return now;
        }
        throw err;
      }
    },
    async cancelStatus(ref) {
      return cancelStatusOf(await call((c) => c.invoices.retrieve(ref.pacId)));
    },
    async searchProducts(q) {
      return catalogOf(await call((c) => c.catalogs.searchProducts({ q })));
    },
    async searchUnits(q) {
      return catalogOf(await call((c) => c.catalogs.searchUnits({ q })));
    },
  };
}
