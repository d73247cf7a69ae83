import { addDays, weekdayOf } from '../delivery/rules';

/**
 * Reminders people asked for (issue 47, item 5), the rules both the server and the storefront read. Zod-free.
 *
 * Abandoned cart: a signed-in shopper who said yes gets ONE e-mail «Dejaste productos en tu carrito» once their
 * saved cart has not changed for CART_REMINDER_DELAY_MS, and only if they placed no order since the cart began.
 * An order ends the cart: the next change after it starts a new one (which may be reminded of once again).
 *
 * «¿Tu pedido de esta semana?»: an account's usual weekday is one on which, in the USUAL_WEEKS full weeks
 * (Monday–Sunday) before the week in question, at least USUAL_MIN_WEEKS weeks had an order delivered (or, with
 * no delivery day, placed) that weekday. When such a day D passes and the account has no order for D's week or
 * later, ONE e-mail goes the next morning (shop time, from WEEKLY_REMINDER_MINUTE of D+1, that day only: a
 * reminder a day late is not sent). Accounts with an active standing order on D's weekday are skipped.
 */
export const CART_REMINDER_DELAY_MS = 4 * 60 * 60 * 1000;
export const USUAL_WEEKS = 6;
export const USUAL_MIN_WEEKS = 3;
/** 08:00 shop time. */
export const WEEKLY_REMINDER_MINUTE = 8 * 60;

/** The two kinds of reminder, as stored and as named in the unsubscribe link. */
export const REMINDER_KINDS = ['carrito', 'semanal'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The Monday of a day's week (YYYY-MM-DD). */
export const mondayOf = (day: string): string => addDays(day, -((weekdayOf(day) + 6) % 7));

/**
 * The account's usual weekdays (0 Sunday … 6 Saturday) as of the week holding `day`: those on which at least
 * USUAL_MIN_WEEKS of the USUAL_WEEKS weeks before had an order. `orderDays` are the orders' days (YYYY-MM-DD),
 * cancelled ones left out by the caller; several orders in one week on the same weekday count once.
 */
export function usualWeekdays(orderDays: readonly string[], day: string): number[] {
  const to = mondayOf(day);
  const from = addDays(to, -7 * USUAL_WEEKS);
  const weeks = new Map<number, Set<string>>();
  for (const d of orderDays) {
    if (d < from || d >= to) continue;
    const w = weekdayOf(d);
    const set = weeks.get(w) ?? new Set<string>();
    set.add(mondayOf(d));
    weeks.set(w, set);
  }
  return [...weeks].filter(([, set]) => set.size >= USUAL_MIN_WEEKS).map(([w]) => w).sort((a, b) => a - b);
}

/**
 * Whether the weekly reminder for the day that just passed (`today − 1`) is due now: from the morning's
 * minute of `today`, when that day is a usual weekday and no order falls in its week or later.
 */
export function weeklyReminderDue(input: { today: string; minute: number; orderDays: readonly string[] }): { due: boolean; day: string } {
  const day = addDays(input.today, -1);
  if (input.minute < WEEKLY_REMINDER_MINUTE) return { due: false, day };
  if (!usualWeekdays(input.orderDays, day).includes(weekdayOf(day))) return { due: false, day };
  const week = mondayOf(day);
  return { due: !input.orderDays.some((d) => d >= week), day };
}
