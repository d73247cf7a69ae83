import { describe, expect, it } from 'vitest';
import { cartCharges } from './charges';

// The seeded Ensenada zone: $100 delivery, free above $500, minimum $500.
const rule = { feeCentavos: 10_000, freeAboveCentavos: 50_000 };
const zona = { status: 'zona' as const, rule };

describe('what the cart says about delivery and the total', () => {
  it('below the minimum, only what is missing to order: no fee, no total, no free-delivery hint', () => {
    expect(cartCharges(25_943, zona, 24_057)).toEqual({ kind: 'minimo', missing: 24_057 });
  });
  it('for a postal code the shop does not serve, or none yet: no fee and no total', () => {
    expect(cartCharges(25_943, { status: 'fuera', rule }, 0)).toEqual({ kind: 'fuera' });
    expect(cartCharges(25_943, { status: 'sin-codigo', rule }, 0)).toEqual({ kind: 'sin-codigo' });
  });
  it('once it can be charged: the fee, the total and what is missing for free delivery', () => {
    expect(cartCharges(50_000, zona, 0)).toEqual({ kind: 'cobrable', envio: 10_000, total: 60_000, missingForFree: 0 });
    expect(cartCharges(50_001, zona, 0)).toEqual({ kind: 'cobrable', envio: 0, total: 50_001, missingForFree: 0 });
    const lowMinimum = cartCharges(30_000, { status: 'zona', rule: { feeCentavos: 8_000, freeAboveCentavos: 80_000 } }, 0);
    expect(lowMinimum).toEqual({ kind: 'cobrable', envio: 8_000, total: 38_000, missingForFree: 50_000 });
  });
});
