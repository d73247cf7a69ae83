import { afterEach, describe, expect, it } from 'vitest';
import { createToday } from './clock';

const processZone = process.env.TZ;
afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe.each([
  ['with Intl, in a process on another zone', 'UTC'],
  ['from local fields, in a process on the shop zone', 'America/Tijuana'],
])('createToday %s', (_name, zone) => {
  it('follows the shop time zone across midnight, also within a memoized second', () => {
    process.env.TZ = zone;
    let now = new Date('2026-11-22T07:59:59.100Z'); // 23:59:59 in Tijuana (UTC−8)
    const today = createToday('America/Tijuana', () => now);
    expect(today()).toBe('2026-11-21');
    now = new Date('2026-11-22T07:59:59.900Z');
    expect(today()).toBe('2026-11-21');
    now = new Date('2026-11-22T08:00:00.000Z'); // midnight in Tijuana
    expect(today()).toBe('2026-11-22');
    now = new Date('2026-07-01T06:59:59.000Z'); // 23:59:59 on 30 June, summer time (UTC−7)
    expect(today()).toBe('2026-06-30');
    now = new Date('2026-07-01T07:00:00.000Z');
    expect(today()).toBe('2026-07-01');
  });
});
