import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, lineTotalCentavos, priceForGrams } from './money';
import { gramsOf, holdCentavos, kgLabel, minItemsOf } from './weight';

describe('a weighed line’s price', () => {
  it('is the price per kilo times the line’s whole weight, rounded once to the centavo, half up', () => {
    expect(priceForGrams(4690, 250)).toBe(1173); // 1172.5
    expect(priceForGrams(4690, 1500)).toBe(7035);
    expect(priceForGrams(2910, 600)).toBe(1746);
    // Three avocados of ≈150 g each: the price of 450 g ($13.48), not three prices of 150 g rounded apiece ($13.47).
    expect(lineTotalCentavos({ unitCentavos: 2995, items: 3, gramos: 150 })).toBe(1348);
    expect(3 * priceForGrams(2995, 150)).toBe(1347);
  });

  it('never drops or gains more than half a centavo, and grows with the weight (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_00 }), fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 1, max: 999 }), (perKg, grams, items) => {
        const exact = (perKg * grams * items) / 1000;
        const line = lineTotalCentavos({ unitCentavos: perKg, items, gramos: grams });
        expect(Math.abs(line - exact)).toBeLessThanOrEqual(0.5);
        expect(lineTotalCentavos({ unitCentavos: perKg, items: items + 1, gramos: grams })).toBeGreaterThanOrEqual(line);
      }),
    );
  });

  it('adds up in the totals like any line, and a piece line is untouched (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitCentavos: fc.integer({ min: 0, max: 500_000 }), items: fc.integer({ min: 1, max: 999 }), gramos: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null }) }), { maxLength: 20 }),
        (lines) => {
          const totals = computeTotals(lines, { feeCentavos: 10_000, freeAboveCentavos: 50_000 });
          expect(totals.subtotal).toBe(lines.reduce((n, l) => n + (l.gramos ? priceForGrams(l.unitCentavos, l.gramos * l.items) : l.unitCentavos * l.items), 0));
          expect(Number.isInteger(totals.total)).toBe(true);
        },
      ),
    );
  });
});

describe('steps, pieces and minimums', () => {
  it('counts grams, minimum items and labels in kilos', () => {
    expect(gramsOf({ modo: 'peso', gramos: 250 }, 6)).toBe(1500);
    expect(gramsOf(undefined, 6)).toBeNull();
    expect(minItemsOf({ modo: 'peso', gramos: 250, minimo: 2 })).toBe(2);
    expect(minItemsOf({ modo: 'pieza_peso', gramos: 200, minimo: 5 })).toBe(1);
    expect(minItemsOf(undefined)).toBe(1);
    expect([kgLabel(1500), kgLabel(250), kgLabel(1000), kgLabel(600)]).toEqual(['1.5 kg', '0.25 kg', '1 kg', '0.6 kg']);
  });
});

describe('what is held before packing', () => {
  it('is the estimate plus the margin on the weighed lines only, rounded up to the centavo', () => {
    // $120.00 total of which $70.35 weighed, 10 %: $7.035 → $7.04.
    expect(holdCentavos(12000, 7035, 10)).toBe(12704);
    expect(holdCentavos(12000, 0, 10)).toBe(12000);
    expect(holdCentavos(12000, 7035, 0)).toBe(12000);
  });

  it('always covers every packed weight within the margin (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_00 }), fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 500_00 }), fc.integer({ min: 0, max: 50 }), (perKg, grams, items, pieces, margin) => {
        const estimate = lineTotalCentavos({ unitCentavos: perKg, items, gramos: grams });
        const hold = holdCentavos(estimate + pieces, estimate, margin);
        // The heaviest weight the margin allows, priced the way packing prices it.
        const heaviest = Math.floor((grams * items * (100 + margin)) / 100);
        expect(priceForGrams(perKg, heaviest) + pieces).toBeLessThanOrEqual(hold + 1);
        expect(hold - (estimate + pieces)).toBeLessThanOrEqual(Math.ceil((estimate * margin) / 100));
      }),
    );
  });
});
