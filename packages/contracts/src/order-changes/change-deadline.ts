import { addDays, minuteOfDay, shopMoment, type ShopMoment } from '../delivery/rules';

/**
 * Until when a shopper may change their order (issue 47): the shop's cut-off (`corte`, "23:00") of the eve of
 * its delivery day, in shop time — or, without a delivery day, the cut-off of the day it was placed. Compared
 * on the shop's wall clock (day, minute), so a daylight-saving jump or the year's turn never moves it.
 */
export function changeDeadline(order: { diaEntrega: string | null; creado: string }, corte: string, timeZone: string): ShopMoment {
  const day = order.diaEntrega ? addDays(order.diaEntrega, -1) : shopMoment(new Date(order.creado), timeZone).day;
  return { day, minute: minuteOfDay(corte) };
}

/** Whether `now` is still before the order's change deadline (the cut-off minute itself is too late). */
export function canChange(order: { diaEntrega: string | null; creado: string }, corte: string, timeZone: string, now: Date): boolean {
  const at = shopMoment(now, timeZone);
  const until = changeDeadline(order, corte, timeZone);
  return at.day < until.day || (at.day === until.day && at.minute < until.minute);
}

/** "23:00 del domingo 27 de diciembre" style label parts: the deadline's day and clock, for the page and e-mail. */
export const deadlineClock = (d: ShopMoment) => `${String(Math.floor(d.minute / 60)).padStart(2, '0')}:${String(d.minute % 60).padStart(2, '0')}`;

/** The one sentence every refusal after the cut-off says (page, API, e-mail link). */
export const CHANGE_REFUSALS = {
  packing: 'Ya estamos empacando tu pedido: ya no se puede modificar.',
  late: 'Ya pasó la hora de corte para modificar este pedido: lo preparamos como está.',
  closed: 'Este pedido ya no se puede modificar: ya fue enviado, entregado o cancelado.',
  raced: 'Tu pedido cambió mientras lo editabas (otra pestaña o persona). Recarga para ver cómo quedó.',
} as const;

/** A change as the audit stores it (modules/order-changes): lines and totals before and after, in centavos. */
export interface ChangeSnapshot {
  lineas: { producto: number; nombre: string; items: number; total: number }[];
  total: number;
  dia: string | null;
  ventana: string | null;
  diferencia?: number;
  dinero?: string;
  /** How a difference to pay is paid (`dinero: 'intento'`): the order's OXXO or SPEI, else by card. */
  pago?: string;
}

const MONEY_WORDS: Record<string, string> = {
  intento: 'diferencia por pagar con tarjeta',
  reembolso: 'diferencia reembolsada',
  liberacion: 'menos autorizado en la tarjeta',
  saldo: 'diferencia como saldo a favor',
  reemplazar: 'nuevo pago por el total',
  total: 'cambia el total a cobrar',
  ninguno: 'sin movimiento de dinero',
};
const pesos = (c: number) => `$${(c / 100).toFixed(2)}`;

/** The order's timeline line of a shopper's change: «Cambio del cliente: Sandía 0 → 3; total $622.50 → $679.20 (diferencia por pagar con tarjeta $56.70)». */
export function changeSummary(antes: ChangeSnapshot, despues: ChangeSnapshot): string {
  const names = new Map<number, string>();
  const before = new Map(antes.lineas.map((l) => (names.set(l.producto, l.nombre), [l.producto, l.items])));
  const after = new Map(despues.lineas.map((l) => (names.set(l.producto, l.nombre), [l.producto, l.items])));
  const lines = [...names].filter(([id]) => before.get(id) !== after.get(id)).map(([id, nombre]) => `${nombre} ${before.get(id) ?? 0} → ${after.get(id) ?? 0}`);
  const when = antes.dia !== despues.dia || antes.ventana !== despues.ventana ? [`entrega ${[antes.dia, antes.ventana].filter(Boolean).join(' ')} → ${[despues.dia, despues.ventana].filter(Boolean).join(' ')}`] : [];
  const words = despues.dinero === 'intento' && (despues.pago === 'oxxo' || despues.pago === 'spei') ? `diferencia por pagar ${despues.pago === 'oxxo' ? 'con ficha OXXO' : 'por SPEI'}` : despues.dinero ? (MONEY_WORDS[despues.dinero] ?? despues.dinero) : '';
  const money = despues.dinero ? ` (${words}${despues.diferencia ? ` ${pesos(Math.abs(despues.diferencia))}` : ''})` : '';
  return `Cambio del cliente: ${[...lines, ...when, `total ${pesos(antes.total)} → ${pesos(despues.total)}${money}`].join('; ')}`;
}
