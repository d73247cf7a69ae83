import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { IVA_RATES, buildIngreso, type CfdiDocument, type IvaRate, type Staff } from '@huerta/contracts';
import { conflict } from '../../platform/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { Now } from '../../platform/clock';
import { recordAudit } from '../../platform/audit';
import { periodicJob } from '../../platform/jobs';
import type { Mailer } from '../mail';
import type { ShopInfo } from '../settings';
import type { Billing } from './billing';
import { mailFactura } from './factura-mail';
import { mailCfdi } from './cfdi-mail';
import { localDateTime } from './local-time';
import { orderToInvoice } from './order-ingreso';
import { checkReceptor } from './receptor-check';
import { PacError } from './pac/provider';
import { satKeysOfLine } from './sat-defaults';

/**
 * The key the PAC dedupes a document by: its own key and what it says (but its date, set at each attempt). A
 * retried call of the same document is the same stamp; a document rebuilt after a refusal is a new one (a
 * PAC answers a key it refused with the same refusal for ever).
 */
function idempotencyKey(clave: string, doc: CfdiDocument): string {
  const { fecha: _fecha, ...what } = doc;
  return `${clave}-${createHash('sha256').update(JSON.stringify(what)).digest('hex').slice(0, 16)}`;
}

/** A stored rate as the builder takes it (the column holds only 0, 8 or 16; anything else is a bug to see). */
const ivaRateOf = (rate: number): IvaRate => {
  if (!(IVA_RATES as readonly number[]).includes(rate)) throw new Error(`tasa de IVA desconocida: ${rate}`);
  return rate as IvaRate;
};

/** How long a process holds a document it is stamping before another may take it over (a crash, a lost call). */
const LEASE_MS = 2 * 60_000;
/** A document whose PAC kept failing for a passing reason is tried again on each sweep, up to this many times. */
const MAX_TRIES = 20;
/** Documents handled per sweep: one sweep never holds the cluster's lock for long. */
const BATCH = 25;

/**
 * Stamping through the PAC (issue 45). A document is first a `cfdis` row whose `clave` is unique — however
 * many webhooks, clicks or processes ask for the same factura, one row exists — then exactly one caller claims
 * it (a conditional update with a lease) and calls the PAC with the same key as its idempotency key, so that
 * even a call retried after a lost answer cannot stamp twice. Errors stay on the row in Spanish for the owner;
 * the order is never held up by its factura.
 */
export function createStamping(deps: { database: Database; billing: Billing; mailer: Mailer; shop: ShopInfo; publicUrl: string; timezone: string; now: Now; log: FastifyBaseLogger }) {
  const { db, t } = deps.database;
  const c = t.cfdis;

  /** Other documents' parts of the sweep (complementos de pago…), and who is told when a document is stamped. */
  const sweeps: (() => Promise<unknown>)[] = [];
  const stampedHooks: ((row: { id: number; tipo: string; pedidoId: number | null; metodoPago: string | null }) => Promise<unknown>)[] = [];

  const idOf = async (clave: string) => (await db.select({ id: c.id }).from(c).where(eq(c.clave, clave)))[0]?.id ?? null;

  /** An order's ingreso as built now from its records, or null while it cannot be invoiced (or none was asked for). */
  async function ingresoOf(pedidoId: number, modo: 'prueba' | 'pac', opts: { again?: boolean } = {}) {
    const [factura] = await db.select().from(t.facturas).where(eq(t.facturas.pedidoId, pedidoId));
    // None asked for, or already issued by hand (a CFDI stamped elsewhere and uploaded) — unless it is being
    // issued again, as the substitute of a stamped one (cancellation with motive 01).
    if (!factura || (factura.estado === 'emitida' && !opts.again)) return null;
    const order = await orderToInvoice(db, t, pedidoId);
    if (!order) return null;
    const s = await deps.billing.current();
    const doc = buildIngreso({
      serie: s.serie,
      folio: String(pedidoId),
      fecha: localDateTime(deps.now(), deps.timezone),
      lugarExpedicion: s.lugar_expedicion,
      emisor: { rfc: s.rfc, nombre: s.razon_social, regimenFiscal: s.regimen_fiscal },
      receptor: { rfc: factura.rfc, nombre: factura.razonSocial, regimenFiscal: factura.regimenFiscal, domicilioFiscal: factura.cpFiscal, usoCfdi: factura.usoCfdi },
      metodoPago: order.metodoPago,
      formaPago: order.formaPago,
      lines: order.lines.map((l) => ({ productoId: String(l.productoId), descripcion: l.descripcion, ...satKeysOfLine(l), cantidadMilesimas: l.cantidadMilesimas, totalCentavos: l.totalCentavos, descuentoCentavos: l.descuentoCentavos, tasaIva: ivaRateOf(l.tasaIva) })),
      envioCentavos: order.envioCentavos,
    });
    // The CFDI must say what was charged, to the centavo; a difference is the shop's bug, never the shopper's.
    const mismatch = doc.total !== order.totalCentavos ? `La factura suma ${doc.total / 100} pero el pedido cobró ${order.totalCentavos / 100}: revisa el pedido antes de timbrar.` : null;
    return { ...rowOf(doc, `I-${pedidoId}`, modo), estado: mismatch ? 'error' : 'pendiente', error: mismatch };
  }

  /** An order's ingreso as a pending document, when its factura was asked for and the order can be invoiced now. */
  async function queueIngreso(pedidoId: number): Promise<number | null> {
    const clave = `I-${pedidoId}`;
    const existing = await idOf(clave);
    if (existing !== null) return existing;
    const provider = await deps.billing.provider();
    if (!provider) return null;
    const row = await ingresoOf(pedidoId, provider.modo);
    if (!row) return null;
    await db
      .insert(c)
      .values({ ...row, tipo: 'I', pedidoId })
      .onConflictDoNothing();
    return idOf(clave);
  }

  const rowOf = (doc: CfdiDocument, clave: string, modo: 'prueba' | 'pac') => ({
    clave,
    modo,
    rfc: doc.receptor.rfc,
    nombre: doc.receptor.nombre,
    metodoPago: doc.metodoPago,
    formaPago: doc.formaPago,
    serie: doc.serie,
    folio: Number(doc.folio) || null,
    subtotalCentavos: doc.subtotal,
    ivaCentavos: doc.traslados.reduce((n, x) => n + x.importe, 0),
    totalCentavos: doc.total,
    documento: JSON.stringify(doc),
  });

  /** Stamps one pending document, if this caller is the one that claims it. Never throws: the row keeps the outcome. */
  async function stamp(id: number): Promise<void> {
    const now = deps.now();
    const [row] = await db
      .update(c)
      .set({ estado: 'timbrando', bloqueadoHasta: new Date(now.getTime() + LEASE_MS).toISOString(), intentos: sql`${c.intentos} + 1` })
      .where(and(eq(c.id, id), or(eq(c.estado, 'pendiente'), and(eq(c.estado, 'timbrando'), lt(c.bloqueadoHasta, now.toISOString())))))
      .returning();
    if (!row) return;
    // Dated when stamped: the SAT refuses a CFDI dated more than 72 hours before its timbre.
    const doc: CfdiDocument = { ...(JSON.parse(row.documento) as CfdiDocument), fecha: localDateTime(now, deps.timezone) };
    try {
      const provider = await deps.billing.provider();
      if (!provider) throw new PacError('La tienda timbra a mano: sube el PDF y el XML de esta factura, o cambia «Ajustes → Facturación».', false);
      await checkReceptor(doc);
      const stamped = await provider.stamp(doc, { idempotencyKey: idempotencyKey(row.clave, doc) });
      const done = await deps.database.transaction(async (tx) => {
        const [updated] = await tx
          .update(c)
          .set({ estado: 'timbrada', modo: provider.modo, uuid: stamped.uuid, pacId: stamped.pacId, xml: stamped.xml, pdf: stamped.pdf, timbrada: stamped.timbrado, documento: JSON.stringify(doc), error: null, bloqueadoHasta: null })
          .where(and(eq(c.id, id), eq(c.estado, 'timbrando')))
          .returning({ id: c.id });
        if (!updated) return false;
        if (row.tipo === 'I' && row.pedidoId !== null) {
          await tx.update(t.facturas).set({ estado: 'emitida', uuid: stamped.uuid, emitida: stamped.timbrado }).where(and(eq(t.facturas.pedidoId, row.pedidoId), eq(t.facturas.estado, 'solicitada')));
        }
        await recordAudit(tx, t, [
          { personalId: null, accion: 'timbrar_cfdi', entidad: row.pedidoId !== null ? 'pedido' : 'cfdi', entidadId: row.pedidoId ?? row.id, despues: { tipo: row.tipo, uuid: stamped.uuid, total: row.totalCentavos, modo: provider.modo, serie: row.serie, folio: row.folio } },
        ]);
        return true;
      });
      if (done) {
        await send(id);
        for (const hook of stampedHooks) await hook(row);
      }
    } catch (err) {
      const pac = err instanceof PacError ? err : null;
      if (!pac) deps.log.error({ err, cfdi: id }, 'error inesperado al timbrar');
      const message = pac?.message ?? 'No se pudo timbrar por un error inesperado; se reintentará.';
      const retryable = pac ? pac.retryable : true;
      await db
        .update(c)
        .set({ estado: retryable && row.intentos < MAX_TRIES ? 'pendiente' : 'error', error: message, bloqueadoHasta: null })
        .where(and(eq(c.id, id), eq(c.estado, 'timbrando')));
    }
  }

  /** The stamped CFDI to its receiver, once (the first caller to mark it sent sends it); a factura global to nobody. */
  async function send(id: number) {
    const [row] = await db.update(c).set({ enviada: deps.now().toISOString() }).where(and(eq(c.id, id), isNull(c.enviada), eq(c.estado, 'timbrada'))).returning();
    if (!row || row.pedidoId === null || !row.uuid || !row.xml || !row.pdf) return;
    const [order] = await db.select().from(t.pedidos).where(eq(t.pedidos.id, row.pedidoId));
    if (!order) return;
    const files = { uuid: row.uuid, xml: Buffer.from(row.xml), pdf: Buffer.from(row.pdf), prueba: row.modo === 'prueba' };
    if (row.tipo === 'I') {
      await mailFactura(deps, { ...order, totalCentavos: row.totalCentavos }, { rfc: row.rfc, razonSocial: row.nombre }, files, false);
      return;
    }
    // A complemento de pago says what was paid (its own total is 0); a nota de crédito, what it credits.
    const doc = JSON.parse(row.documento) as CfdiDocument;
    const monto = row.tipo === 'P' ? (doc.pagos ?? []).reduce((n, p) => n + p.monto, 0) : row.totalCentavos;
    await mailCfdi(deps, row.tipo as 'P' | 'E', order, { ...files, montoCentavos: monto, rfc: row.rfc, razonSocial: row.nombre });
  }

  /**
   * Any document, queued once: its `clave` is unique, so a second caller (a retried job, a double click, two
   * processes) finds the first one's row. Returns the row's id, or null when stamping is by hand.
   */
  async function queue(input: { clave: string; doc: CfdiDocument; pedidoId?: number | null; pagoCreditoId?: number | null; relacionadoId?: number | null }): Promise<number | null> {
    const existing = await idOf(input.clave);
    if (existing !== null) return existing;
    const provider = await deps.billing.provider();
    if (!provider) return null;
    await db
      .insert(c)
      .values({ ...rowOf(input.doc, input.clave, provider.modo), tipo: input.doc.tipo, pedidoId: input.pedidoId ?? null, pagoCreditoId: input.pagoCreditoId ?? null, relacionadoId: input.relacionadoId ?? null })
      .onConflictDoNothing();
    return idOf(input.clave);
  }

  /**
   * What the periodic job does, once per cluster: orders whose factura can now be invoiced get their ingreso,
   * and documents waiting (a PAC down, a lease expired) are stamped.
   */
  async function sweep(): Promise<number> {
    const waiting = await db
      .select({ pedidoId: t.facturas.pedidoId })
      .from(t.facturas)
      .leftJoin(c, eq(c.clave, sql`'I-' || ${t.facturas.pedidoId}`))
      .where(and(eq(t.facturas.estado, 'solicitada'), isNull(c.id)))
      .orderBy(asc(t.facturas.solicitada))
      .limit(BATCH);
    for (const w of waiting) await queueIngreso(w.pedidoId);
    const now = deps.now().toISOString();
    const due = await db
      .select({ id: c.id })
      .from(c)
      .where(or(eq(c.estado, 'pendiente'), and(eq(c.estado, 'timbrando'), lt(c.bloqueadoHasta, now))))
      .orderBy(asc(c.id))
      .limit(BATCH);
    for (const d of due) await stamp(d.id);
    for (const more of sweeps) await more();
    return due.length;
  }

  const job = periodicJob(deps, { name: 'timbrado', everyMs: 60_000, failure: 'error al timbrar facturas pendientes', run: sweep });

  return {
    queueIngreso,
    queue,
    /** Adds a part to the periodic sweep (run after the ingresos, under the same cluster-wide lock). */
    addSweep: (fn: () => Promise<unknown>) => void sweeps.push(fn),
    /** Told after each document is stamped and sent (an ingreso PPD: its payments' complements follow). */
    onStamped: (fn: (typeof stampedHooks)[number]) => void stampedHooks.push(fn),
    stamp,
    /** What the documents are built with: the shop's fiscal data and series (Ajustes → Facturación). */
    issuer: () => deps.billing.current(),
    /**
     * An order's ingreso as built from its records now, although it was issued already: what a substitute
     * (cancellation motive 01) says. `error` when it cannot be invoiced now or does not add up to the charge.
     */
    async ingresoNow(pedidoId: number): Promise<{ doc: CfdiDocument; error: null } | { doc: null; error: string }> {
      const row = await ingresoOf(pedidoId, 'prueba', { again: true });
      if (!row) return { doc: null, error: 'El pedido ya no se puede facturar (cancelado, sin pagar o sin datos fiscales): cancela con otro motivo.' };
      if (row.error) return { doc: null, error: row.error };
      return { doc: JSON.parse(row.documento) as CfdiDocument, error: null };
    },
    /** The shop's wall clock as a CFDI's Fecha. */
    fecha: () => localDateTime(deps.now(), deps.timezone),
    sweep,
    /**
     * Something happened to an order that may make its factura ready (paid, packed, collected, dispatched):
     * queued and stamped now, in the background — the caller (a webhook, a packer) never waits for the PAC.
     */
    orderChanged(pedidoId: number) {
      void (async () => {
        const id = await queueIngreso(pedidoId);
        if (id !== null) await stamp(id);
      })().catch((err: unknown) => deps.log.error({ err, pedido: pedidoId }, 'error al preparar la factura'));
    },
    /**
     * The owner's «Reintentar» on a document the PAC refused: rebuilt from the records as they are now (the
     * receiver's data corrected, the order fixed), back to pending, and stamped now.
     */
    async retry(id: number, staff: Staff) {
      const [current] = await db.select().from(c).where(eq(c.id, id));
      if (current?.estado !== 'error') throw conflict('Esta factura no está en error: no hay nada que reintentar.');
      const provider = await deps.billing.provider();
      const rebuilt = current.tipo === 'I' && current.pedidoId !== null && provider ? await ingresoOf(current.pedidoId, provider.modo) : null;
      const [row] = await deps.database.transaction(async (tx) => {
        const rows = await tx
          .update(c)
          .set({ ...(rebuilt ?? {}), estado: rebuilt?.estado ?? 'pendiente', error: rebuilt?.error ?? null, intentos: 0 })
          .where(and(eq(c.id, id), eq(c.estado, 'error')))
          .returning({ id: c.id, pedidoId: c.pedidoId, estado: c.estado });
        if (rows[0]) await recordAudit(tx, t, [{ personalId: staff.id, accion: 'reintentar_timbrado', entidad: rows[0].pedidoId !== null ? 'pedido' : 'cfdi', entidadId: rows[0].pedidoId ?? id, antes: { error: current.error } }]);
        return rows;
      });
      if (!row) throw conflict('Esta factura no está en error: no hay nada que reintentar.');
      if (row.estado === 'pendiente') await stamp(row.id);
    },
    /** Stamps what waits on start and then every minute, once per cluster. */
    start: job.start,
    stop: job.stop,
  };
}
export type Stamping = ReturnType<typeof createStamping>;
