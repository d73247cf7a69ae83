import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  effectiveUnitCentavos,
  formatMXN,
  missingForFreeShipping,
  shippingCentavos,
  toCentavos,
  toPesos,
} from './money';

const rule = { feeCentavos: 10_000, freeAboveCentavos: 50_000 };

describe('effective price', () => {
  it('applies a percentage discount rounded to the centavo', () => {
    expect(effectiveUnitCentavos(4590, 10)).toBe(4131); // 45.90 − 4.59
    expect(effectiveUnitCentavos(3333, 15)).toBe(2833); // 28.3305 → 28.33
    expect(effectiveUnitCentavos(999, 50)).toBe(500); // 4.995 → 5.00 (half up)
  });
  it('keeps the price for "N/A", null, 0 and nonsense discounts', () => {
    for (const d of ['N/A', null, 0, -5, Number.NaN] as const) expect(effectiveUnitCentavos(4590, d)).toBe(4590);
  });
  it('never goes below zero even with a 100% discount', () => {
    expect(effectiveUnitCentavos(4590, 100)).toBe(0);
    expect(effectiveUnitCentavos(4590, 250)).toBe(0);
  });
});

describe('shipping rule (one rule everywhere)', () => {
  it('charges the fee up to and including the threshold, free strictly above it', () => {
    expect(shippingCentavos(50_000, rule)).toBe(10_000);
    expect(shippingCentavos(50_001, rule)).toBe(0);
    expect(shippingCentavos(1, rule)).toBe(10_000);
  });
  it('ships nothing for an empty cart', () => {
    expect(shippingCentavos(0, rule)).toBe(0);
  });
  it('tells how much is still missing for free shipping', () => {
    expect(missingForFreeShipping(45_000, rule)).toBe(5_000);
    expect(missingForFreeShipping(60_000, rule)).toBe(0);
  });
});

describe('totals', () => {
  it('adds lines, shipping and total in centavos', () => {
    expect(computeTotals([{ unitCentavos: 4131, items: 3 }, { unitCentavos: 2500, items: 2 }], rule)).toEqual({
      subtotal: 17_393,
      envio: 10_000,
      total: 27_393,
    });
  });
  it('formats money as es-MX pesos', () => {
    expect(formatMXN(123_450)).toBe('$1,234.50');
    expect(formatMXN(0)).toBe('$0.00');
    expect(formatMXN(5)).toBe('$0.05');
    expect(formatMXN(100_000_000)).toBe('$1,000,000.00');
    expect(toPesos(toCentavos(19.99))).toBe(19.99);
  });
  it('formats every amount exactly as Intl es-MX MXN does', () => {
    const intl = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (centavos) => {
        expect(formatMXN(centavos)).toBe(intl.format(toPesos(centavos)));
      }),
      { numRuns: 2000 },
    );
  });
});

const line = fc.record({
  precio: fc.integer({ min: 0, max: 5_000_000 }),
  descuento: fc.oneof(fc.constant<'N/A'>('N/A'), fc.integer({ min: 0, max: 100 })),
  items: fc.integer({ min: 1, max: 999 }),
});

describe('money properties', () => {
  it('totals equal the exact sum of their parts and are never negative', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 100 }), (lines) => {
        const priced = lines.map((l) => ({ unitCentavos: effectiveUnitCentavos(l.precio, l.descuento), items: l.items }));
        const t = computeTotals(priced, rule);
        const exact = priced.reduce((s, l) => s + BigInt(l.unitCentavos) * BigInt(l.items), 0n);
        expect(BigInt(t.subtotal)).toBe(exact);
        expect(t.total).toBe(t.subtotal + t.envio);
        expect(Number.isInteger(t.total)).toBe(true);
        expect(t.total).toBeGreaterThanOrEqual(0);
        expect(t.envio === 0 || t.envio === rule.feeCentavos).toBe(true);
      }),
    );
  });

  it('a discounted price lies between zero and the original price', () => {
    fc.assert(
      fc.property(line, ({ precio, descuento }) => {
        const eff = effectiveUnitCentavos(precio, descuento);
        expect(Number.isInteger(eff)).toBe(true);
        expect(eff).toBeGreaterThanOrEqual(0);
        expect(eff).toBeLessThanOrEqual(precio);
      }),
    );
  });

  it('round-trips pesos with two decimals without drifting a centavo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (c) => {
        expect(toCentavos(toPesos(c))).toBe(c);
      }),
    );
  });

  it('the order of lines never changes the total', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const priced = lines.map((l) => ({ unitCentavos: effectiveUnitCentavos(l.precio, l.descuento), items: l.items }));
        expect(computeTotals([...priced].reverse(), rule)).toEqual(computeTotals(priced, rule));
      }),
    );
  });
});
