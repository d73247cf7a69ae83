import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, clockLabel, deliveryDayLabel, deliveryDays, deliveryPromise, shopMoment, weekdayOf, zoneForPostalCode, type DeliveryZone } from './delivery';

const TZ = 'America/Tijuana';
const everyDay = { diasEntrega: [0, 1, 2, 3, 4, 5, 6] };
const monToSat = { diasEntrega: [1, 2, 3, 4, 5, 6] };
const calendar = { cutoffMinute: 23 * 60, closed: [] as string[] };
/** The shop's wall clock at a UTC instant. */
const at = (iso: string) => shopMoment(new Date(iso), TZ);

describe('the shop clock', () => {
  it('reads the shop’s day and minute whatever zone the device is in, across daylight saving', () => {
    // 2026-11-23 06:59 UTC is 22:59 on Sunday the 22nd in Tijuana (PST, UTC−8).
    expect(at('2026-11-23T06:59:00Z')).toEqual({ day: '2026-11-22', minute: 22 * 60 + 59 });
    // In July Tijuana is on PDT (UTC−7): the same UTC time is an hour later on the shop's clock.
    expect(at('2026-07-23T06:59:00Z')).toEqual({ day: '2026-07-22', minute: 23 * 60 + 59 });
    // 2026-11-01 (DST ends at 02:00): 09:30 UTC is 01:30 PST.
    expect(at('2026-11-01T09:30:00Z')).toEqual({ day: '2026-11-01', minute: 90 });
  });

  it('answers each zone and each minute apart, and a caller changing its answer changes no one else’s (it keeps the last one)', () => {
    const instant = new Date('2026-12-31T23:59:30Z');
    const tijuana = shopMoment(instant, TZ);
    expect(tijuana).toEqual({ day: '2026-12-31', minute: 15 * 60 + 59 });
    // The same minute in another zone: New Year's Day already in Tokyo.
    expect(shopMoment(instant, 'Asia/Tokyo')).toEqual({ day: '2027-01-01', minute: 8 * 60 + 59 });
    tijuana.minute = 0;
    expect(shopMoment(new Date('2026-12-31T23:59:59Z'), TZ)).toEqual({ day: '2026-12-31', minute: 15 * 60 + 59 });
    // The next minute is read again.
    expect(shopMoment(new Date('2027-01-01T00:00:00Z'), TZ)).toEqual({ day: '2026-12-31', minute: 16 * 60 });
    expect(shopMoment(new Date('2027-01-01T08:00:00Z'), TZ)).toEqual({ day: '2027-01-01', minute: 0 });
  });

  it('does calendar arithmetic without hours: month, year and leap-day ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(weekdayOf('2026-11-24')).toBe(2);
    expect(deliveryDayLabel('2026-11-24')).toBe('martes 24 de noviembre');
    expect([clockLabel(1380), clockLabel(540), clockLabel(720), clockLabel(0), clockLabel(1439)]).toEqual(['11:00 pm', '9:00 am', '12:00 pm', '12:00 am', '11:59 pm']);
  });
});

describe('the delivery day', () => {
  it('moves at the cut-off to the minute: 22:59 tomorrow, 23:00 the day after', () => {
    const monday = '2026-11-23';
    for (let minute = 22 * 60; minute < 24 * 60; minute++) {
      const [first] = deliveryDays({ day: monday, minute }, everyDay, calendar, 1);
      expect(first, String(minute)).toBe(minute < 23 * 60 ? '2026-11-24' : '2026-11-25');
    }
    // Just past midnight it is a new day: tomorrow again.
    expect(deliveryDays({ day: '2026-11-24', minute: 0 }, everyDay, calendar, 1)).toEqual(['2026-11-25']);
  });

  it('says the promise as the shop makes it, and only names the cut-off while it matters', () => {
    expect(deliveryPromise({ day: '2026-11-23', minute: 600 }, everyDay, calendar)).toBe('Pide antes de las 11:00 pm y recibe mañana martes 24 de noviembre');
    expect(deliveryPromise({ day: '2026-11-23', minute: 1380 }, everyDay, calendar)).toBe('Recibe tu pedido el miércoles 25 de noviembre');
    // A zone that delivers on Tuesdays and Thursdays: on a Tuesday evening either side of the cut-off gets Thursday.
    const tueThu = { diasEntrega: [2, 4] };
    expect(deliveryPromise({ day: '2026-11-24', minute: 1200 }, tueThu, calendar)).toBe('Recibe tu pedido el jueves 26 de noviembre');
    expect(deliveryPromise({ day: '2026-11-23', minute: 1200 }, tueThu, calendar)).toBe('Pide antes de las 11:00 pm y recibe mañana martes 24 de noviembre');
    expect(deliveryPromise({ day: '2026-11-23', minute: 1200 }, { diasEntrega: [] }, calendar)).toBeNull();
  });

  it('skips Sundays for a zone that rests, and the days the shop closes', () => {
    // Saturday 21 before the cut-off: no Sunday delivery, so Monday 23.
    expect(deliveryDays({ day: '2026-11-21', minute: 600 }, monToSat, calendar, 3)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    // Christmas and New Year closed.
    const holidays = { ...calendar, closed: ['2026-12-25', '2027-01-01'] };
    expect(deliveryDays({ day: '2026-12-24', minute: 600 }, monToSat, holidays, 2)).toEqual(['2026-12-26', '2026-12-28']);
    expect(deliveryDays({ day: '2026-12-31', minute: 1400 }, everyDay, holidays, 1)).toEqual(['2027-01-02']);
  });

  it('is the same day for a browser in another time zone: the moment is the shop’s', () => {
    // 2026-11-24 06:30 UTC: Tokyo says Tuesday afternoon, Tijuana Monday 22:30 — the shop's clock decides.
    const instant = new Date('2026-11-24T06:30:00Z');
    expect(shopMoment(instant, 'Asia/Tokyo').day).toBe('2026-11-24');
    expect(deliveryDays(shopMoment(instant, TZ), everyDay, calendar, 1)).toEqual(['2026-11-24']);
  });

  it('never offers a day before tomorrow, a closed day or one the zone does not serve (any clock, zone and calendar)', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2026-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 1439 }), fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }), fc.integer({ min: 0, max: 1439 }), fc.array(fc.integer({ min: 1, max: 14 }), { maxLength: 4 }), (d, minute, weekdays, cutoff, offsets) => {
        const cal = { cutoffMinute: cutoff, closed: offsets.map((o) => addDays(d, o)) };
        const days = deliveryDays({ day: d, minute }, { diasEntrega: weekdays }, cal);
        const earliest = addDays(d, minute < cutoff ? 1 : 2);
        for (const x of days) {
          expect(x >= earliest).toBe(true);
          expect(weekdays).toContain(weekdayOf(x));
          expect(cal.closed).not.toContain(x);
        }
        expect([...days].sort()).toEqual(days);
        expect(new Set(days).size).toBe(days.length);
      }),
    );
  });
});

describe('zones by postal code', () => {
  const zone = (id: number, nombre: string, codigosPostales: string[], activa = true): DeliveryZone => ({ id, nombre, codigosPostales, costoCentavos: 10_000, gratisDesdeCentavos: 50_000, minimoCentavos: 50_000, diasEntrega: [1, 2, 3, 4, 5, 6], activa });
  const zones = [zone(1, 'Tijuana', ['22000-22699']), zone(2, 'Rosarito', ['22700-22770']), zone(3, 'Ensenada', ['22800-22950', '22760']), zone(4, 'Tecate', ['21400-21540'], false)];
  it('finds the zone of a code, by range or single code; inactive zones and unknown codes serve nobody', () => {
    expect(zoneForPostalCode(zones, '22000')?.nombre).toBe('Tijuana');
    expect(zoneForPostalCode(zones, '22699')?.nombre).toBe('Tijuana');
    expect(zoneForPostalCode(zones, '22710')?.nombre).toBe('Rosarito');
    expect(zoneForPostalCode(zones, '22880')?.nombre).toBe('Ensenada');
    expect(zoneForPostalCode(zones, '21440')).toBeUndefined();
    expect(zoneForPostalCode(zones, '06700')).toBeUndefined();
    expect(zoneForPostalCode(zones, '2200')).toBeUndefined();
    expect(zoneForPostalCode(zones, '22 000')).toBeUndefined();
  });
});
