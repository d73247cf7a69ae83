import { addDays, weekdayOf } from '@huerta/contracts';

/** Occurrences are made this many days before their cut-off (the eve of the delivery day at the cut-off hour). */
export const STANDING_LEAD_DAYS = 2;

/** The first delivery day of the plan on or after `from`: its weekday, every two weeks from `inicio` when so. */
export function nextDayOf(plan: { diaSemana: number; frecuencia: string; inicio: string }, from: string): string {
  let d = from < plan.inicio ? plan.inicio : from;
  d = addDays(d, (plan.diaSemana - weekdayOf(d) + 7) % 7);
  if (plan.frecuencia === 'quincenal' && Math.round((Date.parse(d) - Date.parse(plan.inicio)) / 86_400_000 / 7) % 2 !== 0) d = addDays(d, 7);
  return d;
}

