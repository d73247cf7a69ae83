import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ivaBreakdown, ivaIncludedCentavos, ivaTotal } from './iva';

describe('IVA included in prices', () => {
  it('takes the tax out of a price that includes it', () => {
    expect(ivaIncludedCentavos(11_600, 16)).toBe(1_600);
    expect(ivaIncludedCentavos(10_800, 8)).toBe(800);
    expect(ivaIncludedCentavos(16_990, 16)).toBe(2_343); // 169.90 → base 146.47 + IVA 23.43
    expect(ivaIncludedCentavos(5_000, 0)).toBe(0);
  });

  it('breaks an order down by rate, the delivery fee at 16 %, and adds back up to the total', () => {
    const rows = ivaBreakdown([{ totalCentavos: 33_980, tasaIva: 16 }, { totalCentavos: 12_580, tasaIva: 0 }, { totalCentavos: 100, tasaIva: 16 }], 10_000);
    expect(rows).toEqual([
      { tasa: 0, base: 12_580, iva: 0 },
      { tasa: 16, base: 29_293 + 86 + 8_621, iva: 4_687 + 14 + 1_379 },
    ]);
    expect(ivaTotal(rows)).toBe(6_080);
  });

  it('never loses or invents a centavo: bases plus IVA equal what was charged', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ totalCentavos: fc.integer({ min: 1, max: 10_000_000 }), tasaIva: fc.constantFrom(0, 8, 16) }), { maxLength: 30 }), fc.integer({ min: 0, max: 20_000 }), (lines, envio) => {
        const rows = ivaBreakdown(lines, envio);
        const charged = lines.reduce((s, l) => s + l.totalCentavos, 0) + envio;
        expect(rows.reduce((s, r) => s + r.base + r.iva, 0)).toBe(charged);
        for (const r of rows) expect(r.iva).toBeLessThanOrEqual(Math.ceil((r.base + r.iva) * 0.16));
      }),
    );
  });
});
