/** The clock every service reads "now" from: the system's in a running shop, a test's own in tests. */
export type Now = () => Date;
export const systemNow: Now = () => new Date();

/**
 * The shop's calendar day (`YYYY-MM-DD`) in its own time zone: validity windows follow Baja California,
 * not UTC. Every catalogue request asks, so the answer is kept for the rest of the same second.
 *
 * The server process runs in the shop's zone (server.ts sets TZ), and then the day comes from the
 * Date's local fields. Intl.DateTimeFormat gives the same answer in any process, but loading its ICU
 * locale data costs ~9 MB of resident memory, so it is only the fallback (tests, other zones).
 */
export function createToday(timeZone: string, now: Now = systemNow): () => string {
  let format: (d: Date) => string;
  if (process.env.TZ === timeZone) {
    const pad = (n: number) => String(n).padStart(2, '0');
    format = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  } else {
    // en-CA formats as YYYY-MM-DD.
    const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    format = (d) => fmt.format(d);
  }
  let second = Number.NaN;
  let day = '';
  return () => {
    const date = now();
    const s = Math.floor(date.getTime() / 1000);
    if (s !== second) {
      second = s;
      day = format(date);
    }
    return day;
  };
}
