/**
 * What each sale earns (issue 46), zod-free so the back office and the server agree on the period, the days
 * and the weeks of a margin report.
 *
 * A sale is counted once its order LEFT the shop (`MARGIN_ORDER_STATES`: «Enviado» or «Entregado»): before
 * that it may still be cancelled or repacked, and its cost is only known once packed. It is counted on its
 * delivery day (the shop's calendar day; an order placed without one counts on the shop day it was placed).
 * A line's sale is what it was packed at (its weighed total, or its ordered one) without the IVA it includes;
 * its cost is the one frozen on the line when sold. Lines sold before any cost was known are counted apart
 * («sin costo»), never as zero cost. Shipping is a service, not a product: it is not in the margins.
 */

/** The order states whose lines are sales in the margin reports: orders that left the shop. */
export const MARGIN_ORDER_STATES = ['enviado', 'entregado'] as const;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** A calendar day plus some days (negative: before), as AAAA-MM-DD; calendar arithmetic, no time zone. */
export const addCalendarDays = (isoDate: string, days: number): string => dayOfNumber(dayNumber(isoDate) + days);

/** The Monday of a day's week (weeks run Monday to Sunday, as in Mexico's calendars and ISO 8601). */
export function weekStartOf(isoDate: string): string {
  const n = dayNumber(isoDate);
  // 1970-01-01 was a Thursday: day number 0 is 3 days after a Monday.
  return dayOfNumber(n - ((((n + 3) % 7) + 7) % 7));
}

/** A report's days: from `desde` (by default the period ending today) for `dias` days, both ends included. */
export function marginPeriod(input: { desde?: string | undefined; dias: number }, today: string): { desde: string; hasta: string } {
  const desde = input.desde ?? addCalendarDays(today, 1 - input.dias);
  return { desde, hasta: addCalendarDays(desde, input.dias - 1) };
}

/** Every day of a period, in order. */
export function daysOf(period: { desde: string; hasta: string }): string[] {
  const out: string[] = [];
  for (let n = dayNumber(period.desde); n <= dayNumber(period.hasta); n++) out.push(dayOfNumber(n));
  return out;
}

/** The tables of the margin report, each downloadable as CSV. */
export const MARGIN_TABLES = ['periodo', 'productos', 'categorias', 'clientes', 'listas', 'proveedores', 'pedidos'] as const;
export type MarginTable = (typeof MARGIN_TABLES)[number];
