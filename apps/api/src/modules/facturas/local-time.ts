/**
 * The shop's wall-clock date and time at `now`, as a CFDI's Fecha wants it: `YYYY-MM-DDTHH:mm:ss` with no
 * offset, read in the lugar de expedición's zone (the shop's SHOP_TIMEZONE), never the server's.
 */
export function localDateTime(now: Date, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}
