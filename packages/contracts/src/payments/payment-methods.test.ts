import { describe, expect, it } from 'vitest';
import { dayOnPayment, methodProblem, paidInTime, voucherDays, voucherOutlastsCutoff, DEFAULT_PAYMENT_OPTIONS, type PaymentOptions } from './payment-methods';

// 2026-11-24 is a Tuesday; the zone delivers Tuesday to Saturday; orders from 23:00 count as the next day's.
const calendar = { cutoffMinute: 23 * 60, closed: [] as string[] };
const zone = { diasEntrega: [2, 3, 4, 5, 6] };
const at = (day: string, hhmm: string) => ({ day, minute: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) });

describe('a voucher or transfer paid before or after the cut-off', () => {
  it('keeps the chosen day when paid before the cut-off of the day before', () => {
    expect(paidInTime('2026-11-26', at('2026-11-25', '22:59'), calendar)).toBe(true);
    expect(dayOnPayment('2026-11-26', at('2026-11-24', '10:00'), zone, calendar)).toBe('2026-11-26');
    expect(dayOnPayment('2026-11-26', at('2026-11-25', '22:59'), zone, calendar)).toBe('2026-11-26');
  });

  it('moves to the next day an order placed then would get when paid at or after the cut-off', () => {
    expect(paidInTime('2026-11-26', at('2026-11-25', '23:00'), calendar)).toBe(false);
    // Paid Wednesday 23:00: counts as Thursday's order, delivered Friday.
    expect(dayOnPayment('2026-11-26', at('2026-11-25', '23:00'), zone, calendar)).toBe('2026-11-27');
    // Paid on the delivery day itself: the next day.
    expect(dayOnPayment('2026-11-26', at('2026-11-26', '09:00'), zone, calendar)).toBe('2026-11-27');
  });

  it('skips the zone’s days off, closed days and full days', () => {
    // Paid Friday evening after the cut-off: Saturday is too soon, Sunday and Monday are not delivery days.
    expect(dayOnPayment('2026-11-28', at('2026-11-27', '23:30'), zone, calendar)).toBe('2026-12-01');
    expect(dayOnPayment('2026-11-28', at('2026-11-27', '23:30'), zone, { ...calendar, closed: ['2026-12-01'] })).toBe('2026-12-02');
    expect(dayOnPayment('2026-11-28', at('2026-11-27', '23:30'), zone, calendar, (d) => d === '2026-12-01')).toBe('2026-12-02');
    expect(dayOnPayment('2026-11-28', at('2026-11-27', '23:30'), zone, calendar, () => true)).toBeNull();
  });

  it('gives a voucher the days up to the eve of delivery, 1 to 7 as Stripe allows', () => {
    expect(voucherDays('2026-11-25', '2026-11-24')).toBe(1);
    expect(voucherDays('2026-11-27', '2026-11-24')).toBe(2);
    expect(voucherDays('2026-12-08', '2026-11-24')).toBe(7);
  });

  it('warns on a voucher that lasts past the cut-off of the eve (a payment then moves the day), and only then', () => {
    // The usual voucher: through 23:59 of the eve, an hour past the 23:00 cut-off.
    expect(voucherOutlastsCutoff('2026-11-26', at('2026-11-25', '23:59'), calendar)).toBe(true);
    // Placed on the eve itself: it lasts through the day of delivery.
    expect(voucherOutlastsCutoff('2026-11-25', at('2026-11-25', '23:59'), calendar)).toBe(true);
    // A day far ahead: the voucher (7 days at most) ends before the eve, so paying late is not possible.
    expect(voucherOutlastsCutoff('2026-12-09', at('2026-12-01', '23:59'), calendar)).toBe(false);
    // Whatever the owner's cut-off: a voucher ending on the eve at 18:00 (another provider's) is paid in time.
    expect(voucherOutlastsCutoff('2026-11-26', at('2026-11-25', '18:00'), calendar)).toBe(false);
    expect(voucherOutlastsCutoff(null, at('2026-11-25', '23:59'), calendar)).toBe(false);
  });
});

describe('which methods an order may use', () => {
  const options: PaymentOptions = { metodos: ['tarjeta', 'oxxo', 'contra_entrega'], contraEntrega: { maximoCentavos: 150_000, zonas: [1], soloConEntregado: true } };
  const ok = { totalCentavos: 100_000, zonaId: 1, hasDelivered: true };

  it('refuses a method the owner turned off', () => {
    expect(methodProblem(options, 'spei', ok)).toBe('apagado');
    expect(methodProblem(DEFAULT_PAYMENT_OPTIONS, 'oxxo', ok)).toBe('apagado');
    expect(methodProblem(options, 'oxxo', ok)).toBeNull();
  });

  it('offers pay on delivery only in its zones, up to its maximum and to customers with a delivered order', () => {
    expect(methodProblem(options, 'contra_entrega', ok)).toBeNull();
    expect(methodProblem(options, 'contra_entrega', { ...ok, zonaId: 2 })).toBe('zona');
    expect(methodProblem(options, 'contra_entrega', { ...ok, totalCentavos: 150_000 })).toBeNull();
    expect(methodProblem(options, 'contra_entrega', { ...ok, totalCentavos: 150_001 })).toBe('maximo');
    expect(methodProblem(options, 'contra_entrega', { ...ok, hasDelivered: false })).toBe('entregado');
    expect(methodProblem({ ...options, contraEntrega: { ...options.contraEntrega, zonas: null, soloConEntregado: false } }, 'contra_entrega', { ...ok, zonaId: null, hasDelivered: false })).toBeNull();
  });
});
