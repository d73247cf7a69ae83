import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { CREDIT_PAYMENT_FORM_LABELS, formatMXN, shopMoment, toCentavos, toPesos, type BusinessCredit, type CreditAccount, type CreditOrder, type CreditPayment, type CreditStatement, type Staff } from '@huerta/contracts';
import { recordAudit } from '../../platform/audit';
import type { Database, Db, Tables } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { Mailer } from '../mail';
import type { ShopInfo } from '../settings';

type OrderRow = Tables['pedidos']['$inferSelect'];

/** What an order on account owes in all: as packed once weighed, its estimate before. */
const amountOf = (o: Pick<OrderRow, 'totalCentavos' | 'totalFinalCentavos'>) => o.totalFinalCentavos ?? o.totalCentavos;

/**
 * Takes `centavos` of the business's credit for a new order, in the order's transaction: one conditional
 * update, so racing orders of the same business can never pass its limit together (one waits for the
 * other's row lock on PostgreSQL; SQLite writes one at a time). False when it would pass the limit.
 */
export async function takeCredit(tx: Db, t: Tables, negocioId: number, centavos: number): Promise<boolean> {
  const c = t.creditosNegocio;
  const taken = await tx
    .update(c)
    .set({ usadoCentavos: sql`${c.usadoCentavos} + ${centavos}` })
    .where(and(eq(c.negocioId, negocioId), sql`${c.usadoCentavos} + ${centavos} <= ${c.limiteCentavos}`))
    .returning({ usado: c.usadoCentavos });
  return taken.length === 1;
}

/**
 * What the business's used credit holds for an order on account: its estimate, taken when it was placed, until
 * the packed total is settled when it leaves (`followPackedTotal`, marked by `ajustado_en`); the packed total then.
 */
const heldFor = (o: Pick<OrderRow, 'totalCentavos' | 'totalFinalCentavos' | 'ajustadoEn'>) => (o.ajustadoEn ? amountOf(o) : o.totalCentavos);

/** A cancelled order on account gives back what it still owed (called in the cancellation's transaction). */
export async function releaseCredit(tx: Db, t: Tables, order: OrderRow) {
  if (order.metodoPago !== 'credito' || order.negocioId === null) return;
  const owed = Math.max(0, heldFor(order) - (order.creditoPagadoCentavos ?? 0));
  if (owed > 0) await tx.update(t.creditosNegocio).set({ usadoCentavos: sql`${t.creditosNegocio.usadoCentavos} - ${owed}` }).where(eq(t.creditosNegocio.negocioId, order.negocioId));
}

/**
 * An order on account leaves the shop packed (payments/packed-charge.ts `settle`, the one step weighing and
 * substitutions both reach): the business's used credit follows the packed total instead of the estimate taken
 * at checkout. Once: the conditional update of `ajustado_en` in the same transaction, so a retried or racing
 * «Enviado» moves it a single time. It may pass the limit (what was delivered is owed); false when done already.
 */
export async function followPackedTotal(tx: Db, t: Tables, order: OrderRow, at: string): Promise<boolean> {
  if (order.metodoPago !== 'credito' || order.negocioId === null) return false;
  const O = t.pedidos;
  // The row as it is now (its packed total read in the same statement that marks it).
  const [now] = await tx.update(O).set({ ajustadoEn: at }).where(and(eq(O.id, order.id), isNull(O.ajustadoEn))).returning();
  if (!now) return false;
  const moved = amountOf(now) - now.totalCentavos;
  if (moved !== 0) await tx.update(t.creditosNegocio).set({ usadoCentavos: sql`${t.creditosNegocio.usadoCentavos} + ${moved}` }).where(eq(t.creditosNegocio.negocioId, order.negocioId));
  return true;
}

/**
 * Money given back on an order on account (a problem report decided «reembolso», issue 47) is an abono on the
 * business's account, never cash: it covers what the order still owes first (counted with what was paid on it,
 * so the order shows less pending and a payment can no longer be recorded for it), and what the order no longer
 * owed stays as a balance in the business's favour — its used credit goes below what its orders owe, so it may
 * buy that much more and its statement's running balance shows it. The used credit goes down by the whole
 * amount. Called once per report in the decision's transaction (the caller's conditional claim and its money
 * record `abono-reclamo-<id>`, which the statement lists). Answers the part applied to the order.
 */
export async function creditAbono(tx: Db, t: Tables, pedidoId: number, centavos: number): Promise<number> {
  const O = t.pedidos;
  const [order] = await tx.select().from(O).where(eq(O.id, pedidoId));
  if (!order || order.metodoPago !== 'credito' || order.negocioId === null) return 0;
  const aplicado = Math.min(centavos, Math.max(0, amountOf(order) - (order.creditoPagadoCentavos ?? 0)));
  if (aplicado > 0) await tx.update(O).set({ creditoPagadoCentavos: sql`coalesce(${O.creditoPagadoCentavos}, 0) + ${aplicado}` }).where(eq(O.id, pedidoId));
  await tx.update(t.creditosNegocio).set({ usadoCentavos: sql`${t.creditosNegocio.usadoCentavos} - ${centavos}` }).where(eq(t.creditosNegocio.negocioId, order.negocioId));
  return aplicado;
}

/**
 * Buying on account (issue 34): the owner gives a business terms and a limit; its people's orders on account
 * go straight to preparation, each due `plazo` days after its delivery day; the owner records the payments
 * received against orders, sees what is overdue, and sends the statement. Amounts are the server's.
 */
export function createBusinessCredit(deps: {
  database: Database;
  mailer: Mailer;
  shop: ShopInfo;
  today: () => string;
  timezone: string;
  /** Told of each payment row written (after the commit): the facturas module issues its complemento de pago. */
  paid?: (pagoIds: number[]) => void;
}) {
  const { database } = deps;
  const { db, t } = database;
  const C = t.creditosNegocio;
  const O = t.pedidos;
  const P = t.pagosCredito;

  const termsOf = async (negocioId: number) => (await db.select().from(C).where(eq(C.negocioId, negocioId)))[0];

  /** The business's orders on account (not cancelled), oldest first, with what was paid on each. */
  async function ordersOf(negocioId: number): Promise<CreditOrder[]> {
    const [orders, facturas] = await Promise.all([
      db.select().from(O).where(and(eq(O.negocioId, negocioId), eq(O.metodoPago, 'credito'), ne(O.estado, 'cancelado'))).orderBy(asc(O.id)),
      db.select({ pedido: t.facturas.pedidoId, uuid: t.facturas.uuid }).from(t.facturas).innerJoin(O, eq(O.id, t.facturas.pedidoId)).where(eq(O.negocioId, negocioId)),
    ]);
    const today = deps.today();
    return orders.map((o) => {
      const pagado = o.creditoPagadoCentavos ?? 0;
      const pendiente = Math.max(0, amountOf(o) - pagado);
      return { id: o.id, creado: o.creado, vence: o.creditoVence ?? '', total: toPesos(amountOf(o)), pagado: toPesos(pagado), pendiente: toPesos(pendiente), vencido: pendiente > 0 && (o.creditoVence ?? '') < today, factura: facturas.find((f) => f.pedido === o.id)?.uuid ?? null };
    });
  }

  /**
   * The abonos given on the business's orders for reported problems (`creditAbono`'s money records), oldest
   * first, with the part of each its order no longer owed: the balance in the business's favour.
   */
  async function abonosOf(negocioId: number) {
    const M = t.movimientosDinero;
    const rows = await db
      .select({ pedidoId: M.pedidoId, centavos: M.centavos, creado: M.creado, detalle: M.detalle })
      .from(M)
      .innerJoin(O, eq(O.id, M.pedidoId))
      .where(and(eq(O.negocioId, negocioId), eq(M.tipo, 'reembolso'), eq(M.metodo, 'credito'), sql`${M.referencia} like 'abono-reclamo-%'`))
      .orderBy(asc(M.id));
    return rows.map((r) => ({ ...r, aFavor: r.centavos - ((JSON.parse(r.detalle ?? '{}') as { aplicado?: number }).aplicado ?? 0) }));
  }

  function accountOf(terms: Tables['creditosNegocio']['$inferSelect'], orders: CreditOrder[], aFavor = 0): CreditAccount {
    // A balance in its favour (an abono its order no longer owed) lowers what it owes.
    const debe = Math.max(0, orders.reduce((n, o) => n + toCentavos(o.pendiente), 0) - aFavor);
    const vencido = orders.filter((o) => o.vencido).reduce((n, o) => n + toCentavos(o.pendiente), 0);
    return { plazo_dias: terms.plazoDias, limite: toPesos(terms.limiteCentavos), debe: toPesos(debe), vencido: toPesos(vencido), disponible: toPesos(Math.max(0, terms.limiteCentavos - terms.usadoCentavos)) };
  }

  /** «Estado de cuenta»: orders (charges) and payments in date order, with the running balance. */
async function statement(negocioId: number): Promise<CreditStatement> {
    const [negocio] = await db.select({ n: t.negocios, email: t.usuarios.email }).from(t.negocios).innerJoin(t.usuarios, eq(t.usuarios.id, t.negocios.usuarioId)).where(eq(t.negocios.id, negocioId));
    if (!negocio) throw notFound('Negocio no encontrado.');
    const [orders, payments, terms, abonos] = await Promise.all([
      ordersOf(negocioId),
      // With each payment, the folio fiscal of its complemento de pago once stamped (the facturas module's «P-<pago>»).
      db
        .select({ p: P, rep: t.cfdis.uuid })
        .from(P)
        .leftJoin(t.cfdis, and(eq(t.cfdis.clave, sql`'P-' || ${P.id}`), eq(t.cfdis.estado, 'timbrada')))
        .where(eq(P.negocioId, negocioId))
        .orderBy(asc(P.recibido), asc(P.id)),
      termsOf(negocioId),
      abonosOf(negocioId),
    ]);
    const events = [
      ...orders.map((o) => ({ fecha: shopMoment(new Date(o.creado), deps.timezone).day, orden: 0, concepto: `Pedido #${o.id} (vence ${o.vence})${o.factura ? ` · factura ${o.factura}` : ''}`, cargo: toCentavos(o.total), abono: null })),
      ...abonos.map((a) => ({ fecha: shopMoment(new Date(a.creado), deps.timezone).day, orden: 2, concepto: `Abono por problema reportado, pedido #${a.pedidoId}`, cargo: null, abono: a.centavos })),
      ...payments.map(({ p, rep }) => ({ fecha: p.recibido, orden: 1, concepto: `Pago ${CREDIT_PAYMENT_FORM_LABELS[p.forma as keyof typeof CREDIT_PAYMENT_FORM_LABELS].toLowerCase()} · pedido #${p.pedidoId}${p.referencia ? ` · ${p.referencia}` : ''}${rep ? ` · complemento de pago ${rep}` : ''}`, cargo: null, abono: p.centavos })),
    ].sort((a, b) => a.fecha.localeCompare(b.fecha) || a.orden - b.orden);
    let saldo = 0;
    const movimientos = events.map((e) => {
      saldo += (e.cargo ?? 0) - (e.abono ?? 0);
      return { fecha: e.fecha, concepto: e.concepto, cargo: e.cargo === null ? null : toPesos(e.cargo), abono: e.abono === null ? null : toPesos(e.abono), saldo: toPesos(saldo) };
    });
    return { negocio: { id: negocioId, razon_social: negocio.n.razonSocial, rfc: negocio.n.rfc, email: negocio.email }, cuenta: terms ? accountOf(terms, orders, abonos.reduce((n, a) => n + a.aFavor, 0)) : null, movimientos, pedidos: orders };
  }

  return {
    /** The business's terms, or undefined: it does not buy on account. */
    termsOf,

    /** Its account as its people (and the owner) see it, or null without terms. */
    async account(negocioId: number): Promise<CreditAccount | null> {
      const terms = await termsOf(negocioId);
      return terms ? accountOf(terms, await ordersOf(negocioId), (await abonosOf(negocioId)).reduce((n, a) => n + a.aFavor, 0)) : null;
    },

    /** The owner gives, changes or takes away terms (what is owed stays owed); audited. */
    async setTerms(input: BusinessCredit, staff: Staff) {
      const [negocio] = await db.select().from(t.negocios).where(eq(t.negocios.id, input.id));
      if (!negocio) throw notFound('Negocio no encontrado.');
      if (input.plazo_dias !== null && negocio.estado !== 'aprobada') throw conflict('Solo un negocio aprobado puede comprar a crédito.');
      const before = await termsOf(input.id);
      await database.transaction(async (tx) => {
        if (input.plazo_dias === null) await tx.delete(C).where(eq(C.negocioId, input.id));
        else {
          const values = { plazoDias: input.plazo_dias, limiteCentavos: toCentavos(input.limite) };
          await tx.insert(C).values({ negocioId: input.id, ...values }).onConflictDoUpdate({ target: C.negocioId, set: values });
        }
        await recordAudit(tx, t, [{ personalId: staff.id, accion: 'credito_negocio', entidad: 'negocio', entidadId: input.id, antes: before ? { plazo_dias: before.plazoDias, limite: toPesos(before.limiteCentavos) } : null, despues: input.plazo_dias === null ? null : { plazo_dias: input.plazo_dias, limite: input.limite } }]);
      });
      return { mensaje: input.plazo_dias === null ? `${negocio.razonSocial} ya no compra a crédito.` : `${negocio.razonSocial} compra a crédito: ${input.plazo_dias} días, límite ${formatMXN(toCentavos(input.limite))}.` };
    },

    /**
     * A payment received, applied to the chosen orders oldest first: one row per order it pays, the credit
     * given back, audited; never more than those orders owe (refused, naming what they owe), nothing written then.
     */
    async recordPayment(input: CreditPayment, staff: Staff) {
      const open = (await ordersOf(input.negocio_id)).filter((o) => input.pedido_ids.includes(o.id) && o.pendiente > 0);
      if (open.length !== new Set(input.pedido_ids).size) throw badRequest('Elige pedidos a crédito de este negocio que aún deben algo.');
      let left = toCentavos(input.monto);
      const owed = open.reduce((n, o) => n + toCentavos(o.pendiente), 0);
      if (left > owed) throw badRequest(`El pago pasa de lo que deben esos pedidos: ${formatMXN(owed)}.`);
      const rows = open.flatMap((o) => {
        const part = Math.min(left, toCentavos(o.pendiente));
        left -= part;
        return part > 0 ? [{ negocioId: input.negocio_id, pedidoId: o.id, centavos: part, forma: input.forma, referencia: input.referencia || null, recibido: input.recibido, personalId: staff.id }] : [];
      });
      const total = rows.reduce((n, r) => n + r.centavos, 0);
      const ids = await database.transaction(async (tx) => {
        const written = await tx.insert(P).values(rows).returning({ id: P.id });
        for (const r of rows) await tx.update(O).set({ creditoPagadoCentavos: sql`coalesce(${O.creditoPagadoCentavos}, 0) + ${r.centavos}` }).where(eq(O.id, r.pedidoId));
        await tx.update(C).set({ usadoCentavos: sql`${C.usadoCentavos} - ${total}` }).where(eq(C.negocioId, input.negocio_id));
        await recordAudit(tx, t, [{ personalId: staff.id, accion: 'pago_credito', entidad: 'negocio', entidadId: input.negocio_id, despues: { monto: input.monto, forma: input.forma, referencia: input.referencia ?? null, pedidos: rows.map((r) => ({ pedido: r.pedidoId, monto: toPesos(r.centavos) })) } }]);
        return written.map((w) => w.id);
      });
      deps.paid?.(ids);
      return { mensaje: `Pago de ${formatMXN(total)} registrado (${CREDIT_PAYMENT_FORM_LABELS[input.forma].toLowerCase()}).` };
    },

    /** Every business with terms: what it owes and what is overdue, most overdue first. */
    async overview() {
      const rows = await db.select({ c: C, razonSocial: t.negocios.razonSocial }).from(C).innerJoin(t.negocios, eq(t.negocios.id, C.negocioId));
      const accounts = await Promise.all(rows.map(async (r) => ({ id: r.c.negocioId, razon_social: r.razonSocial, ...accountOf(r.c, await ordersOf(r.c.negocioId), (await abonosOf(r.c.negocioId)).reduce((n, a) => n + a.aFavor, 0)) })));
      return accounts.sort((a, b) => b.vencido - a.vencido || b.debe - a.debe);
    },

    statement,

    /** The statement as text, e-mailed to the business's titular. */
    async sendStatement(negocioId: number) {
      const s = await statement(negocioId);
      const { storeName } = await deps.shop();
      const lines = s.movimientos.map((m) => `${m.fecha}  ${m.concepto}  ${m.cargo !== null ? `cargo ${formatMXN(toCentavos(m.cargo))}` : `abono ${formatMXN(toCentavos(m.abono ?? 0))}`}  saldo ${formatMXN(toCentavos(m.saldo))}`);
      const cuenta = s.cuenta ? `Plazo: ${s.cuenta.plazo_dias} días · límite ${formatMXN(toCentavos(s.cuenta.limite))} · saldo ${formatMXN(toCentavos(s.cuenta.debe))} · vencido ${formatMXN(toCentavos(s.cuenta.vencido))}` : '';
      await deps.mailer.send({
        to: s.negocio.email,
        kind: 'estado-de-cuenta',
        subject: `${storeName}: estado de cuenta de ${s.negocio.razon_social}`,
        text: `Estado de cuenta de ${s.negocio.razon_social} (RFC ${s.negocio.rfc}) al ${deps.today()}.\n${cuenta}\n\n${lines.join('\n') || 'Sin movimientos.'}\n\n${storeName}`,
      });
      return { mensaje: `Estado de cuenta enviado a ${s.negocio.email}.` };
    },

  };
}

export type BusinessCreditService = ReturnType<typeof createBusinessCredit>;
