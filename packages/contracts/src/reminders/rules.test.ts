import { describe, expect, it } from 'vitest';
import { mondayOf, usualWeekdays, weeklyReminderDue, WEEKLY_REMINDER_MINUTE } from './rules';

// Tuesdays of the six weeks before the week of Tuesday 2027-03-16.
const tuesdays = ['2027-02-02', '2027-02-09', '2027-02-16', '2027-02-23', '2027-03-02', '2027-03-09'];

describe('the usual weekday', () => {
  it('is a weekday with an order in at least 3 of the 6 weeks before', () => {
    expect(usualWeekdays(tuesdays.slice(0, 3), '2027-03-16')).toEqual([2]); // 4 to 6 weeks back: still inside
    expect(usualWeekdays(['2027-02-09', '2027-02-23', '2027-03-09'], '2027-03-16')).toEqual([2]);
    expect(usualWeekdays(['2027-02-09', '2027-03-09'], '2027-03-16')).toEqual([]);
  });

  it('counts a week once, and only the 6 weeks before the day’s week', () => {
    // Three orders on Tuesday of one week are one week.
    expect(usualWeekdays(['2027-03-09', '2027-03-09', '2027-03-09'], '2027-03-16')).toEqual([]);
    // Orders 7 weeks back, or in the day's own week, do not count.
    expect(usualWeekdays(['2027-01-26', '2027-02-09', '2027-02-23'], '2027-03-16')).toEqual([]);
    expect(usualWeekdays(['2027-02-23', '2027-03-09', '2027-03-16'], '2027-03-16')).toEqual([]);
  });

  it('may be several weekdays (a restaurant’s Monday and Thursday)', () => {
    const days = ['2027-02-22', '2027-02-25', '2027-03-01', '2027-03-04', '2027-03-08', '2027-03-11'];
    expect(usualWeekdays(days, '2027-03-16')).toEqual([1, 4]);
  });

  it('crosses New Year and counts weeks from Monday', () => {
    // Thursdays 10, 17, 24 December 2026; the week in question holds Thursday 31 December.
    expect(usualWeekdays(['2026-12-10', '2026-12-17', '2026-12-24'], '2026-12-31')).toEqual([4]);
    expect(mondayOf('2027-01-03')).toBe('2026-12-28'); // a Sunday belongs to the week that began on Monday
    expect(mondayOf('2026-12-28')).toBe('2026-12-28');
  });
});

describe('the weekly reminder is due', () => {
  const usual = ['2027-02-09', '2027-02-23', '2027-03-09'];
  it('the morning after the usual weekday passed without an order that week', () => {
    expect(weeklyReminderDue({ today: '2027-03-17', minute: WEEKLY_REMINDER_MINUTE, orderDays: usual })).toEqual({ due: true, day: '2027-03-16' });
    expect(weeklyReminderDue({ today: '2027-03-17', minute: WEEKLY_REMINDER_MINUTE - 1, orderDays: usual }).due).toBe(false);
    // Not on the usual day itself, nor two days later.
    expect(weeklyReminderDue({ today: '2027-03-16', minute: 23 * 60 + 30, orderDays: usual }).due).toBe(false);
    expect(weeklyReminderDue({ today: '2027-03-18', minute: 600, orderDays: usual }).due).toBe(false);
  });

  it('not when an order falls in that week or later', () => {
    expect(weeklyReminderDue({ today: '2027-03-17', minute: 600, orderDays: [...usual, '2027-03-15'] }).due).toBe(false);
    expect(weeklyReminderDue({ today: '2027-03-17', minute: 600, orderDays: [...usual, '2027-03-19'] }).due).toBe(false);
    // An order the week before does not count for this week.
    expect(weeklyReminderDue({ today: '2027-03-17', minute: 600, orderDays: [...usual, '2027-03-12'] }).due).toBe(true);
  });

  it('on New Year’s Day for a usual Thursday 31 December', () => {
    expect(weeklyReminderDue({ today: '2027-01-01', minute: 480, orderDays: ['2026-12-10', '2026-12-17', '2026-12-24'] })).toEqual({ due: true, day: '2026-12-31' });
  });
});
