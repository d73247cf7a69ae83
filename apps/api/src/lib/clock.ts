/**
 * The shop's calendar day (`YYYY-MM-DD`) in its own time zone: validity windows follow Baja California,
 * not UTC. Formatting a date in a time zone costs microseconds, and every catalogue request asks, so
 * the answer is kept for the rest of the same second.
 */
export function createToday(timeZone: string, now: () => Date = () => new Date()): () => string {
  // en-CA formats as YYYY-MM-DD.
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  let second = Number.NaN;
  let day = '';
  return () => {
    const date = now();
    const s = Math.floor(date.getTime() / 1000);
    if (s !== second) {
      second = s;
      day = fmt.format(date);
    }
    return day;
  };
}
