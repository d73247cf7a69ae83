// Wall-clock times of the shop's zone as instants, whatever zone the process runs in (`pnpm db:seed` does
// not set TZ as the server does): the history seed writes «6:30 at the market» in Tijuana, not in UTC.

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string) {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, f);
  }
  return f;
}

function wallClock(at: Date, timeZone: string) {
  const p = Object.fromEntries(format(timeZone).formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, ms: Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) };
}

/** The shop's day (YYYY-MM-DD) at an instant. */
export const zonedDay = (at: Date, timeZone: string): string => wallClock(at, timeZone).day;

/** The instant a day's wall clock in the zone shows `minutes` past midnight (twice looked up: across a DST change too). */
export function zonedInstant(day: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(y, m - 1, d, 0, minutes);
  let t = wanted;
  for (let i = 0; i < 2; i++) {
    const shown = wallClock(new Date(t), timeZone).ms;
    t += wanted - shown;
  }
  return new Date(t);
}

/** The calendar day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();
