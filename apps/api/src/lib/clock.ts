/** The shop's calendar day (`YYYY-MM-DD`) in its own time zone: validity windows follow Baja California, not UTC. */
export function createToday(timeZone: string, now: () => Date = () => new Date()): () => string {
  // en-CA formats as YYYY-MM-DD.
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return () => fmt.format(now());
}
