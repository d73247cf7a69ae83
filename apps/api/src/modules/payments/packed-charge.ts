import { formatMXN, type TranslationOverlay } from '@huerta/contracts';
import { and, eq, isNull, lt, inArray, isNotNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Database } from '../../platform/db/database';
import type { pedidos } from '../../schema/sqlite';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../mail';
import { recordMoney } from './money-records';
import { sendPackedChargeMail } from './packed-mails';
import { linesForShopper } from '../catalog';
import { addCredit } from '../accounts';
import { followPackedTotal } from '../business';
import { coveredCentavos, differencePaid, finalOnlineCentavos, onlineCentavos, takenCentavos } from './online-amounts';
import { PAYMENT_UNAVAILABLE, type PaymentProvider } from './providers/provider';
import type { ShopInfo } from '../settings';

type OrderRow = typeof pedidos.$inferSelect;

/** Stripe lets a card hold live 7 days; ours is taken on the 6th if the order is not packed yet. */
export const HOLD_SAFE_MS = 6 * 86_400_000;

/** A card held for the estimate plus the margin, not yet captured. */
export const isHeldCard = (o: Pick<OrderRow, 'metodoPago' | 'cobroCentavos'>) => o.metodoPago === 'tarjeta' && o.cobroCentavos !== null;


export type Settled = { ok: true } | { ok: false; motivo: string };

/**
 * What the packer is told when the packed order passes what the card holds (or what was paid): while weighing
 * (modules/weighing/weighing.ts) and when «Enviado» is refused. `final`: the packed total charged online.
 */
export const overHold = (order: OrderRow, final: number) =>
  `El pedido pesado suma ${formatMXN(final)} y ${isHeldCard(order) && order.capturadoEn === null ? 'la tarjeta tiene autorizados' : 'el cliente pagó'} ${formatMXN(coveredCentavos(order))}: reduce una línea o pide al cliente la diferencia.`;

/**
 * Charging what was packed (issue 35). An order with weighed lines paid online was charged (or held) the
 * estimate plus the margin; when it leaves, packed and weighed, `settle` makes that the packed total:
 * - a held card is captured for the packed total (the rest of the hold is released by the capture itself);
 * - money paid up front (OXXO, SPEI, or a hold taken early before it lapsed) gives the difference back —
 *   refunded, or kept as shop credit when the shopper chose so at checkout.
 * Never more than was held or paid: beyond it the move is refused and the packer told to reduce a line.
 * Each step is idempotent: the provider's key per order makes a retried capture or refund the same one,
 * and the conditional update on `ajustado_en` records it (money record, audit entry, e-mail) once.
 */
export function createPackedCharge(deps: { database: Database; provider: PaymentProvider; mailer: Mailer; shop: ShopInfo; translations: () => Promise<TranslationOverlay> }) {
  const { database, provider } = deps;
  const { db, t } = database;
  const o = t.pedidos;

  const read = async (id: number) => (await db.select().from(o).where(eq(o.id, id)))[0];

  /** The capture or difference recorded with the order, once; false when another caller recorded it first. */
  async function record(
    order: OrderRow,
    change: { capturado?: number; ajuste: number; como: 'liberado' | 'reembolso' | 'saldo'; referencia: string | null; spareRefund?: { id: string; centavos: number } | null },
    by: number | null,
  ) {
    const now = new Date().toISOString();
    const first = await database.transaction(async (tx) => {
      const [done] = await tx
        .update(o)
        .set({ ...(change.capturado !== undefined ? { capturadoCentavos: change.capturado, capturadoEn: now } : {}), ajusteCentavos: change.ajuste, ajustadoEn: now })
        .where(and(eq(o.id, order.id), isNull(o.ajustadoEn)))
        .returning({ id: o.id });
      if (!done) return false;
      const base = { pedidoId: order.id, metodo: order.metodoPago, proveedor: order.proveedorPago, moneda: order.moneda, creado: now };
      if (change.capturado !== undefined) await recordMoney(tx, t, { ...base, tipo: 'captura', referencia: `captura-${order.paymentIntentId}`, centavos: change.capturado });
      if (change.spareRefund) await recordMoney(tx, t, { ...base, tipo: 'reembolso', referencia: change.spareRefund.id, centavos: change.spareRefund.centavos });
      if (change.ajuste > 0 && change.como === 'reembolso') await recordMoney(tx, t, { ...base, tipo: 'reembolso', referencia: change.referencia!, centavos: change.ajuste });
      if (change.ajuste > 0 && change.como === 'saldo') {
        await recordMoney(tx, t, { ...base, tipo: 'saldo', referencia: `saldo-pedido-${order.id}`, centavos: change.ajuste });
        await addCredit(tx, t, { usuarioId: order.usuarioId!, pedidoId: order.id, centavos: change.ajuste, motivo: 'sobrante' });
      }
      await recordAudit(tx, t, [
        {
          personalId: by,
          accion: 'cobrar_lo_pesado',
          entidad: 'pedido',
          entidadId: order.id,
          antes: { cobro: order.cobroCentavos, capturado: order.capturadoCentavos },
          despues: { final: order.totalFinalCentavos ?? order.totalCentavos, capturado: change.capturado ?? null, devuelto: change.ajuste, como: change.como },
        },
      ]);
      return true;
    });
    if (first) {
      const lines = await db.select().from(t.pedidoLineas).where(eq(t.pedidoLineas.pedidoId, order.id)).orderBy(t.pedidoLineas.id);
      // Named in the shopper's language, as the order's confirmation was.
      await sendPackedChargeMail(deps.mailer, await deps.shop(), (await read(order.id))!, await linesForShopper(order.idioma, lines, deps.translations));
    }
    return first;
  }

  async function settle(orderId: number, by: number | null): Promise<Settled> {
    const order = await read(orderId);
    // On account (issue 34): nothing was taken online; the business's used credit follows what was packed, once.
    if (order?.metodoPago === 'credito') {
      if (!order.ajustadoEn) await database.transaction((tx) => followPackedTotal(tx, t, order, new Date().toISOString()));
      return { ok: true };
    }
    // Nothing to settle: nothing packed differently from what was paid online (no weighed line, no line short
    // or substituted at packing — issue 47), not paid, or settled already.
    if (!order || (order.cobroCentavos === null && order.totalFinalCentavos === null) || order.metodoPago === 'contra_entrega' || !order.pagadoEn || order.ajustadoEn || !order.paymentIntentId) return { ok: true };
    const final = finalOnlineCentavos(order);
    const limit = takenCentavos(order);
    const paidDiff = differencePaid(order);
    if (final > limit + paidDiff) return { ok: false, motivo: overHold(order, final) };
    // The first payment covers what it can; a difference paid by link the rest — and what it paid beyond that
    // (the packer reduced a line afterwards) goes back to its card.
    const main = Math.min(final, limit);
    const spare = paidDiff - (final - main);
    let spareRefund: { id: string; centavos: number } | null = null;
    if (spare > 0) {
      try {
        spareRefund = { id: (await provider.refundIntent(order.diferenciaIntentId!, spare, `diferencia-sobrante-${order.id}`)).id, centavos: spare };
      } catch {
        return { ok: false, motivo: PAYMENT_UNAVAILABLE };
      }
    }
    if (isHeldCard(order) && order.capturadoEn === null) {
      try {
        await provider.captureIntent(order.paymentIntentId, main, `captura-pedido-${order.id}`);
      } catch (err) {
        if (err instanceof AppError && err.status === 409) return { ok: false, motivo: 'La autorización de la tarjeta ya no está vigente: no se puede cobrar. Llama al cliente para acordar el pago.' };
        return { ok: false, motivo: PAYMENT_UNAVAILABLE };
      }
      await record(order, { capturado: main, ajuste: onlineCentavos(order) - main, como: 'liberado', referencia: null, spareRefund }, by);
      return { ok: true };
    }
    const left = limit - main;
    const keep = order.sobrante === 'saldo' && order.metodoPago !== 'tarjeta' && order.usuarioId !== null;
    if (left === 0 || keep) {
      await record(order, { ajuste: left, como: 'saldo', referencia: null, spareRefund }, by);
      return { ok: true };
    }
    let refundId: string;
    try {
      refundId = (await provider.refundIntent(order.paymentIntentId, left, `diferencia-pedido-${order.id}`)).id;
    } catch {
      return { ok: false, motivo: PAYMENT_UNAVAILABLE };
    }
    await record(order, { ajuste: left, como: 'reembolso', referencia: refundId, spareRefund }, by);
    return { ok: true };
  }

  /**
   * A hold lapses after 7 days at Stripe. An order whose card was held 6 days ago and is still not packed
   * has its whole hold captured now (the money is safe); packing later gives the difference back as a refund.
   */
  async function sweepHolds(now = Date.now()): Promise<number> {
    const due = await db
      .select()
      .from(o)
      .where(
        and(
          eq(o.metodoPago, 'tarjeta'),
          isNotNull(o.cobroCentavos),
          isNotNull(o.paymentIntentId),
          isNull(o.capturadoEn),
          inArray(o.estado, ['pagado', 'preparando']),
          lt(o.pagadoEn, new Date(now - HOLD_SAFE_MS).toISOString()),
        ),
      )
      .limit(100);
    let taken = 0;
    for (const order of due) {
      const amount = onlineCentavos(order);
      const ok = await provider.captureIntent(order.paymentIntentId!, amount, `captura-pedido-${order.id}`).then(
        () => true,
        () => false,
      );
      if (!ok) continue;
      const first = await database.transaction(async (tx) => {
        const [done] = await tx
          .update(o)
          .set({ capturadoCentavos: amount, capturadoEn: new Date(now).toISOString() })
          .where(and(eq(o.id, order.id), isNull(o.capturadoEn)))
          .returning({ id: o.id });
        if (!done) return false;
        await recordMoney(tx, t, { pedidoId: order.id, tipo: 'captura', metodo: order.metodoPago, proveedor: order.proveedorPago, referencia: `captura-${order.paymentIntentId}`, centavos: amount, moneda: order.moneda });
        await recordAudit(tx, t, [{ personalId: null, accion: 'captura_antes_de_vencer', entidad: 'pedido', entidadId: order.id, despues: { capturado: amount } }]);
        return true;
      });
      if (first) taken += 1;
    }
    return taken;
  }

  return { settle, sweepHolds };
}

export type PackedCharge = ReturnType<typeof createPackedCharge>;
