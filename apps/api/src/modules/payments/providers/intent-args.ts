import { addDays, shopMoment, voucherDays } from '@huerta/contracts';
import type { pedidos } from '../../../schema/sqlite';
import type { CreateIntentArgs, CreatedIntent, OnlineMethod } from './provider';
import { onlineCentavos } from '../online-amounts';

type OrderRow = typeof pedidos.$inferSelect;

/**
 * The provider's idempotency key of an order's intent: one intent per order, amount and method (a card's as before
 * methods existed) — and version once its shopper changed it (issue 47): changed back to an earlier amount, the
 * order needs a new intent, not the withdrawn one that key made.
 */
export const intentKey = (order: Pick<OrderRow, 'id' | 'totalCentavos' | 'cobroCentavos' | 'saldoAplicadoCentavos' | 'metodoPago'> & { version?: number }) =>
  `pedido-${order.id}-${onlineCentavos(order)}${order.metodoPago === 'tarjeta' ? '' : `-${order.metodoPago}`}${order.version ? `-v${order.version}` : ''}`;

/** How long a voucher lasts: through the eve of the chosen day (1 to 7 days), to 23:59 on the shop's clock. */
export function voucherFor(dia: string | null, timeZone: string, now: Date): CreateIntentArgs['voucher'] {
  const today = shopMoment(now, timeZone).day;
  const dias = dia ? voucherDays(dia, today) : 3;
  // The process runs on the shop's time zone (server.ts sets TZ): a local time is the shop's.
  return { dias, vence: new Date(`${addDays(today, dias)}T23:59:59`).toISOString() };
}

/** What the provider is asked to make for an order: its amount, key, method, who pays and the voucher's days. */
export const intentArgsOf = (order: OrderRow, timeZone: string, now: Date, voucher?: CreateIntentArgs['voucher']): CreateIntentArgs => ({
  orderId: order.id,
  // With weighed lines: the estimate plus the margin, held on a card (captured at packing) or paid up front.
  amountCentavos: onlineCentavos(order),
  idempotencyKey: intentKey(order),
  capturaManual: order.metodoPago === 'tarjeta' && order.cobroCentavos !== null,
  metodo: order.metodoPago as OnlineMethod,
  cliente: { nombre: order.nombre, email: order.email },
  // Given by a caller that already worked it out (checkout: the same instant, the same day).
  voucher: voucher ?? voucherFor(order.diaEntrega, timeZone, now),
});

/** The order's columns for a voucher or transfer: its instructions (JSON) and expiry — the provider's for a voucher, the voucher rule's for a transfer (Stripe's never expire). */
export function instructionColumns(intent: CreatedIntent, voucherVence: string) {
  const given = { ...(intent.oxxo ? { oxxo: intent.oxxo } : {}), ...(intent.spei ? { spei: intent.spei } : {}) };
  const any = intent.oxxo || intent.spei;
  return { pagoInstrucciones: any ? JSON.stringify(given) : null, pagoVence: intent.oxxo?.vence ?? (intent.spei ? voucherVence : null) };
}
