import { and, asc, eq, sql } from 'drizzle-orm';
import { buildPago, type CfdiDocument, type FormaPago } from '@huerta/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { Stamping } from './stamping';

/** c_FormaPago of how a business paid its account (the business module's CREDIT_PAYMENT_FORMS). */
const FORMAS: Record<string, Exclude<FormaPago, '99'>> = { efectivo: '01', cheque: '02', transferencia: '03' };
const BATCH = 25;

/**
 * Complementos de pago (REP, Pagos 2.0): every payment recorded against an order invoiced PPD gets one,
 * chained — its parcialidad is its place among the order's payments, its saldo anterior what the invoice still
 * owed before it. A payment recorded before its invoice is stamped waits for it (the sweep comes back).
 */
export function createPaymentComplements(deps: { database: Database; stamping: Stamping; log: FastifyBaseLogger }) {
  const { db, t } = deps.database;
  const c = t.cfdis;
  const P = t.pagosCredito;

  async function queueRep(pagoId: number): Promise<number | null> {
    const [pago] = await db.select().from(P).where(eq(P.id, pagoId));
    if (!pago) return null;
    const [ingreso] = await db.select().from(c).where(and(eq(c.clave, `I-${pago.pedidoId}`), eq(c.estado, 'timbrada'), eq(c.metodoPago, 'PPD')));
    if (!ingreso?.uuid) return null;
    const payments = await db.select({ id: P.id, centavos: P.centavos }).from(P).where(eq(P.pedidoId, pago.pedidoId)).orderBy(asc(P.id));
    const place = payments.findIndex((p) => p.id === pagoId);
    const before = payments.slice(0, place).reduce((n, p) => n + p.centavos, 0);
    const invoice = JSON.parse(ingreso.documento) as CfdiDocument;
    const s = await deps.stamping.issuer();
    const { usoCfdi: _uso, ...receptor } = invoice.receptor;
    const doc = buildPago({
      serie: `${s.serie}P`,
      folio: String(pagoId),
      fecha: deps.stamping.fecha(),
      lugarExpedicion: s.lugar_expedicion,
      emisor: { rfc: s.rfc, nombre: s.razon_social, regimenFiscal: s.regimen_fiscal },
      receptor,
      // Received on a day: noon of it, as the SAT's guide suggests when the hour is not known.
      fechaPago: `${pago.recibido}T12:00:00`,
      formaPago: FORMAS[pago.forma] ?? '03',
      doctos: [{ uuid: ingreso.uuid, serie: ingreso.serie, folio: ingreso.folio === null ? null : String(ingreso.folio), traslados: invoice.traslados, numParcialidad: place + 1, saldoAnterior: ingreso.totalCentavos - before, importePagado: pago.centavos }],
    });
    return deps.stamping.queue({ clave: `P-${pagoId}`, doc, pedidoId: pago.pedidoId, pagoCreditoId: pagoId, relacionadoId: ingreso.id });
  }

  const issue = async (pagoId: number) => {
    const id = await queueRep(pagoId);
    if (id !== null) await deps.stamping.stamp(id);
  };

  /** Payments whose invoice is stamped PPD and that have no REP yet, oldest first (the sweep's part). */
  async function sweep() {
    const waiting = await db
      .select({ id: P.id })
      .from(P)
      .innerJoin(c, and(eq(c.clave, sql`'I-' || ${P.pedidoId}`), eq(c.estado, 'timbrada'), eq(c.metodoPago, 'PPD')))
      .where(sql`not exists (select 1 from ${c} rep where rep.clave = 'P-' || ${P.id})`)
      .orderBy(asc(P.id))
      .limit(BATCH);
    for (const w of waiting) await issue(w.id);
  }

  // Payments recorded before their invoice was stamped get their REPs as soon as it is.
  deps.stamping.onStamped(async (row) => {
    if (row.tipo !== 'I' || row.metodoPago !== 'PPD' || row.pedidoId === null) return;
    for (const p of await db.select({ id: P.id }).from(P).where(eq(P.pedidoId, row.pedidoId)).orderBy(asc(P.id))) await issue(p.id);
  });
  deps.stamping.addSweep(sweep);

  return {
    queueRep,
    sweep,
    /** Payments just recorded: their REPs, in order, in the background (the owner's request does not wait for the PAC). */
    paid(pagoIds: number[]) {
      void (async () => {
        for (const id of pagoIds) await issue(id);
      })().catch((err: unknown) => deps.log.error({ err, pagos: pagoIds }, 'error al emitir complementos de pago'));
    },
  };
}
export type PaymentComplements = ReturnType<typeof createPaymentComplements>;
