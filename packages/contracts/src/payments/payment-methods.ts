/**
 * The ways an order is paid (issue 33) and the rules on which a shopper may use each. Zod-free: the
 * checkout offers exactly what the server accepts, with the same words.
 */
import { addDays, deliveryDays, type DeliveryCalendar, type DeliveryZone, type ShopMoment } from '../delivery/rules';

export const PAYMENT_METHODS = ['tarjeta', 'oxxo', 'spei', 'contra_entrega'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * How an order may be paid: the owner's methods above, and buying on account («a crédito», issue 34) — not a
 * method the owner turns on for everyone but terms given to an approved business. Written out, not spread
 * from PAYMENT_METHODS: a top-level spread is code the bundler must keep, and with it every module of the
 * rules' barrel (4 KB more on every page's first JavaScript).
 */
export const ORDER_METHODS = ['tarjeta', 'oxxo', 'spei', 'contra_entrega', 'credito'] as const;
export type OrderMethod = (typeof ORDER_METHODS)[number];

export const ORDER_METHOD_LABELS: Record<OrderMethod, string> = {
  tarjeta: 'Tarjeta',
  oxxo: 'Efectivo en OXXO',
  spei: 'Transferencia SPEI',
  contra_entrega: 'Pago al recibir',
  credito: 'A crédito',
};
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = ORDER_METHOD_LABELS;

/** What happens next with each method, said under its choice at the checkout. */
export const PAYMENT_METHOD_NEXT: Record<PaymentMethod, string> = {
  tarjeta: 'Pagas ahora con tu tarjeta de crédito o débito.',
  oxxo: 'Te damos una ficha para pagar en efectivo en cualquier OXXO. Tu pedido se programa al recibir el pago.',
  spei: 'Te damos una CLABE para transferir desde la app de tu banco. Tu pedido se programa al recibir la transferencia.',
  contra_entrega: 'Pagas en efectivo o con tarjeta (terminal) cuando recibes tu pedido.',
};

/** Methods whose money arrives after the order is placed: a voucher or a transfer. */
export const DEFERRED_METHODS: readonly PaymentMethod[] = ['oxxo', 'spei'];

/** The owner's payment settings as the rules read them (centavos). */
export interface PaymentOptions {
  metodos: readonly PaymentMethod[];
  contraEntrega: {
    /** Above this total, pay on delivery is not offered. */
    maximoCentavos: number;
    /** The zones where it is offered; null: every zone. */
    zonas: readonly number[] | null;
    /** Only for a customer (signed in) with an order already delivered. */
    soloConEntregado: boolean;
  };
}

export const DEFAULT_PAYMENT_OPTIONS: PaymentOptions = {
  metodos: ['tarjeta'],
  contraEntrega: { maximoCentavos: 300_000, zonas: null, soloConEntregado: false },
};

export interface MethodContext {
  totalCentavos: number;
  zonaId: number | null;
  /** Signed in with an order already delivered (known on the server; the checkout passes what it knows). */
  hasDelivered: boolean;
}

/** Why a method cannot pay an order: turned off, not in the order's zone, over its maximum, or not for this customer yet. */
export type MethodProblem = 'apagado' | 'zona' | 'maximo' | 'entregado';

/**
 * Why a method cannot pay this order, or null when it can. The server refuses with the reason's sentence
 * (i18n/error-text.ts); the checkout greys the choice out with the same one.
 */
export function methodProblem(options: PaymentOptions, metodo: PaymentMethod, ctx: MethodContext): MethodProblem | null {
  if (!options.metodos.includes(metodo)) return 'apagado';
  if (metodo !== 'contra_entrega') return null;
  const rule = options.contraEntrega;
  if (rule.zonas !== null && (ctx.zonaId === null || !rule.zonas.includes(ctx.zonaId))) return 'zona';
  if (ctx.totalCentavos > rule.maximoCentavos) return 'maximo';
  if (rule.soloConEntregado && !ctx.hasDelivered) return 'entregado';
  return null;
}

/**
 * Whether a payment at `paidAt` (the shop's clock) still keeps delivery day `dia`: it must arrive before
 * the cut-off of the day before, as an order placed then would.
 */
export const paidInTime = (dia: string, paidAt: ShopMoment, calendar: Pick<DeliveryCalendar, 'cutoffMinute'>): boolean => {
  const eve = addDays(dia, -1);
  return paidAt.day < eve || (paidAt.day === eve && paidAt.minute < calendar.cutoffMinute);
};

/**
 * The delivery day of an order paid at `paidAt`: its own when paid in time; otherwise the first of the
 * zone's days an order placed at that moment would get, skipping those `isFull` says have no room. Null
 * when none is left in the horizon (the owner arranges it).
 */
export function dayOnPayment(dia: string, paidAt: ShopMoment, zone: Pick<DeliveryZone, 'diasEntrega'>, calendar: DeliveryCalendar, isFull: (day: string) => boolean = () => false): string | null {
  if (paidInTime(dia, paidAt, calendar)) return dia;
  return deliveryDays(paidAt, zone, calendar).find((d) => !isFull(d)) ?? null;
}

/**
 * Whether a voucher (or transfer) paid near its deadline `vence` (the shop's clock) would arrive after the
 * cut-off of its day's eve — the payment then moves the delivery to the next day with room
 * (services/paid-day.ts), and the voucher says so. False for an order without a day, and for a voucher that
 * ends before the eve's cut-off (a day far ahead): paying late is then not possible.
 */
export const voucherOutlastsCutoff = (dia: string | null, vence: ShopMoment, calendar: Pick<DeliveryCalendar, 'cutoffMinute'>): boolean =>
  dia !== null && !paidInTime(dia, vence, calendar);

/**
 * Calendar days an OXXO voucher lasts (Stripe's `expires_after_days`, 1 to 7; it ends at 23:59 of the last
 * one): through the day before delivery, so a voucher paid in time keeps the chosen day.
 */
export function voucherDays(dia: string, today: string): number {
  const days = Math.round((Date.parse(`${addDays(dia, -1)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return Math.min(7, Math.max(1, days));
}
