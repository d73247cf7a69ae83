import { and, eq, isNull } from 'drizzle-orm';
import type { Tables } from '../../platform/db/database';
import { mailText } from '../../platform/i18n/mail-text';
import { addCredit } from '../accounts';
import { MIN_ONLINE_CENTAVOS, instructionColumns, onlineCentavos, recordMoney, voucherFor, type DifferenceInstructions, type OnlineMethod } from '../payments';
import type { OrderChangesDeps } from './deps';
import type { Repriced } from './reprice';
import { changeRefusal } from './change-text';

type OrderRow = Tables['pedidos']['$inferSelect'];

/**
 * How a change's money moves, by the order's method and whether it is paid (issue 47):
 * - `total`: on delivery or on account — only the total changes (and the business's used credit, in the change's transaction);
 * - `reemplazar`: not yet paid online — the intent (card, OXXO voucher, SPEI transfer) is replaced for the new amount;
 * - `intento`: paid and it came to more — an intent for exactly the difference, paid on «pagar diferencia»: by card,
 *   or a new OXXO voucher / SPEI transfer for an order paid that way;
 * - `reembolso`: paid by card (or a guest's voucher/transfer) and it came to less — the difference refunded;
 * - `liberacion`: a held card (weighed lines) and less — nothing moves now: packing captures less, the rest is freed;
 * - `saldo`: a signed-in shopper's paid voucher or transfer and less — kept as their shop credit;
 * - `ninguno`: the same amount.
 * Shop credit already applied stays applied.
 */
export type MoneyKind = 'total' | 'reemplazar' | 'intento' | 'reembolso' | 'liberacion' | 'saldo' | 'ninguno';
export interface MoneyPlan {
  kind: MoneyKind;
  diferencia: number;
  cobro: number | null;
  texto: string;
}

/** Its sentences in the order's language (English for an order placed in English; refusals in the page's). */
export function moneyPlan(order: OrderRow, next: Repriced): MoneyPlan {
  const m = mailText(order.idioma);
  const saldo = order.saldoAplicadoCentavos ?? 0;
  if (order.metodoPago === 'contra_entrega' || order.metodoPago === 'credito') {
    const diferencia = next.totals.total - order.totalCentavos;
    return { kind: 'total', diferencia, cobro: null, texto: m.t(order.metodoPago === 'credito' ? 'El nuevo total se carga a la cuenta de tu negocio.' : 'Pagas el nuevo total al recibir tu pedido.') };
  }
  const online = (next.cobro ?? next.totals.total) - saldo;
  if (online < MIN_ONLINE_CENTAVOS) throw changeRefusal(order.idioma, (l) => l.t('Productos: el nuevo total en línea ({total}) queda por debajo del mínimo de un pago ({minimo}).', { total: l.money(online), minimo: l.money(MIN_ONLINE_CENTAVOS) }));
  const diferencia = online - onlineCentavos(order);
  if (!order.pagadoEn) {
    const texto = { tarjeta: 'Pagas el nuevo total con tu tarjeta.', oxxo: 'Te damos una ficha OXXO nueva por el nuevo total: la anterior ya no sirve.', spei: 'Te damos datos de transferencia nuevos por el nuevo total: los anteriores ya no sirven.' }[order.metodoPago] ?? '';
    return { kind: 'reemplazar', diferencia, cobro: next.cobro, texto: texto ? m.t(texto) : '' };
  }
  const held = order.metodoPago === 'tarjeta' && order.cobroCentavos !== null && order.capturadoEn === null;
  if (diferencia === 0) return { kind: 'ninguno', diferencia, cobro: next.cobro, texto: m.t('Lo que pagaste no cambia.') };
  if (diferencia > 0) {
    if (order.diferenciaPagadaEn) throw changeRefusal(order.idioma, (l) => l.t('Productos: ya pagaste una diferencia de este pedido; para agregar más, haz un pedido nuevo.'));
    if (diferencia < MIN_ONLINE_CENTAVOS) {
      const minimum = order.metodoPago === 'tarjeta' ? 'Productos: la diferencia ({diferencia}) es menor que el mínimo de un pago con tarjeta ({minimo}): agrega un poco más.' : 'Productos: la diferencia ({diferencia}) es menor que el mínimo de un pago ({minimo}): agrega un poco más.';
      throw changeRefusal(order.idioma, (l) => l.t(minimum, { diferencia: l.money(diferencia), minimo: l.money(MIN_ONLINE_CENTAVOS) }));
    }
    // A held card keeps what it holds as its `cobro` (captured at packing); the difference is paid beside it —
    // by card, or with a new voucher or transfer of the order's own method (a shopper who paid in cash at OXXO may have no card).
    const texto = { oxxo: 'Te damos una ficha OXXO por la diferencia ({monto}).', spei: 'Te damos datos de transferencia por la diferencia ({monto}).' }[order.metodoPago] ?? 'Pagas la diferencia ({monto}) con tarjeta al guardar.';
    return { kind: 'intento', diferencia, cobro: held ? order.cobroCentavos : next.cobro, texto: m.t(texto, { monto: m.money(diferencia) }) };
  }
  const back = m.money(-diferencia);
  if (held) return { kind: 'liberacion', diferencia, cobro: next.cobro, texto: m.t('Tu tarjeta queda autorizada por {monto} menos: no se te cobra.', { monto: back }) };
  if (order.metodoPago !== 'tarjeta' && order.usuarioId !== null) return { kind: 'saldo', diferencia, cobro: next.cobro, texto: m.t('Te quedan {monto} de saldo a favor para tu próximo pedido.', { monto: back }) };
  return { kind: 'reembolso', diferencia, cobro: next.cobro, texto: m.t('Te devolvemos {monto} a tu forma de pago.', { monto: back }) };
}

/** What the shopper is told of the money: the page's sentence, the e-mail's, the link to pay and a voucher's or transfer's details. */
export interface SettledMoney {
  mensaje: string;
  movido: string;
  pagar?: string;
  /** A voucher or transfer for the difference (and its amount), spelled out in the e-mail. */
  instrucciones?: DifferenceInstructions & { centavos: number };
}

/** The change's money after its commit, once per change (keys and references carry its number). */
export async function settleMoney(deps: OrderChangesDeps, c: { before: OrderRow; after: OrderRow; numero: number; plan: MoneyPlan; userId: number | null }): Promise<SettledMoney> {
  const { database, provider } = deps;
  const { db, t } = database;
  const { after, plan, numero } = c;
  const key = `cambio-${after.id}-${numero}`;
  const m = mailText(after.idioma);
  const saved = m.t('¡Listo! Guardamos los cambios de tu pedido.');
  switch (plan.kind) {
    case 'total':
    case 'ninguno':
    case 'liberacion':
      return { mensaje: `${saved} ${plan.texto}`, movido: plan.texto };
    case 'reemplazar': {
      await deps.orders.renewIntent(after.id);
      const extra = after.metodoPago === 'tarjeta' ? ` ${m.t('Págalo desde «Mi cuenta».')}` : '';
      return { mensaje: `${saved} ${plan.texto}${extra}`, movido: plan.texto };
    }
    case 'saldo': {
      const centavos = -plan.diferencia;
      await database.transaction(async (tx) => {
        await addCredit(tx, t, { usuarioId: after.usuarioId!, pedidoId: after.id, centavos, motivo: `cambio:${numero}` });
        await recordMoney(tx, t, { pedidoId: after.id, tipo: 'saldo', metodo: after.metodoPago, proveedor: after.proveedorPago, referencia: key, centavos, moneda: after.moneda });
      });
      return { mensaje: `${saved} ${plan.texto}`, movido: plan.texto };
    }
    case 'reembolso': {
      const centavos = -plan.diferencia;
      try {
        const refund = await provider.refundIntent(after.paymentIntentId!, centavos, key);
        await recordMoney(db, t, { pedidoId: after.id, tipo: 'reembolso', metodo: after.metodoPago, proveedor: after.proveedorPago, referencia: refund.id, centavos, moneda: after.moneda, detalle: JSON.stringify({ cambio: numero, intent: after.paymentIntentId }) });
        await db.update(t.cambiosPedido).set({ pagadoEn: deps.now().toISOString() }).where(and(eq(t.cambiosPedido.pedidoId, after.id), eq(t.cambiosPedido.numero, numero)));
        return { mensaje: `${saved} ${plan.texto}`, movido: plan.texto };
      } catch {
        // The change stands; the owner sees the refund still to make in the order's timeline (its cambios_pedido row has no pagado_en).
        return { mensaje: `${saved} ${m.t('Tu reembolso de {monto} está en proceso.', { monto: m.money(centavos) })}`, movido: m.t('Reembolso de {monto} en proceso.', { monto: m.money(centavos) }) };
      }
    }
    case 'intento': {
      // The difference is paid as a weighed order's is (payments/packed-difference.ts): its own card intent,
      // its link's key the client secret, recorded once when paid (a signed event or the confirmation page).
      // A voucher's or transfer's lasts, as the order's did, through the eve of the delivery day.
      const metodo: OnlineMethod = after.metodoPago === 'oxxo' || after.metodoPago === 'spei' ? after.metodoPago : 'tarjeta';
      const voucher = voucherFor(metodo === 'tarjeta' ? null : after.diaEntrega, deps.timezone, deps.now());
      const intent = await provider.createIntent({ orderId: after.id, amountCentavos: plan.diferencia, idempotencyKey: key, metodo, cliente: { nombre: after.nombre, email: after.email }, voucher });
      const given = instructionColumns(intent, voucher.vence);
      const instrucciones = given.pagoInstrucciones ? JSON.stringify({ ...(JSON.parse(given.pagoInstrucciones) as object), vence: given.pagoVence }) : null;
      const old = c.before.diferenciaIntentId;
      await database.transaction(async (tx) => {
        await tx.update(t.pedidos).set({ diferenciaCentavos: plan.diferencia, diferenciaIntentId: intent.id, diferenciaSecret: intent.clientSecret, diferenciaMetodo: metodo, diferenciaInstrucciones: instrucciones }).where(and(eq(t.pedidos.id, after.id), isNull(t.pedidos.diferenciaPagadaEn)));
        await tx.update(t.cambiosPedido).set({ intentId: intent.id, clientSecret: intent.clientSecret }).where(and(eq(t.cambiosPedido.pedidoId, after.id), eq(t.cambiosPedido.numero, numero)));
      });
      // An earlier change's difference never paid is withdrawn: only the latest can be paid.
      if (old && old !== intent.id) await provider.cancelIntent(old).catch(() => null);
      const pagar = `/pagar-diferencia?pedido=${after.id}&pago=${encodeURIComponent(intent.clientSecret)}`;
      const instructions = instrucciones ? (JSON.parse(instrucciones) as DifferenceInstructions) : undefined;
      const said = instructions ? plan.texto : m.t('Paga la diferencia ({monto}) para completarlo.', { monto: m.money(plan.diferencia) });
      return { mensaje: `${saved} ${said}`, pagar, movido: m.t('Diferencia por pagar: {monto}.', { monto: m.money(plan.diferencia) }), ...(instructions ? { instrucciones: { ...instructions, centavos: plan.diferencia } } : {}) };
    }
  }
}
