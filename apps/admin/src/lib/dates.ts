import { addDays, weekdayOf } from '@huerta/contracts';

// Dates in the back office are the shop's, whatever the staff member's device says: a laptop left on
// another zone (or a CI machine on UTC) must still print today's pick list of the shop's today.

/** The shop's time zone, told by the server with the staff session (until then, the browser's own). */
let shopZone: string | undefined;
export const setShopTimeZone = (zone: string) => {
  shopZone = zone;
};

function fields(d: Date) {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: shopZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return Object.fromEntries(format.formatToParts(d).map((p) => [p.type, p.value])) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
}

/** Today in the shop, as AAAA-MM-DD. */
export const shopToday = () => {
  const f = fields(new Date());
  return `${f.year}-${f.month}-${f.day}`;
};

export const firstOfMonth = () => `${shopToday().slice(0, 8)}01`;

/** A stored ISO instant (UTC) as «AAAA-MM-DD HH:MM» in the shop's time, for the tables. */
export const when = (iso: string) => {
  const f = fields(new Date(iso));
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}`;
};

/** «hoy», «mañana» or «ayer» for a shop day near today (AAAA-MM-DD); null further away. */
export function nearDay(day: string): string | null {
  const today = shopToday();
  if (day === today) return 'hoy';
  if (day === addDays(today, 1)) return 'mañana';
  if (day === addDays(today, -1)) return 'ayer';
  return null;
}

const SHORT_WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** «mié 25 nov»: a shop day in a row of days. */
export const shortDayLabel = (day: string) => `${SHORT_WEEKDAYS[weekdayOf(day)]} ${Number(day.slice(8, 10))} ${SHORT_MONTHS[Number(day.slice(5, 7)) - 1]}`;
