import { DELIVERY_MESSAGES, calendarOf, deliveryDayLabel, deliveryLabel, deliveryPromise, type ShopMoment } from '@huerta/contracts/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { dayLabel, deliveryMessages, promiseLabel, slotLabel, weekdaysLabel } from './delivery-labels';

const calendar = calendarOf({ corte: '23:00', cerrados: ['2025-11-26'] });
const moments: ShopMoment[] = [
  { day: '2025-11-23', minute: 600 }, // Sunday morning
  { day: '2025-11-23', minute: 1390 }, // Sunday after the cut-off
  { day: '2025-11-24', minute: 10 },
  { day: '2025-11-25', minute: 1200 }, // the next day is closed
  { day: '2025-11-28', minute: 700 },
];
const zones = [{ diasEntrega: [1, 2, 3, 4, 5, 6] }, { diasEntrega: [2, 4, 6] }, { diasEntrega: [3] }, { diasEntrega: [] }];

describe('delivery days and windows in Spanish: the words of contracts/delivery.ts', () => {
  it('says the zone messages as DELIVERY_MESSAGES does, word for word', () => {
    expect(deliveryMessages.unknownPostalCode('99999')).toBe(DELIVERY_MESSAGES.unknownPostalCode('99999'));
    expect(deliveryMessages.belowMinimum('Ensenada', '$500.00', '$122.54')).toBe(DELIVERY_MESSAGES.belowMinimum('Ensenada', '$500.00', '$122.54'));
  });

  it('promises the same day as deliveryPromise, word for word', () => {
    for (const at of moments) for (const zone of zones) expect(promiseLabel(at, zone, calendar)).toBe(deliveryPromise(at, zone, calendar));
  });

  it('names the day and the window as deliveryLabel', () => {
    expect(dayLabel('2025-11-25')).toBe(deliveryDayLabel('2025-11-25'));
    expect(slotLabel('2025-11-25', 'Mañana (9:00 a 13:00)')).toBe(deliveryLabel('2025-11-25', 'Mañana (9:00 a 13:00)'));
    expect(slotLabel('2025-11-25', null)).toBe(deliveryLabel('2025-11-25', null));
    expect(slotLabel(null, 'Tarde (15:00 a 19:00)')).toBeNull();
  });

  it('shortens the delivery weekdays', () => {
    expect(weekdaysLabel([1, 2, 3, 4, 5, 6])).toBe('lun a sáb');
    expect(weekdaysLabel([6, 2, 4])).toBe('mar, jue y sáb');
    expect(weekdaysLabel([0, 1])).toBe('lun y dom');
    expect(weekdaysLabel([3])).toBe('mié');
  });
});

describe('delivery days and windows in English', () => {
  beforeEach(async () => {
    vi.stubGlobal('document', { documentElement: {} });
    await activateLocale('en');
  });
  afterEach(async () => {
    await activateLocale('es');
    vi.unstubAllGlobals();
  });

  it('says the day through Intl and the shop’s windows in English', () => {
    expect(dayLabel('2025-11-25')).toBe('Tuesday, November 25');
    expect(slotLabel('2025-11-25', 'Mañana (9:00 a 13:00)')).toBe('Tuesday, November 25 · Morning (9 am–1 pm)');
    // A window the owner named otherwise shows as written.
    expect(slotLabel('2025-11-25', 'Noche')).toBe('Tuesday, November 25 · Noche');
  });

  it('promises the day in English', () => {
    expect(promiseLabel({ day: '2025-11-24', minute: 600 }, zones[0]!, calendar)).toBe('Order by 11:00 pm and get it tomorrow, Tuesday, November 25');
    expect(promiseLabel({ day: '2025-11-23', minute: 1390 }, zones[0]!, calendar)).toBe('Get your order on Tuesday, November 25');
    expect(promiseLabel({ day: '2025-11-23', minute: 600 }, zones[1]!, calendar)).toBe('Get your order on Tuesday, November 25');
    expect(promiseLabel({ day: '2025-11-23', minute: 600 }, zones[3]!, calendar)).toBeNull();
  });

  it('shortens the delivery weekdays', () => {
    expect(weekdaysLabel([1, 2, 3, 4, 5, 6])).toBe('Mon–Sat');
    expect(weekdaysLabel([6, 2, 4])).toBe('Tue, Thu, and Sat');
    expect(weekdaysLabel([3])).toBe('Wed');
  });
});
