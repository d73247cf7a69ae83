import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { CfdiDocument, Staff } from '@huerta/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { Now } from '../../platform/clock';
import { recordAudit } from '../../platform/audit';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { Billing } from './billing';
import type { Stamping } from './stamping';
import { PacError, type CancelMotive, type CancelStatus } from './pac/provider';

/** How long a cancellation being asked for is left alone by the sweep (the PAC call in flight, a substitute stamping). */
const LEASE_MS = 2 * 60_000;
const BATCH = 25;

/** A factura global's key (global-invoice.ts): the only CFDI motive 04 applies to. */
const isGlobal = (clave: string) => clave.startsWith('G-');

/**
 * The owner cancels a stamped CFDI with the SAT's motive (Anexo 20, c_MotivoCancelacion; CFF art. 29-A since
 * 2022): 01 «con errores con relación» — the substitute is stamped first, related to this one with
 * TipoRelacion 04, and the cancellation names its UUID —; 02 «con errores sin relación»; 03 «no se llevó a
 * cabo la operación»; 04 «operación nominativa relacionada en una factura global» (the global is cancelled and
 * issued again without the sale now invoiced by name).
 *
 * The row goes timbrada → cancelacion_pendiente → cancelada. The SAT asks the receiver to accept the
 * cancellation of an ingreso over $1,000 after its first 24 hours (RMF 2.7.1.34; egresos, pagos and the
 * público en general cancel at once): then the PAC answers «pendiente», the row waits «en espera de
 * aceptación», and the periodic job asks again until the receiver accepts (cancelada) or rejects (back to
 * timbrada, the reason kept in `error`). A double click cancels once: the first click claims the row.
 */
export function createCancellation(deps: { database: Database; billing: Billing; stamping: Stamping; now: Now; log: FastifyBaseLogger }) {
  const { db, t } = deps.database;
  const c = t.cfdis;
  type Row = typeof c.$inferSelect;

  const rowOf = async (id: number) => (await db.select().from(c).where(eq(c.id, id)))[0];

  /** Motive 01: the order's ingreso as its records say now, related 04 to the one cancelled, stamped (once: its key is the old one's id). */
  async function substitute(row: Row): Promise<string> {
    const built = await deps.stamping.ingresoNow(row.pedidoId!);
    if (!built.doc) throw new PacError(built.error, false);
    const doc: CfdiDocument = { ...built.doc, relacionados: { tipoRelacion: '04', uuids: [row.uuid!] } };
    const id = await deps.stamping.queue({ clave: `S-${row.id}`, doc, pedidoId: row.pedidoId, relacionadoId: row.id });
    if (id === null) throw new PacError('La tienda timbra a mano: timbra la factura sustituta con tu PAC, o cancela con otro motivo.', false);
    await deps.stamping.stamp(id);
    const sub = await rowOf(id);
    if (sub?.estado !== 'timbrada' || !sub.uuid) throw new PacError(`No se pudo timbrar la factura que sustituye a esta: ${sub?.error ?? 'el PAC no respondió; intenta de nuevo.'}`, false);
    // The order's factura is the substitute now (its shopper's account shows and downloads it).
    await db.update(t.facturas).set({ uuid: sub.uuid, emitida: sub.timbrada }).where(eq(t.facturas.pedidoId, row.pedidoId!));
    return sub.uuid;
  }

  /** Writes where the PAC says the cancellation stands; only over a row still waiting for it. */
  async function settle(row: Row, status: CancelStatus | 'timbrada', staffId: number | null, sustituto: string | null) {
    const estado = status === 'cancelada' || status === 'cancelacion_pendiente' ? status : 'timbrada';
    const set =
      status === 'cancelada'
        ? { estado: 'cancelada', canceladaEn: deps.now().toISOString(), error: null }
        : status === 'cancelacion_pendiente'
          ? { error: null }
          : {
              estado: 'timbrada',
              cancelMotivo: null,
              error:
                status === 'cancelacion_rechazada'
                  ? 'El receptor rechazó la cancelación (o no la aceptó a tiempo): el comprobante sigue vigente. Habla con tu cliente antes de pedirla otra vez.'
                  : 'La cancelación no llegó al PAC: el comprobante sigue vigente; vuelve a cancelarlo.',
            };
    await deps.database.transaction(async (tx) => {
      const [done] = await tx
        .update(c)
        .set({ ...set, ...(sustituto ? { cancelSustituto: sustituto } : {}), bloqueadoHasta: null })
        .where(and(eq(c.id, row.id), eq(c.estado, 'cancelacion_pendiente')))
        .returning({ id: c.id });
      if (!done) return;
      await recordAudit(tx, t, [
        {
          personalId: staffId,
          accion: staffId !== null ? 'cancelar_cfdi' : 'estado_cancelacion_cfdi',
          entidad: row.pedidoId !== null ? 'pedido' : 'cfdi',
          entidadId: row.pedidoId ?? row.id,
          antes: { estado: 'timbrada' },
          despues: { cfdi: row.id, tipo: row.tipo, uuid: row.uuid, motivo: row.cancelMotivo, sustituto: sustituto ?? row.cancelSustituto, estado },
        },
      ]);
    });
  }

  async function cancel(id: number, motivo: CancelMotive, staff: Staff): Promise<string> {
    const row = await rowOf(id);
    if (!row) throw notFound('Comprobante no encontrado.');
    // Asked already (a double click, two tabs): the first request is the one; this one answers where it stands.
    if (row.estado === 'cancelacion_pendiente' || row.estado === 'cancelada') return row.estado;
    if (row.estado !== 'timbrada' || !row.uuid || !row.pacId) throw conflict('Solo se cancela un comprobante timbrado.');
    if (motivo === '04' && !isGlobal(row.clave)) throw badRequest('El motivo 04 es para una factura global que incluyó una venta facturada después a nombre del cliente.');
    if (motivo === '01' && (row.tipo !== 'I' || row.pedidoId === null || isGlobal(row.clave)))
      throw badRequest('Aquí se sustituye (motivo 01) solo la factura de un pedido: para este comprobante usa el motivo 02 y emite el nuevo aparte.');
    const provider = await deps.billing.providerOf(row.modo);
    if (!provider) throw conflict('Guarda la clave de tu PAC en «Ajustes → Facturación» para cancelar este comprobante.');
    const [claimed] = await db
      .update(c)
      .set({ estado: 'cancelacion_pendiente', cancelMotivo: motivo, cancelSustituto: null, error: null, bloqueadoHasta: new Date(deps.now().getTime() + LEASE_MS).toISOString() })
      .where(and(eq(c.id, id), eq(c.estado, 'timbrada')))
      .returning();
    if (!claimed) return (await rowOf(id))!.estado;
    try {
      const sustituto = motivo === '01' ? await substitute(claimed) : null;
      const status = await provider.cancel({ pacId: claimed.pacId!, uuid: claimed.uuid! }, { motivo, sustituto });
      await settle(claimed, status, staff.id, sustituto);
    } catch (err) {
      const pac = err instanceof PacError ? err : null;
      if (!pac) deps.log.error({ err, cfdi: id }, 'error inesperado al cancelar');
      const message = pac?.message ?? 'No se pudo cancelar por un error inesperado: el comprobante sigue vigente; intenta de nuevo.';
      await db
        .update(c)
        .set({ estado: 'timbrada', cancelMotivo: null, error: message, bloqueadoHasta: null })
        .where(and(eq(c.id, id), eq(c.estado, 'cancelacion_pendiente')));
      throw new AppError(pac?.retryable ? 503 : 409, message);
    }
    return (await rowOf(id))!.estado;
  }

  /** The periodic job's part: cancellations waiting for the receiver (or left half-asked by a crash), asked again. */
  async function sweep() {
    const now = deps.now().toISOString();
    const waiting = await db
      .select()
      .from(c)
      .where(and(eq(c.estado, 'cancelacion_pendiente'), or(isNull(c.bloqueadoHasta), lt(c.bloqueadoHasta, now))))
      .orderBy(asc(c.id))
      .limit(BATCH);
    for (const row of waiting) {
      try {
        const provider = await deps.billing.providerOf(row.modo);
        if (!provider || !row.pacId || !row.uuid) continue;
        const status = await provider.cancelStatus({ pacId: row.pacId, uuid: row.uuid });
        if (status !== 'cancelacion_pendiente') await settle(row, status, null, null);
      } catch (err) {
        // The PAC down: asked again on the next sweep.
        deps.log.warn({ err, cfdi: row.id }, 'no se pudo consultar la cancelación');
      }
    }
  }

  deps.stamping.addSweep(sweep);
  return { cancel, sweep };
}
export type Cancellation = ReturnType<typeof createCancellation>;
