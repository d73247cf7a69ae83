import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageCost, itemsOfLot, lineCostCentavos, lotUnitCost, netSaleCentavos, proposePurchase } from './rules';

describe('the purchase proposal (demand + margin − stock, up to whole packs)', () => {
  it('orders enough, in whole packs, and less than a pack more than needed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 50_000 }), (demand, stock, margenPct, pack) => {
        const p = proposePurchase({ demand, stock, margenPct, pack });
        const need = demand + Math.ceil((demand * margenPct) / 100) - stock;
        expect(p.cantidad % pack).toBe(0);
        expect(p.cantidad).toBe(p.paquetes * pack);
        expect(p.cantidad).toBeGreaterThanOrEqual(Math.max(0, need));
        expect(p.cantidad - Math.max(0, need)).toBeLessThan(pack);
        expect(p.falta).toBe(Math.max(0, need));
      }),
    );
  });

  it('a worked example: 23 kg of tomatoes wanted, 4 kg on hand, 10 %, boxes of 10 kg → 3 boxes', () => {
    expect(proposePurchase({ demand: 23_000, stock: 4_000, margenPct: 10, pack: 10_000 })).toEqual({ paquetes: 3, cantidad: 30_000, falta: 21_300 });
    expect(proposePurchase({ demand: 5, stock: 9, margenPct: 10, pack: 12 })).toEqual({ paquetes: 0, cantidad: 0, falta: 0 });
  });
});

describe('the weighted average cost', () => {
  it('stays between the old average and the new lot’s unit cost, and equal costs keep it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom('g' as const, 'pza' as const), (onHand, average, cantidad, costo, unit) => {
        const next = averageCost({ onHand, average }, { cantidad, costoCentavos: costo }, unit);
        const lot = (costo * (unit === 'g' ? 1000 : 1)) / cantidad;
        expect(next).toBeGreaterThanOrEqual(Math.floor(Math.min(average, lot)));
        expect(next).toBeLessThanOrEqual(Math.ceil(Math.max(average, lot)));
        const same = averageCost({ onHand, average }, { cantidad, costoCentavos: (average * cantidad) / (unit === 'g' ? 1000 : 1) }, unit);
        if (Number.isInteger((average * cantidad) / (unit === 'g' ? 1000 : 1))) expect(same).toBe(average);
      }),
    );
  });

  it('is the value of everything on hand over its quantity (worked example, per kilo)', () => {
    // 10 kg on hand at $20/kg, then 30 kg for $750 ($25/kg): (200 + 750) / 40 kg = $23.75/kg.
    expect(averageCost({ onHand: 10_000, average: 2000 }, { cantidad: 30_000, costoCentavos: 75_000 }, 'g')).toBe(2375);
    // Nothing on hand: the lot's own cost, whatever the old average was.
    expect(averageCost({ onHand: 0, average: 9999 }, { cantidad: 24, costoCentavos: 4800 }, 'pza')).toBe(200);
    expect(averageCost({ onHand: 50, average: null }, { cantidad: 24, costoCentavos: 4800 }, 'pza')).toBe(200);
    expect(lotUnitCost(75_000, 30_000, 'g')).toBe(2500);
  });
});

describe('what a line cost and earned', () => {
  it('costs grams at the kilo price once weighed, the estimate before, and pieces by the piece', () => {
    const weighed = { costoUnitarioCentavos: 2400, items: 4, ventaModo: 'peso', gramosPorItem: 250, gramosPesados: null as number | null };
    expect(lineCostCentavos(weighed)).toBe(2400);
    expect(lineCostCentavos({ ...weighed, gramosPesados: 1130 })).toBe(2712);
    expect(lineCostCentavos({ costoUnitarioCentavos: 350, items: 3, ventaModo: 'pieza_peso', gramosPorItem: 200, gramosPesados: 640 })).toBe(1050);
    expect(lineCostCentavos({ ...weighed, costoUnitarioCentavos: null })).toBeNull();
    expect(netSaleCentavos(11_600, 16)).toBe(10_000);
    expect(netSaleCentavos(5_000, 0)).toBe(5_000);
  });

  it('makes steps of a lot rounding down to sell and up to throw away', () => {
    expect(itemsOfLot(10_100, 'g', 250)).toBe(40);
    expect(itemsOfLot(10_100, 'g', 250, true)).toBe(41);
    expect(itemsOfLot(12, 'pza', null)).toBe(12);
  });
});
