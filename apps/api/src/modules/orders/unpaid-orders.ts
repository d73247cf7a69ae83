import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../platform/audit';
import type { Database } from '../../platform/db/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { OrdersService } from './orders';
import type { CatalogService } from '../catalog';
import type { PaymentProvider } from '../payments';
import { giveBackStock } from './stock';
import { addCredit } from '../accounts';
import { periodicJob } from '../../platform/jobs';

/** Orders looked at per sweep; the next sweep takes the rest. */
const BATCH = 200;

/**
 * Cancels orders left unpaid longer than the timeout (a shopper who walked away, or an order whose
 * intent was never created because the process died). The intent is cancelled at the provider
 * first: if the payment got there first the order is marked paid instead (a missed webhook), so an
 * order is never cancelled while its money is taken. Every step is conditional, so several sweepers
 * (processes) at once change each order once.
 */
export function createUnpaidSweeper(deps: {
  database: Database;
  provider: PaymentProvider;
  orders: OrdersService;
  catalog: CatalogService;
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Card holds about to lapse are taken in the same sweep (packed-charge.ts). */
  holds?: { sweepHolds(now?: number): Promise<number> };
}) {
  const { provider, orders } = deps;
  const { db, t } = deps.database;
  const { pedidos } = t;

  /**
   * Cancels one unpaid order: its intent at the provider first, then the order, conditionally. If the
   * provider says it was paid, the order is marked paid instead; if it is processing or unreachable,
   * the order is left for the payment (or the next sweep) to decide.
   */
  async function cancelUnpaid(order: { id: number; intentId: string | null }, now = Date.now(), by: 'cancelado_sin_pago' | 'cancelado_por_cliente' = 'cancelado_sin_pago'): Promise<'cancelado' | 'pagado' | 'pendiente'> {
    if (order.intentId) {
      // A card held for weighed lines (`requires_capture`) is authorized, not abandoned: a missed event must
      // not make the sweep release it — the order is paid instead (cancelling would let the hold go).
      const held = await provider.retrieveIntent(order.intentId).catch(() => undefined);
      if (held?.status === 'requires_capture') return (await orders.markPaid(order.id, held)) ? 'pagado' : 'pendiente';
      const intent = await provider.cancelIntent(order.intentId).catch(() => undefined);
      if (intent === undefined) return 'pendiente'; // provider unreachable
      if (intent?.status === 'succeeded') return (await orders.markPaid(order.id, intent)) ? 'pagado' : 'pendiente';
      if (intent && intent.status !== 'canceled') return 'pendiente'; // processing: the payment decides
    }
    let cameBack = false;
    const done = await deps.database.transaction(async (tx) => {
      const rows = await tx
        .update(pedidos)
        .set({ estado: 'cancelado', canceladoEn: new Date(now).toISOString() })
        .where(and(eq(pedidos.id, order.id), eq(pedidos.estado, 'pendiente_pago'), order.intentId ? eq(pedidos.paymentIntentId, order.intentId) : isNull(pedidos.paymentIntentId)))
        .returning({ id: pedidos.id, usuarioId: pedidos.usuarioId, saldo: pedidos.saldoAplicadoCentavos });
      // In the order's timeline: who cancelled it (staff id null: the shop itself, or the shopper below).
      if (rows.length === 1) {
        // The shop credit it was to spend comes back to the account, with the cancellation.
        const [row] = rows;
        if (row!.saldo && row!.usuarioId !== null) await addCredit(tx, t, { usuarioId: row!.usuarioId, pedidoId: order.id, centavos: row!.saldo, motivo: 'devuelto' });
        await recordAudit(tx, t, [{ personalId: null, accion: by, entidad: 'pedido', entidadId: order.id, antes: { estado: 'pendiente_pago' }, despues: { estado: 'cancelado' } }]);
        if (await giveBackStock(tx, t, order.id)) cameBack = true;
      }
      return rows;
    });
    if (cameBack) deps.catalog.invalidate();
    return done.length === 1 ? 'cancelado' : 'pendiente';
  }

  async function sweep(now = Date.now()): Promise<number> {
    const cutoff = new Date(now - deps.timeoutMs).toISOString();
    // A card order waits the timeout; a voucher or transfer waits until it expires (`pago_vence`).
    const stale = await db
      .select({ id: pedidos.id, intentId: pedidos.paymentIntentId })
      .from(pedidos)
      .where(
        and(
          eq(pedidos.estado, 'pendiente_pago'),
          or(and(isNull(pedidos.pagoVence), lt(pedidos.creado, cutoff)), lt(pedidos.pagoVence, new Date(now).toISOString())),
        ),
      )
      .orderBy(asc(pedidos.creado))
      .limit(BATCH);
    let cancelled = 0;
    for (const order of stale) if ((await cancelUnpaid(order, now)) === 'cancelado') cancelled += 1;
    if (cancelled) deps.log.info({ cancelled }, 'pedidos sin pagar cancelados');
    return cancelled;
  }

  /** The shopper cancels an unpaid order of their own from the account page. */
  async function cancelForShopper(orderId: number, userId: number) {
    const [order] = await db.select().from(pedidos).where(eq(pedidos.id, orderId)).limit(1);
    if (!order || order.usuarioId !== userId) throw notFound('Pedido no encontrado.');
    if (order.estado === 'cancelado') return orders.forShopper(order.id);
    if (order.estado !== 'pendiente_pago') throw conflict('Este pedido ya está pagado: para cancelarlo, escríbenos.');
    const outcome = await cancelUnpaid({ id: order.id, intentId: order.paymentIntentId }, Date.now(), 'cancelado_por_cliente');
    if (outcome === 'pagado') throw conflict('Este pedido ya está pagado: para cancelarlo, escríbenos.');
    if (outcome === 'pendiente') throw new AppError(503, 'No pudimos cancelar el pago en este momento. Intenta de nuevo en unos minutos.');
    return orders.forShopper(order.id);
  }

  // Every process sweeps on its timer; the lock lets one at a time do it (the updates are conditional anyway).
  const job = periodicJob(deps, {
    name: 'pedidos-sin-pagar',
    everyMs: Math.max(1000, Math.min(10 * 60_000, deps.timeoutMs / 2)),
    failure: 'error al cancelar pedidos sin pagar',
    run: async () => (await sweep()) + ((await deps.holds?.sweepHolds()) ?? 0),
  });
  /**
   * The provider says an unpaid order's voucher expired or its intent was cancelled (a signed event): the
   * order is cancelled and its stock comes back, through the same conditional steps as the sweep.
   */
  async function cancelForProvider(intentId: string) {
    const [order] = await db.select({ id: pedidos.id, estado: pedidos.estado }).from(pedidos).where(eq(pedidos.paymentIntentId, intentId)).limit(1);
    if (!order || order.estado !== 'pendiente_pago') return;
    await cancelUnpaid({ id: order.id, intentId });
  }

  return {
    sweep,
    cancelForShopper,
    cancelForProvider,
    /** Sweeps now and then every min(10 min, timeout / 2), once per cluster. */
    start: job.start,
    stop: job.stop,
  };
}
