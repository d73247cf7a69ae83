import { describe, expect, it } from 'vitest';
import { canChange, changeDeadline } from './change-deadline';

const MX = 'America/Mexico_City';
// Tijuana keeps daylight saving (Mexico City stopped in 2022): the rule must hold across its jumps.
const TJ = 'America/Tijuana';

describe('the change cut-off (issue 47)', () => {
  it('is the cut-off of the eve of the delivery day, in shop time', () => {
    const order = { diaEntrega: '2026-11-30', creado: '2026-11-27T15:00:00.000Z' };
    expect(changeDeadline(order, '23:00', MX)).toEqual({ day: '2026-11-29', minute: 1380 });
    // Sunday 22:59 in Mexico City is 04:59 UTC on Monday: still allowed; 23:00 is too late.
    expect(canChange(order, '23:00', MX, new Date('2026-11-30T04:59:00Z'))).toBe(true);
    expect(canChange(order, '23:00', MX, new Date('2026-11-30T05:00:00Z'))).toBe(false);
    expect(canChange(order, '23:00', MX, new Date('2026-11-30T18:00:00Z'))).toBe(false);
  });

  it('without a delivery day, is the cut-off of the day it was placed', () => {
    const order = { diaEntrega: null, creado: '2026-11-27T15:00:00.000Z' }; // 09:00 in Mexico City
    expect(changeDeadline(order, '18:00', MX)).toEqual({ day: '2026-11-27', minute: 1080 });
    expect(canChange(order, '18:00', MX, new Date('2026-11-27T23:59:00Z'))).toBe(true);
    expect(canChange(order, '18:00', MX, new Date('2026-11-28T00:00:00Z'))).toBe(false);
  });

  it('crosses New Year\'s Eve: a delivery on 1 January closes on 31 December', () => {
    const order = { diaEntrega: '2027-01-01', creado: '2026-12-30T15:00:00.000Z' };
    expect(changeDeadline(order, '23:00', MX)).toEqual({ day: '2026-12-31', minute: 1380 });
    expect(canChange(order, '23:00', MX, new Date('2027-01-01T04:30:00Z'))).toBe(true); // 22:30 on the 31st
    expect(canChange(order, '23:00', MX, new Date('2027-01-01T05:10:00Z'))).toBe(false); // 23:10 on the 31st
    // An order placed on the 31st after the cut-off, without a day: already closed.
    expect(canChange({ diaEntrega: null, creado: '2027-01-01T05:30:00Z' }, '23:00', MX, new Date('2027-01-01T05:31:00Z'))).toBe(false);
  });

  it('holds across a daylight-saving change (the shop\'s wall clock, not UTC hours)', () => {
    // Spring forward in Tijuana: 8 March 2026, 02:00 → 03:00. Delivery on the 9th closes at 23:00 on the 8th (PDT, UTC−7).
    const spring = { diaEntrega: '2026-03-09', creado: '2026-03-06T18:00:00Z' };
    expect(canChange(spring, '23:00', TJ, new Date('2026-03-09T05:59:00Z'))).toBe(true); // 22:59 PDT
    expect(canChange(spring, '23:00', TJ, new Date('2026-03-09T06:00:00Z'))).toBe(false); // 23:00 PDT
    // Fall back: 1 November 2026, 02:00 → 01:00. Delivery on the 2nd closes at 23:00 on the 1st (PST, UTC−8).
    const fall = { diaEntrega: '2026-11-02', creado: '2026-10-30T18:00:00Z' };
    expect(canChange(fall, '23:00', TJ, new Date('2026-11-02T06:59:00Z'))).toBe(true); // 22:59 PST
    expect(canChange(fall, '23:00', TJ, new Date('2026-11-02T07:00:00Z'))).toBe(false); // 23:00 PST
    // A cut-off inside the skipped hour (02:30 on 8 March): 01:59 PST is before it, 03:00 PDT after.
    const skipped = { diaEntrega: '2026-03-09', creado: '2026-03-06T18:00:00Z' };
    expect(canChange(skipped, '02:30', TJ, new Date('2026-03-08T09:59:00Z'))).toBe(true);
    expect(canChange(skipped, '02:30', TJ, new Date('2026-03-08T10:00:00Z'))).toBe(false);
  });
});
