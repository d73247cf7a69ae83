import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, daysOf, marginPeriod, weekStartOf } from './margins';
import { marginCsvQuerySchema, marginReportInputSchema } from './buying';

const day = fc.integer({ min: 0, max: 80_000 }).map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));

describe('the weeks of a margin report (Monday to Sunday)', () => {
  it('a day’s week starts on the Monday on or before it, less than 7 days earlier', () => {
    fc.assert(
      fc.property(day, (d) => {
        const monday = weekStartOf(d);
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
        const back = (Date.parse(`${d}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / 86_400_000;
        expect(back).toBeGreaterThanOrEqual(0);
        expect(back).toBeLessThan(7);
        expect(weekStartOf(addCalendarDays(monday, 6))).toBe(monday);
      }),
    );
  });

  it('across a month end and New Year’s Eve, a week keeps its Monday', () => {
    expect(weekStartOf('2026-12-31')).toBe('2026-12-28');
    expect(weekStartOf('2027-01-03')).toBe('2026-12-28');
    expect(weekStartOf('2027-01-04')).toBe('2027-01-04');
    expect(weekStartOf('2026-03-01')).toBe('2026-02-23');
  });
});

describe('a report’s period', () => {
  it('has exactly `dias` days, ending today by default', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 366 }), (today, dias) => {
        const p = marginPeriod({ dias }, today);
        expect(p.hasta).toBe(today);
        expect(daysOf(p)).toHaveLength(dias);
        expect(marginPeriod({ desde: p.desde, dias }, '1999-01-01')).toEqual(p);
      }),
    );
  });

  it('refuses a day that does not exist, in Spanish', () => {
    expect(marginReportInputSchema.safeParse({ desde: '2026-02-31' }).error?.issues[0]?.message).toBe('Esa fecha no existe.');
    expect(marginReportInputSchema.parse({ desde: '2028-02-29' })).toEqual({ desde: '2028-02-29', dias: 7, agrupar: 'dia' });
    expect(marginCsvQuerySchema.parse({ tabla: 'productos', dias: '28', agrupar: 'semana' })).toEqual({ tabla: 'productos', dias: 28, agrupar: 'semana' });
    expect(marginCsvQuerySchema.safeParse({ tabla: 'costos' }).success).toBe(false);
  });
});
