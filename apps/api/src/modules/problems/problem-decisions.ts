import { PROBLEM_DECISION_LABELS, PROBLEM_KIND_LABELS, PROBLEM_STATE_LABELS, reportableOf, toPesos, type ProblemDecisionInput, type ProblemKind, type ProblemState, type Staff } from '@huerta/contracts';
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Now } from '../../platform/clock';
import { recordAudit } from '../../platform/audit';
import type { Database } from '../../platform/db/database';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { addCredit } from '../accounts';
import { creditAbono } from '../business';
import type { Mailer } from '../mail';
import { recordMoney, type PaymentProvider, type RefundInvoicing } from '../payments';
import type { ShopInfo } from '../settings';
import { decisionMail } from './problem-mails';
import type { ProblemLinks } from './problem-links';

/** Paid online at a provider: the refund goes back there. Cash on delivery: the shop gives it back in cash; on account: an abono on the business's account. */
const paidOnline = (o: { paymentIntentId: string | null; pagadoEn: string | null; metodoPago: string }) =>
  o.paymentIntentId !== null && o.pagadoEn !== null && o.metodoPago !== 'contra_entrega' && o.metodoPago !== 'credito';

/**
 * The owner's side: the queue «Problemas reportados» (photo, the customer's history) and the decision,
 * made once — a conditional update from `abierto` (a refund first claims the report as `reembolsando`, so a
 * second owner's decision loses before any money moves; the provider's idempotency key `reclamo-<id>` makes a
 * retried refund the same one, and the money record is unique by its reference).
 */
export function createProblemDecisions(deps: {
  database: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  shop: ShopInfo;
  links: ProblemLinks;
  now: Now;
  publicUrl: string;
  invoicing?: RefundInvoicing;
}) {
  const { database, links } = deps;
  const { db, t } = database;
  const r = t.reportesProblema;
  const rl = t.reportesProblemaLineas;
  const o = t.pedidos;

  async function linesOf(ids: number[]) {
    if (!ids.length) return [];
    return db
      .select({
        id: rl.id,
        reporteId: rl.reporteId,
        motivo: rl.motivo,
        cantidad: rl.cantidad,
        centavos: rl.centavos,
        nota: rl.nota,
        conFoto: sql<number>`case when ${rl.foto} is null then 0 else 1 end`,
        nombre: t.pedidoLineas.nombre,
        items: t.pedidoLineas.items,
        ventaModo: t.pedidoLineas.ventaModo,
        gramosPorItem: t.pedidoLineas.gramosPorItem,
        gramosPesados: t.pedidoLineas.gramosPesados,
        totalLineaCentavos: t.pedidoLineas.totalLineaCentavos,
        totalFinalCentavos: t.pedidoLineas.totalFinalCentavos,
      })
      .from(rl)
      .innerJoin(t.pedidoLineas, eq(t.pedidoLineas.id, rl.pedidoLineaId))
      .where(inArray(rl.reporteId, ids))
      .orderBy(rl.id);
  }
  const lineView = (l: Awaited<ReturnType<typeof linesOf>>[number]) => ({
    id: l.id,
    nombre: l.nombre,
    motivo: PROBLEM_KIND_LABELS[l.motivo as ProblemKind] ?? l.motivo,
    cantidad: l.cantidad,
    unidad: reportableOf(l).unidad,
    monto: toPesos(l.centavos),
    nota: l.nota,
    foto: l.conFoto ? links.photoPath(l.id) : null,
  });
  /** «2 pzas de Aguacate hass», «350 g de Jitomate»: what a replacement brings. */
  const replacementText = (l: Awaited<ReturnType<typeof linesOf>>[number]) => `${l.cantidad} ${reportableOf(l).unidad === 'g' ? 'g' : l.cantidad === 1 ? 'pza' : 'pzas'} de ${l.nombre}`;

  /** A customer's reports: by account, or by e-mail for a guest. */
  const customerOf = (x: { usuarioId: number | null; email: string }) => (x.usuarioId !== null ? or(eq(r.usuarioId, x.usuarioId), eq(r.email, x.email)) : eq(r.email, x.email));

  return {
    /** The queue: open reports oldest first, or the decided ones newest first; each with its photos and the customer's history. */
    async queue(input: { estado: 'abierto' | 'decididos' }) {
      const rows = await db
        .select({ report: r, nombre: o.nombre, telefono: o.telefono, metodoPago: o.metodoPago, paymentIntentId: o.paymentIntentId, pagadoEn: o.pagadoEn })
        .from(r)
        .innerJoin(o, eq(o.id, r.pedidoId))
        .where(input.estado === 'abierto' ? eq(r.estado, 'abierto') : ne(r.estado, 'abierto'))
        .orderBy(input.estado === 'abierto' ? r.id : desc(r.id))
        .limit(200);
      const lines = await linesOf(rows.map((x) => x.report.id));
      const history = new Map<number, { id: number; pedido_id: number; estado: string; total: number; creado: string }[]>();
      for (const { report } of rows) {
        const past = await db.select().from(r).where(and(customerOf(report), ne(r.id, report.id))).orderBy(desc(r.id)).limit(20);
        history.set(
          report.id,
          past.map((p) => ({ id: p.id, pedido_id: p.pedidoId, estado: PROBLEM_STATE_LABELS[p.estado as ProblemState] ?? p.estado, total: toPesos(p.centavos), creado: p.creado })),
        );
      }
      return rows.map(({ report, ...order }) => ({
        id: report.id,
        pedido_id: report.pedidoId,
        cliente: order.nombre,
        email: report.email,
        telefono: order.telefono,
        con_cuenta: report.usuarioId !== null,
        metodo_pago: order.metodoPago,
        reembolso_en: paidOnline(order) ? ('proveedor' as const) : order.metodoPago === 'credito' ? ('cuenta' as const) : ('efectivo' as const),
        estado: report.estado as ProblemState | 'reembolsando',
        etiqueta: PROBLEM_STATE_LABELS[report.estado as ProblemState] ?? 'Reembolsando…',
        total: toPesos(report.centavos),
        creado: report.creado,
        decidido_en: report.decididoEn,
        motivo_decision: report.motivoDecision,
        repuesto_pedido_id: report.repuestoPedidoId,
        lineas: lines.filter((l) => l.reporteId === report.id).map(lineView),
        historial: history.get(report.id) ?? [],
      }));
    },

    /** The owner's decision, once; the shopper is told by e-mail. */
    async decide(input: ProblemDecisionInput, staff: Staff) {
      const [row] = await db.select().from(r).where(eq(r.id, input.id));
      if (!row) throw notFound('Reporte: no existe.');
      if (row.estado !== 'abierto') throw conflict('Reporte: ya se decidió (otra persona lo resolvió). Recarga la lista.');
      if ((input.decision === 'saldo' || input.decision === 'reponer') && row.usuarioId === null)
        throw badRequest('Decisión: el cliente compró sin cuenta; solo se le puede reembolsar (o rechazar el reporte).');
      const [order] = await db.select().from(o).where(eq(o.id, row.pedidoId));
      if (!order) throw notFound('Reporte: su pedido no existe.');
      // Cash on delivery not yet collected: nothing was paid to give back (nor to keep as credit) until the driver records the cash.
      if ((input.decision === 'reembolso' || input.decision === 'saldo') && order.metodoPago === 'contra_entrega' && !order.pagadoEn) throw conflict(`Primero registra el cobro del pedido #${order.id}.`);
      const at = deps.now().toISOString();
      const decided = { personalId: staff.id, decididoEn: at, motivoDecision: input.motivo || null };
      const audit = (tx: Parameters<Parameters<Database['transaction']>[0]>[0], extra: object = {}) =>
        recordAudit(tx, t, [
          { personalId: staff.id, accion: `problema_${input.decision}`, entidad: 'pedido', entidadId: row.pedidoId, antes: { reporte: row.id, estado: 'abierto' }, despues: { reporte: row.id, decision: PROBLEM_DECISION_LABELS[input.decision], monto: row.centavos, ...(input.motivo ? { motivo: input.motivo } : {}), ...extra } },
        ]);
      const LOST = conflict('Reporte: ya se decidió (otra persona lo resolvió). Recarga la lista.');

      if (input.decision === 'reembolso') {
        // Claimed first: a second decision finds it no longer open, before any money moves.
        const [claimed] = await db.update(r).set({ estado: 'reembolsando' }).where(and(eq(r.id, row.id), eq(r.estado, 'abierto'))).returning({ id: r.id });
        if (!claimed) throw LOST;
        const online = paidOnline(order);
        const onAccount = order.metodoPago === 'credito' && order.negocioId !== null;
        let refundId = onAccount ? `abono-reclamo-${row.id}` : `efectivo-reclamo-${row.id}`;
        if (online) {
          try {
            refundId = (await deps.provider.refundIntent(order.paymentIntentId!, row.centavos, `reclamo-${row.id}`)).id;
          } catch {
            await db.update(r).set({ estado: 'abierto' }).where(and(eq(r.id, row.id), eq(r.estado, 'reembolsando')));
            throw new AppError(502, 'Reembolso: el proveedor de pagos no pudo hacerlo ahora. Intenta de nuevo en unos minutos o elige saldo a favor.');
          }
        }
        const first = await database.transaction(async (tx) => {
          const [done] = await tx.update(r).set({ estado: 'reembolso', abierto: null, reembolsoId: refundId, ...decided }).where(and(eq(r.id, row.id), eq(r.estado, 'reembolsando'))).returning({ id: r.id });
          if (!done) return false;
          if (onAccount) {
            // On account: what the business owes goes down (or a balance in its favour), never cash (business/business-credit.ts).
            const aplicado = await creditAbono(tx, t, order.id, row.centavos);
            await recordMoney(tx, t, { pedidoId: order.id, tipo: 'reembolso', personalId: staff.id, metodo: 'credito', proveedor: 'cuenta', referencia: refundId, centavos: row.centavos, moneda: order.moneda, creado: at, detalle: JSON.stringify({ reclamo: row.id, aplicado }) });
            await audit(tx, { reembolso: refundId, abono_cuenta: true });
            return true;
          }
          await recordMoney(tx, t, { pedidoId: order.id, tipo: 'reembolso', personalId: staff.id, metodo: online ? order.metodoPago : 'efectivo', proveedor: online ? order.proveedorPago : 'tienda', referencia: refundId, centavos: row.centavos, moneda: order.moneda, detalle: JSON.stringify({ reclamo: row.id }) });
          await audit(tx, { reembolso: refundId, ...(online ? {} : { efectivo: true }) });
          return true;
        });
        if (!first) throw LOST;
        deps.invoicing?.refunded({ pedidoId: order.id, clave: `reclamo-${row.id}`, centavos: row.centavos, descripcion: onAccount ? 'Abono a cuenta por reporte de problema' : 'Reembolso por reporte de problema' });
      } else {
        await database.transaction(async (tx) => {
          const [done] = await tx
            .update(r)
            .set({ estado: input.decision, abierto: null, ...decided })
            .where(and(eq(r.id, row.id), eq(r.estado, 'abierto')))
            .returning({ id: r.id });
          if (!done) throw LOST;
          if (input.decision === 'saldo') await addCredit(tx, t, { usuarioId: row.usuarioId!, pedidoId: order.id, centavos: row.centavos, motivo: `reclamo:${row.id}` });
          await audit(tx);
        });
        if (input.decision === 'saldo') deps.invoicing?.refunded({ pedidoId: order.id, clave: `reclamo-${row.id}`, centavos: row.centavos, descripcion: 'Saldo a favor por reporte de problema' });
      }
      const lines = await linesOf([row.id]);
      const mail = decisionMail({ order, decision: input.decision, centavos: row.centavos, online: paidOnline(order), onAccount: order.metodoPago === 'credito' && order.negocioId !== null, motivo: input.motivo ?? null, replacement: lines.map(replacementText), store: (await deps.shop()).storeName, link: `${deps.publicUrl}${links.orderPath(order.id)}` });
      await deps.mailer.send({ to: order.email, kind: `problema-${input.decision}`, subject: mail.subject, text: mail.text });
      return { id: row.id, estado: input.decision, message: `Reporte #${row.id}: ${PROBLEM_STATE_LABELS[input.decision]}.` };
    },

    /**
     * «Reponer: …» on an order: the replacements its customer is owed from earlier orders, pending or carried
     * by this order. The back office's order page and its packing slip show them.
     */
    async replacementsFor(pedidoId: number) {
      const [order] = await db.select({ id: o.id, usuarioId: o.usuarioId }).from(o).where(eq(o.id, pedidoId));
      if (!order || order.usuarioId === null) return [];
      const rows = await db
        .select()
        .from(r)
        .where(and(eq(r.usuarioId, order.usuarioId), eq(r.estado, 'reponer'), ne(r.pedidoId, pedidoId), or(isNull(r.repuestoEn), eq(r.repuestoPedidoId, pedidoId))))
        .orderBy(r.id);
      const lines = await linesOf(rows.map((x) => x.id));
      return rows.map((x) => ({ reporte_id: x.id, pedido_id: x.pedidoId, hecho: x.repuestoEn !== null, productos: lines.filter((l) => l.reporteId === x.id).map(replacementText) }));
    },

    /** An order of the customer left the shop: the replacements it carried are done (once; the first order to leave takes them). */
    async orderLeft(pedidoId: number) {
      const [order] = await db.select({ usuarioId: o.usuarioId }).from(o).where(eq(o.id, pedidoId));
      if (!order || order.usuarioId === null) return;
      await db
        .update(r)
        .set({ repuestoPedidoId: pedidoId, repuestoEn: deps.now().toISOString() })
        .where(and(eq(r.usuarioId, order.usuarioId), eq(r.estado, 'reponer'), isNull(r.repuestoEn), ne(r.pedidoId, pedidoId), sql`${r.decididoEn} is not null`));
    },
  };
}
export type ProblemDecisions = ReturnType<typeof createProblemDecisions>;
