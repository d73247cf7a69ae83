import { formatMXN, toPesos, type Staff } from '@huerta/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Database } from '../../platform/db/database';
import type { pedidos } from '../../schema/sqlite';
import { conflict, notFound } from '../../platform/errors';
import { mailText } from '../../platform/i18n/mail-text';
import { MIN_ONLINE_CENTAVOS, coveredCentavos, finalOnlineCentavos } from './online-amounts';
import type { Mailer } from '../mail';
import { recordMoney } from './money-records';
import { voucherFor } from './providers/intent-args';
import type { OnlineMethod, PaymentInstructions, PaymentProvider } from './providers/provider';
import type { ShopInfo } from '../settings';
import type { Now } from '../../platform/clock';

type OrderRow = typeof pedidos.$inferSelect;

/** A difference's voucher or transfer, as stored (`diferencia_instrucciones`) and shown: its instructions and deadline. */
export type DifferenceInstructions = PaymentInstructions & { vence: string | null };

/** How the difference is paid: by card on its link, or (issue 47) by its own OXXO voucher or SPEI transfer. */
export const differenceMethodOf = (o: Pick<OrderRow, 'diferenciaMetodo'>): OnlineMethod => (o.diferenciaMetodo === 'oxxo' || o.diferenciaMetodo === 'spei' ? o.diferenciaMetodo : 'tarjeta');
export const differenceInstructionsOf = (o: Pick<OrderRow, 'diferenciaInstrucciones'>): DifferenceInstructions => (o.diferenciaInstrucciones ? (JSON.parse(o.diferenciaInstrucciones) as DifferenceInstructions) : { vence: null });

/** How much the packed order passes what was held or paid (and any difference already paid); 0 when it does not. */
export const owedOf = (o: OrderRow) => (o.cobroCentavos === null || o.metodoPago === 'contra_entrega' || o.totalFinalCentavos === null ? 0 : Math.max(0, finalOnlineCentavos(o) - coveredCentavos(o)));

/**
 * Packed over what the card holds (or what was paid up front), the owner may ask the shopper to pay the
 * difference instead of reducing a line (issue 35): a second card intent for exactly the difference, its
 * link e-mailed (`/pagar-diferencia?pedido=N&pago=<client secret>` — the secret is what Stripe gives a
 * browser to pay an intent, nothing more), paid once (a signed event, the confirmation page, or test mode's
 * card), recorded and audited. Packing then charges the rest as usual (packed-charge.ts).
 */
export function createPackedDifference(deps: { database: Database; provider: PaymentProvider; mailer: Mailer; shop: ShopInfo; publicUrl: string; timezone: string; now: Now }) {
  const { database, provider } = deps;
  const { db, t } = database;
  const o = t.pedidos;
  const read = async (id: number) => (await db.select().from(o).where(eq(o.id, id)))[0];

  return {
    async request(id: number, staff: Staff) {
      const order = await read(id);
      if (!order) throw notFound('Pedido no encontrado.');
      if (order.estado !== 'preparando') throw conflict('Se pide la diferencia de un pedido «En preparación».');
      if (order.cobroCentavos === null || order.metodoPago === 'contra_entrega') throw conflict('Este pedido no tiene productos por peso pagados en línea.');
      if (order.totalFinalCentavos === null) throw conflict('Pesa todas las líneas antes de pedir la diferencia.');
      if (order.diferenciaPagadaEn) throw conflict('El cliente ya pagó la diferencia.');
      const owed = owedOf(order);
      if (owed <= 0) throw conflict('El pedido pesado no pasa de lo pagado: no hay diferencia que cobrar.');
      if (owed < MIN_ONLINE_CENTAVOS) throw conflict(`La diferencia (${formatMXN(owed)}) es menor que el mínimo de un cobro con tarjeta (${formatMXN(MIN_ONLINE_CENTAVOS)}): reduce una línea.`);
      const intent = await provider.createIntent({
        orderId: id,
        amountCentavos: owed,
        idempotencyKey: `diferencia-${id}-${owed}`,
        metodo: 'tarjeta',
        cliente: { nombre: order.nombre, email: order.email },
        voucher: voucherFor(null, deps.timezone, deps.now()),
      });
      const saved = await database.transaction(async (tx) => {
        const [row] = await tx
          .update(o)
          .set({ diferenciaCentavos: owed, diferenciaIntentId: intent.id, diferenciaSecret: intent.clientSecret, diferenciaMetodo: 'tarjeta', diferenciaInstrucciones: null })
          .where(and(eq(o.id, id), isNull(o.diferenciaPagadaEn)))
          .returning({ id: o.id });
        if (row) await recordAudit(tx, t, [{ personalId: staff.id, accion: 'pedir_diferencia', entidad: 'pedido', entidadId: id, despues: { monto: owed } }]);
        return row;
      });
      if (!saved) throw conflict('El cliente ya pagó la diferencia.');
      const m = mailText(order.idioma);
      const link = `${deps.publicUrl}/pagar-diferencia?pedido=${id}&pago=${encodeURIComponent(intent.clientSecret)}`;
      const { storeName } = await deps.shop();
      await deps.mailer.send({
        to: order.email,
        kind: 'pedido-diferencia',
        subject: m.t('{tienda}: tu pedido #{id} pesó un poco más', { tienda: storeName, id: String(id) }),
        text: `${m.t('Hola {nombre}:', { nombre: order.nombre })}\n\n${m.t('Tu pedido #{id} pesó {final}, {monto} más de lo que autorizaste. Para enviarlo así, paga la diferencia aquí:', { id: String(id), final: m.money(finalOnlineCentavos(order)), monto: m.money(owed) })}\n${link}\n\n${m.t('Si prefieres que quitemos un poco, responde a este correo.')}\n\n${storeName}`,
      });
      return { mensaje: `Enviamos a ${order.email} el enlace para pagar la diferencia (${formatMXN(owed)}).`, monto: toPesos(owed) };
    },

    /** The link's page: the difference to pay, for the holder of its key only. */
    async view(input: { pedido_id: number; pago: string }) {
      const order = await read(input.pedido_id);
      if (!order || !order.diferenciaSecret || order.diferenciaSecret !== input.pago) throw notFound('Este enlace no es válido.');
      // A shopper's change before packing (issue 47) asks for its difference by the same link; nothing weighed yet.
      // A voucher or transfer (a paid OXXO/SPEI order changed to more) is shown, not paid here: its provider's event pays it.
      const { oxxo = null, spei = null, vence } = differenceInstructionsOf(order);
      return { pedido: order.id, monto: toPesos(order.diferenciaCentavos ?? 0), pagado: order.diferenciaPagadaEn !== null, client_secret: order.diferenciaSecret, cambio: order.totalFinalCentavos === null, metodo: differenceMethodOf(order), oxxo, spei, vence, dia_entrega: order.diaEntrega };
    },

    /** The order whose difference intent this is, if any. */
    orderOf: async (intentId: string) => (await db.select().from(o).where(eq(o.diferenciaIntentId, intentId)))[0],

    /** The difference paid: only for its exact amount, once (money record and audit entry with it). */
    async markPaid(order: OrderRow, intent: { amount: number; currency: string }): Promise<boolean> {
      if (intent.amount !== order.diferenciaCentavos || intent.currency.toLowerCase() !== order.moneda.toLowerCase()) return false;
      const now = new Date().toISOString();
      await database.transaction(async (tx) => {
        const [done] = await tx
          .update(o)
          .set({ diferenciaPagadaEn: now })
          .where(and(eq(o.id, order.id), eq(o.diferenciaIntentId, order.diferenciaIntentId!), isNull(o.diferenciaPagadaEn)))
          .returning({ id: o.id });
        if (!done) return;
        await recordMoney(tx, t, { pedidoId: order.id, tipo: 'pago', metodo: differenceMethodOf(order), proveedor: order.proveedorPago, referencia: order.diferenciaIntentId!, centavos: intent.amount, moneda: order.moneda, creado: now });
        await recordAudit(tx, t, [{ personalId: null, accion: 'diferencia_pagada', entidad: 'pedido', entidadId: order.id, despues: { monto: intent.amount } }]);
      });
      return true;
    },
  };
}

export type PackedDifference = ReturnType<typeof createPackedDifference>;
