import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allotByLargestRemainder, applyCoupon, couponRefusal, normalizeCouponCode, weighedLineDiscount, type CouponConditions, type CouponContext } from './rules';
import { couponCodeSchema, couponInputSchema } from './coupon';
import { ivaIncludedCentavos } from '../shared/iva';

const line = (totalCentavos: number, categoriaId = 1, lista = false) => ({ totalCentavos, categoriaId, lista });

describe('applyCoupon: how a code combines (decided once)', () => {
  it('a percentage lowers the eligible lines, allotted by largest remainder', () => {
    const r = applyCoupon({ tipo: 'porcentaje', valor: 10, categorias: [] }, [line(1000), line(333), line(667)], 5000);
    expect(r).toEqual({ descuento: 200, lineas: [100, 33, 67], envio: 5000, elegible: 2000 });
  });
  it('leaves a business price list’s line untouched and counts only the code’s categories', () => {
    const r = applyCoupon({ tipo: 'porcentaje', valor: 50, categorias: [2] }, [line(1000, 1), line(1000, 2), line(4000, 2, true)], 0);
    expect(r.lineas).toEqual([0, 500, 0]);
    expect(r.descuento).toBe(500);
  });
  it('caps a fixed amount at the eligible subtotal', () => {
    expect(applyCoupon({ tipo: 'monto', valor: 50_000, categorias: [] }, [line(1200), line(800)], 4900).lineas).toEqual([1200, 800]);
    expect(applyCoupon({ tipo: 'monto', valor: 1000, categorias: [] }, [line(1), line(1), line(1)], 0).descuento).toBe(3);
  });
  it('free delivery sets the fee to 0 and lowers no line', () => {
    expect(applyCoupon({ tipo: 'envio_gratis', valor: 0, categorias: [] }, [line(1200)], 4900)).toEqual({ descuento: 0, lineas: [0], envio: 0, elegible: 1200 });
  });
  it('splits the remainder centavos to the largest fractions, earlier first on a tie', () => {
    expect(allotByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allotByLargestRemainder(2, [10, 30, 30])).toEqual([0, 1, 1]);
  });
  it('property: the parts add up exactly, never exceed their line, and each line’s IVA is of its net price', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ t: fc.integer({ min: 0, max: 5_000_000 }), c: fc.integer({ min: 1, max: 3 }), l: fc.boolean(), iva: fc.constantFrom(0, 8, 16) }), { minLength: 1, maxLength: 30 }), fc.constantFrom('porcentaje', 'monto') as fc.Arbitrary<'porcentaje' | 'monto'>, fc.integer({ min: 1, max: 20_000_000 }), fc.subarray([1, 2, 3]), (ls, tipo, v, cats) => {
        const valor = tipo === 'porcentaje' ? (v % 100) + 1 : v;
        const lines = ls.map((x) => line(x.t, x.c, x.l));
        const r = applyCoupon({ tipo, valor, categorias: cats }, lines, 4900);
        expect(r.lineas.reduce((a, b) => a + b, 0)).toBe(r.descuento);
        expect(r.descuento).toBeLessThanOrEqual(r.elegible);
        r.lineas.forEach((d, i) => {
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(lines[i]!.totalCentavos);
          if (lines[i]!.lista || (cats.length && !cats.includes(lines[i]!.categoriaId))) expect(d).toBe(0);
          expect(ivaIncludedCentavos(lines[i]!.totalCentavos - d, ls[i]!.iva)).toBeLessThanOrEqual(lines[i]!.totalCentavos - d);
        });
      }),
    );
  });
  it('property: largest remainder is within one centavo of each exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 40 }), fc.integer({ min: 0, max: 1_000 }), (ws, permil) => {
        const sum = ws.reduce((a, b) => a + b, 0);
        const total = Math.floor((sum * permil) / 1000);
        const parts = allotByLargestRemainder(total, ws);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(sum > 0 ? total : 0);
        parts.forEach((p, i) => expect(Math.abs(p - (sum ? (total * ws[i]!) / sum : 0))).toBeLessThan(1));
      }),
    );
  });
  it('a weighed line keeps its amount, never more than its final price', () => {
    expect(weighedLineDiscount(300, 2500)).toBe(300);
    expect(weighedLineDiscount(300, 120)).toBe(120);
  });
});

describe('couponRefusal: each condition at its limit', () => {
  const c: CouponConditions = { codigo: 'BIENVENIDA', activo: true, desde: '2026-03-01', hasta: '2026-03-31', minimoCentavos: 30_000, usosMax: 5, usosPorCliente: 1, primerPedido: false, zonas: [], clientes: [] };
  const ctx: CouponContext = { hoy: '2026-03-01', subtotalCentavos: 30_000, elegibleCentavos: 30_000, tipo: 'porcentaje', zonaId: 1, usuarioId: 7, usos: 4, usosCliente: 0, pedidosPrevios: 0 };
  it('accepts every condition exactly at its limit', () => {
    expect(couponRefusal(c, ctx)).toBeNull();
    expect(couponRefusal(c, { ...ctx, hoy: '2026-03-31' })).toBeNull();
  });
  it('refuses one step past each, naming the code', () => {
    expect(couponRefusal(c, { ...ctx, hoy: '2026-02-28' })).toBe('El cupón BIENVENIDA es válido a partir del 01/03/2026.');
    expect(couponRefusal(c, { ...ctx, hoy: '2026-04-01' })).toBe('El cupón BIENVENIDA venció el 31/03/2026.');
    expect(couponRefusal(c, { ...ctx, subtotalCentavos: 29_999 })).toBe('El cupón BIENVENIDA pide un subtotal mínimo de $300.00: te faltan $0.01.');
    expect(couponRefusal(c, { ...ctx, usos: 5 })).toBe('El cupón BIENVENIDA ya se agotó.');
    expect(couponRefusal(c, { ...ctx, usosCliente: 1 })).toBe('Ya usaste el cupón BIENVENIDA.');
    expect(couponRefusal({ ...c, usosPorCliente: 2 }, { ...ctx, usosCliente: 2 })).toBe('Ya usaste el cupón BIENVENIDA las 2 veces permitidas.');
    expect(couponRefusal({ ...c, primerPedido: true }, { ...ctx, pedidosPrevios: 1 })).toBe('El cupón BIENVENIDA es solo para tu primer pedido.');
    expect(couponRefusal({ ...c, zonas: [2] }, ctx)).toBe('El cupón BIENVENIDA no aplica en tu zona de entrega.');
    expect(couponRefusal({ ...c, clientes: [8] }, ctx)).toBe('El cupón BIENVENIDA no es válido para tu cuenta.');
    expect(couponRefusal({ ...c, clientes: [8] }, { ...ctx, usuarioId: null })).toBe('El cupón BIENVENIDA es personal: inicia sesión con tu cuenta para usarlo.');
    expect(couponRefusal(c, { ...ctx, elegibleCentavos: 0 })).toBe('El cupón BIENVENIDA no aplica a ningún producto de tu carrito.');
    expect(couponRefusal({ ...c, activo: false }, ctx)).toBe('El cupón BIENVENIDA ya no está activo.');
  });
});

describe('codes', () => {
  it('are case-insensitive, stored upper-case', () => {
    expect(normalizeCouponCode('  bienvenida ')).toBe('BIENVENIDA');
    expect(couponCodeSchema.parse('verano-26')).toBe('VERANO-26');
    expect(couponCodeSchema.safeParse('a b').success).toBe(false);
  });
  it('the form says what is wrong beside the field', () => {
    const r = couponInputSchema.safeParse({ codigo: 'X10', tipo: 'porcentaje', valor: 120, desde: '2026-03-10', hasta: '2026-03-01' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['valor', 'El porcentaje va de 1 a 100.'],
      ['hasta', 'La fecha final es anterior a la inicial.'],
    ]);
  });
});
