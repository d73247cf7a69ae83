// The shop's days as instant ranges. The process runs in the shop's time zone (server.ts sets TZ; the
// tests do too), so a local midnight is the shop's midnight — across daylight-saving changes as well.

/** The first instant of a shop day, as stored timestamps are written (ISO, UTC). */
export const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00`).toISOString();

/** The first instant of the next shop day. */
export function dayEnd(isoDate: string) {
  const d = new Date(`${isoDate}T00:00:00`);
  d.setDate(d.getDate() + 1);
  return d.toISOString();
}

/** The shop day an instant falls on, as AAAA-MM-DD. */
export const shopDayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
