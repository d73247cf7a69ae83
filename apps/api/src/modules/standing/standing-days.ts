import { addDays, weekdayOf } from '@huerta/contracts';

/** Occurrences are made this many days before their cut-off (the eve of the delivery day at the cut-off hour). */
export const STANDING_LEAD_DAYS = 2;

type Days = { diaSemana: number; diasSemana?: string | null; frecuencia: string; inicio: string };

/** The plan's delivery weekdays (0 Sunday … 6 Saturday), in order. */
export const weekdaysOf = (plan: Pick<Days, 'diaSemana' | 'diasSemana'>): number[] => (plan.diasSemana ? (JSON.parse(plan.diasSemana) as number[]) : [plan.diaSemana]);

/** The Monday of a day's week: every two weeks counts weeks, so a plan's several weekdays share one parity. */
const mondayOf = (d: string) => addDays(d, -((weekdayOf(d) + 6) % 7));

/**
 * The first delivery day of the plan on or after `from` (and never before `inicio`): the nearest of its
 * weekdays — every other week from `inicio`'s week when the plan is every two weeks.
 */
export function nextDayOf(plan: Days, from: string): string {
  const start = from < plan.inicio ? plan.inicio : from;
  let best: string | null = null;
  for (const weekday of weekdaysOf(plan)) {
    let d = addDays(start, (weekday - weekdayOf(start) + 7) % 7);
    if (plan.frecuencia === 'quincenal' && Math.round((Date.parse(mondayOf(d)) - Date.parse(mondayOf(plan.inicio))) / 86_400_000 / 7) % 2 !== 0) d = addDays(d, 7);
    if (best === null || d < best) best = d;
  }
  return best!;
}

/**
 * The earliest first day of a new or changed plan: after `after`, and late enough that its order is still to be
 * made (with its reminder) — never an order for tomorrow made the minute the plan is saved.
 */
export const earliestStart = (today: string, after: string): string => {
  const due = addDays(today, STANDING_LEAD_DAYS + 2);
  return after > due ? after : due;
};
