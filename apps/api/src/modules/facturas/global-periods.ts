import type { CfdiInformacionGlobal, PeriodicidadGlobal } from '@huerta/contracts';
import { localDateTime } from './local-time';
import { localToUtc } from './pac/facturapi-body';

/**
 * The periods a factura global covers (issue 45), counted in the shop's own calendar (SHOP_TIMEZONE, never the
 * server's): a day, a week, a quincena (1–15, 16–end of month), a month, two months (ene–feb, mar–abr…).
 *
 * A week runs Monday to Sunday (ISO 8601, the week Mexican payroll and most shops close on) and is cut at the
 * end of a month: the SAT's c_Periodicidad 02 says only «Semanal», and a CFDI global carries one month (Meses
 * 01–12) and one year (Año), so a week that starts in one month and ends in the next is two periods — the
 * days of each month in their own global (and the week of New Year's Eve never straddles two years).
 */
export interface GlobalPeriod {
  periodicidad: PeriodicidadGlobal;
  /** Local calendar days, `YYYY-MM-DD`: the first day in, the first day after. */
  desde: string;
  hasta: string;
  /** The same bounds as UTC instants (ISO): local midnights, whatever the offset that day (DST). */
  inicio: string;
  fin: string;
  /** What the CFDI says of it. */
  informacion: CfdiInformacionGlobal;
  /** Its document's key: `G-<periodicidad>-<first day>` (one global per period, ever). */
  clave: string;
}

type Ymd = { y: number; m: number; d: number };

const pad = (n: number) => String(n).padStart(2, '0');
const text = ({ y, m, d }: Ymd) => `${y}-${pad(m)}-${pad(d)}`;
const parse = (s: string): Ymd => ({ y: Number(s.slice(0, 4)), m: Number(s.slice(5, 7)), d: Number(s.slice(8, 10)) });
/** Calendar arithmetic on a date alone (UTC has no DST: a day is always 24 h there). */
const addDays = (day: Ymd, n: number): Ymd => {
  const at = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: at.getUTCFullYear(), m: at.getUTCMonth() + 1, d: at.getUTCDate() };
};
/** The first day of month `m` of `y` (`m` 13 is the next January). */
const firstOfMonth = (y: number, m: number): Ymd => (m > 12 ? { y: y + 1, m: m - 12, d: 1 } : { y, m, d: 1 });
const before = (a: Ymd, b: Ymd) => text(a) < text(b);

/** c_Meses of a bimester: 13 enero-febrero … 18 noviembre-diciembre. */
const bimesterKey = (m: number) => String(12 + Math.ceil(m / 2));

/** The period of `periodicidad` that contains the local day `day`. */
export function periodOf(periodicidad: PeriodicidadGlobal, day: string, timeZone: string): GlobalPeriod {
  const d = parse(day);
  let from: Ymd;
  let to: Ymd;
  let meses = pad(d.m);
  switch (periodicidad) {
    case '01':
      from = d;
      to = addDays(d, 1);
      break;
    case '02': {
      // getUTCDay: 0 Sunday … 6 Saturday; Monday is the week's first day.
      const weekday = new Date(Date.UTC(d.y, d.m - 1, d.d)).getUTCDay();
      const monday = addDays(d, -((weekday + 6) % 7));
      const sunday = addDays(monday, 7);
      const month = firstOfMonth(d.y, d.m);
      const nextMonth = firstOfMonth(d.y, d.m + 1);
      from = before(monday, month) ? month : monday;
      to = before(nextMonth, sunday) ? nextMonth : sunday;
      break;
    }
    case '03':
      from = { y: d.y, m: d.m, d: d.d <= 15 ? 1 : 16 };
      to = d.d <= 15 ? { y: d.y, m: d.m, d: 16 } : firstOfMonth(d.y, d.m + 1);
      break;
    case '04':
      from = firstOfMonth(d.y, d.m);
      to = firstOfMonth(d.y, d.m + 1);
      break;
    case '05': {
      const first = d.m % 2 === 1 ? d.m : d.m - 1;
      from = firstOfMonth(d.y, first);
      to = firstOfMonth(d.y, first + 2);
      meses = bimesterKey(d.m);
      break;
    }
  }
  const desde = text(from);
  const hasta = text(to);
  return {
    periodicidad,
    desde,
    hasta,
    inicio: localToUtc(`${desde}T00:00:00`, timeZone),
    fin: localToUtc(`${hasta}T00:00:00`, timeZone),
    informacion: { periodicidad, meses, anio: from.y },
    clave: `G-${periodicidad}-${desde}`,
  };
}

/** The shop's local day at `now`. */
export const localDay = (now: Date, timeZone: string) => localDateTime(now, timeZone).slice(0, 10);

/** The period running at `now` (not invoiced yet: it has not ended). */
export const currentPeriod = (periodicidad: PeriodicidadGlobal, now: Date, timeZone: string) => periodOf(periodicidad, localDay(now, timeZone), timeZone);

/**
 * The periods that have ended by `now`, newest first, back to `days` days before the current one began (the
 * job catches up after an outage; older sales are left alone).
 */
export function closedPeriods(periodicidad: PeriodicidadGlobal, now: Date, timeZone: string, days: number): GlobalPeriod[] {
  const current = currentPeriod(periodicidad, now, timeZone);
  const oldest = text(addDays(parse(current.desde), -days));
  const periods: GlobalPeriod[] = [];
  for (let p = periodOf(periodicidad, text(addDays(parse(current.desde), -1)), timeZone); p.hasta > oldest; p = periodOf(periodicidad, text(addDays(parse(p.desde), -1)), timeZone)) {
    periods.push(p);
  }
  return periods;
}
