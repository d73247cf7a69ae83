import { describe, expect, it } from 'vitest';
import { createToday } from './clock';

describe('createToday', () => {
  it('follows the shop time zone across midnight, also within a memoized second', () => {
    let now = new Date('2026-11-22T07:59:59.100Z'); // 23:59:59 in Tijuana (UTC−8)
    const today = createToday('America/Tijuana', () => now);
    expect(today()).toBe('2026-11-21');
    now = new Date('2026-11-22T07:59:59.900Z');
    expect(today()).toBe('2026-11-21');
    now = new Date('2026-11-22T08:00:00.000Z'); // midnight in Tijuana
    expect(today()).toBe('2026-11-22');
    now = new Date('2026-11-21T12:00:00.000Z'); // a clock set back is followed too
    expect(today()).toBe('2026-11-21');
  });
});
