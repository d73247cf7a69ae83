import { describe, expect, it } from 'vitest';
import { addBusinessDays, refundArrival } from './refund';

describe('when a refund reaches the card', () => {
  it('counts business days, skipping weekends', () => {
    expect(addBusinessDays('2026-11-24', 1)).toBe('2026-11-25'); // Tuesday → Wednesday
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday → Monday
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30'); // Saturday → Monday
  });
  it('gives the 5-to-10-business-day window', () => {
    expect(refundArrival('2026-11-24')).toEqual({ desde: '2026-12-01', hasta: '2026-12-08' });
  });
});
