import { and, desc, eq, ne } from 'drizzle-orm';
import { buildEgreso, type CfdiDocument } from '@huerta/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { Stamping } from './stamping';

/** Money given back on an order: what the nota de crédito says, and the key that makes it one document. */
export interface RefundToInvoice {
  pedidoId: number;
  /** Unique per refund (the provider's refund id, «saldo-<pedido>»…): the egreso's key is «E-<clave>». */
  clave: string;
  centavos: number;
  descripcion?: string;
}

/**
 * Notas de crédito (egresos): money given back after an order's ingreso was stamped — a refund to the card, or
 * the shop credit it spent given back — is a CFDI de egreso related (TipoRelacion 01) to the ingreso, for
 * exactly that amount, split over the ingreso's IVA rates (contracts' buildEgreso), stamped and e-mailed.
 *
 * A full refund of a cancelled order is invoiced this way too, rather than by cancelling the ingreso with
 * motive 03: cancelling an ingreso over $1,000 after its first 24 hours needs the receiver's acceptance
 * (RMF 2.7.1.34), who may refuse it or never answer — the refund would then be in no CFDI —, and the receiver
 * may have booked the ingreso already; an egreso is the shop's alone (it cancels without acceptance, same
 * rule, fr. III) and documents the refund at once. The owner can still cancel the ingreso with motive 03 from
 * «Comprobantes» when the sale truly never happened (the egreso, related to it, must be cancelled first).
 */
export function createCreditNotes(deps: { database: Database; stamping: Stamping; log: FastifyBaseLogger }) {
  const { db, t } = deps.database;
  const c = t.cfdis;

  async function queueEgreso(r: RefundToInvoice): Promise<number | null> {
    if (!Number.isSafeInteger(r.centavos) || r.centavos <= 0) return null;
    // The order's ingreso in force: its own, or the one that substituted it (motive 01).
    const [ingreso] = await db
      .select()
      .from(c)
      .where(and(eq(c.pedidoId, r.pedidoId), eq(c.tipo, 'I'), eq(c.estado, 'timbrada')))
      .orderBy(desc(c.id))
      .limit(1);
    if (!ingreso?.uuid) return null;
    // Never more than the ingreso still says (what earlier notas de crédito, not cancelled, took off it).
    const earlier = await db
      .select({ total: c.totalCentavos })
      .from(c)
      .where(and(eq(c.relacionadoId, ingreso.id), eq(c.tipo, 'E'), ne(c.estado, 'cancelada'), ne(c.clave, `E-${r.clave}`)));
    const centavos = Math.min(r.centavos, ingreso.totalCentavos - earlier.reduce((n, e) => n + e.total, 0));
    if (centavos <= 0) return null;
    const invoice = JSON.parse(ingreso.documento) as CfdiDocument;
    const s = await deps.stamping.issuer();
    const doc = buildEgreso({
      serie: `${s.serie}E`,
      folio: String(r.pedidoId),
      fecha: deps.stamping.fecha(),
      lugarExpedicion: s.lugar_expedicion,
      emisor: { rfc: s.rfc, nombre: s.razon_social, regimenFiscal: s.regimen_fiscal },
      receptor: invoice.receptor,
      relatedUuid: ingreso.uuid,
      // The money went back the way it came; a sale on credit (99) was paid by transfer.
      formaPago: invoice.formaPago === '99' || invoice.formaPago === null ? '03' : invoice.formaPago,
      refund: { totalCentavos: centavos, original: invoice.traslados },
      descripcion: r.descripcion,
    });
    return deps.stamping.queue({ clave: `E-${r.clave}`, doc, pedidoId: r.pedidoId, relacionadoId: ingreso.id });
  }

  return {
    queueEgreso,
    /** Money given back: its nota de crédito queued and stamped in the background (the refund never waits for the PAC). */
    refunded(r: RefundToInvoice) {
      void (async () => {
        const id = await queueEgreso(r);
        if (id !== null) await deps.stamping.stamp(id);
      })().catch((err: unknown) => deps.log.error({ err, pedido: r.pedidoId }, 'error al emitir la nota de crédito'));
    },
  };
}
export type CreditNotes = ReturnType<typeof createCreditNotes>;
