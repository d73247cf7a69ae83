import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceForGrams } from '../shared/money';
import { cantidadText, prorate, valorUnitarioFor } from './cfdi-amounts';
import { buildEgreso, buildGlobal, buildIngreso, formaPagoFor, metodoPagoFor, type IngresoInput, type IngresoLine } from './cfdi-build';
import type { CfdiDocument, CfdiTraslado } from './cfdi-document';
import { buildPago, type PagoDocto } from './cfdi-pago';

const header = {
  serie: 'F',
  folio: '120',
  fecha: '2026-11-20T10:15:00',
  lugarExpedicion: '22000',
  emisor: { rfc: 'HBA200101AB1', nombre: 'HUERTA BAJA', regimenFiscal: '601' },
};
const receptor = { rfc: 'RES010101AA1', nombre: 'RESTAURANTE EL PUERTO', regimenFiscal: '601', domicilioFiscal: '22800', usoCfdi: 'G01' };

/** A decimal text as an integer and its number of decimals: «1.25» → [125n, 2]. */
const scaled = (text: string): [bigint, number] => {
  const [whole, frac = ''] = text.split('.');
  return [BigInt(whole! + frac), frac.length];
};

/**
 * Anexo 20's check of a concepto's Importe: (cantidad − 10^−d/2) × (valorUnitario − 10^−d/2) ≤ importe ≤
 * (cantidad + 10^−d/2) × (valorUnitario + 10^−d/2), each d the decimals written. Exact, in integers.
 */
function importeWithinTolerance(cantidad: string, valorUnitario: string, importeCentavos: number): boolean {
  const [q, dq] = scaled(cantidad);
  const [v, dv] = scaled(valorUnitario);
  // (2q ∓ 1)(2v ∓ 1) / (4 × 10^(dq+dv)) against importe / 100.
  const scale = 4n * 10n ** BigInt(dq + dv);
  const importe = BigInt(importeCentavos) * scale;
  const lower = 100n * (2n * q - 1n) * (2n * v - 1n);
  const upper = 100n * (2n * q + 1n) * (2n * v + 1n);
  return lower <= importe && importe <= upper;
}

/** The SAT's bounds of a traslado: (Base − 0.005) × Tasa truncated ≤ importe ≤ (Base + 0.005) × Tasa rounded up. */
function trasladoWithinBounds(t: CfdiTraslado): boolean {
  const lower = Math.floor(((2 * t.base - 1) * t.tasa) / 200);
  const upper = Math.ceil(((2 * t.base + 1) * t.tasa) / 200);
  return lower <= t.importe && t.importe <= upper;
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

function expectConsistent(doc: CfdiDocument) {
  for (const c of doc.conceptos) {
    if (doc.tipo !== 'P') {
      expect(importeWithinTolerance(cantidadText(c.cantidadMilesimas), c.valorUnitario, c.importe), `${c.descripcion}: ${c.cantidadMilesimas} × ${c.valorUnitario} vs ${c.importe}`).toBe(true);
      expect(trasladoWithinBounds(c.traslado), JSON.stringify(c.traslado)).toBe(true);
      expect(c.traslado.base).toBe(c.importe);
    }
    expect(c.valorUnitario).toMatch(/^\d+(\.\d{1,6})?$/);
  }
  expect(doc.subtotal).toBe(sum(doc.conceptos.map((c) => c.importe)));
  expect(doc.total).toBe(doc.subtotal + sum(doc.traslados.map((t) => t.importe)));
  expect(doc.traslados.map((t) => t.tasa)).toEqual([...new Set(doc.conceptos.map((c) => c.traslado.tasa))].sort((a, b) => a - b));
  for (const t of doc.traslados) {
    const at = doc.conceptos.filter((c) => c.traslado.tasa === t.tasa);
    expect(t.base).toBe(sum(at.map((c) => c.traslado.base)));
    expect(t.importe).toBe(sum(at.map((c) => c.traslado.importe)));
  }
}

const rate = fc.constantFrom(0 as const, 8 as const, 16 as const);
const pieceLine = fc.record({ unit: fc.integer({ min: 1, max: 500_000 }), items: fc.integer({ min: 1, max: 60 }), tasaIva: rate }).map(
  ({ unit, items, tasaIva }): IngresoLine => ({ productoId: 'p1', descripcion: 'Pieza', claveProdServ: '50221200', claveUnidad: 'H87', unidad: 'Pieza', cantidadMilesimas: items * 1000, totalCentavos: unit * items, tasaIva }),
);
const weighedLine = fc.record({ perKg: fc.integer({ min: 100, max: 200_000 }), gramos: fc.integer({ min: 1, max: 40_000 }), tasaIva: rate }).map(
  ({ perKg, gramos, tasaIva }): IngresoLine => ({ productoId: 'p2', descripcion: 'Kilo', claveProdServ: '50403800', claveUnidad: 'KGM', unidad: 'Kilogramo', cantidadMilesimas: gramos, totalCentavos: priceForGrams(perKg, gramos), tasaIva }),
);
const order = fc.record({
  lines: fc.array(fc.oneof(pieceLine, weighedLine), { minLength: 1, maxLength: 25 }),
  envioCentavos: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
});
const ingreso = (o: { lines: IngresoLine[]; envioCentavos: number }, extra: Partial<IngresoInput> = {}) =>
  buildIngreso({ ...header, receptor, metodoPago: 'PUE', formaPago: '04', ...o, ...extra });
const orderTotal = (o: { lines: IngresoLine[]; envioCentavos: number }) => sum(o.lines.map((l) => l.totalCentavos)) + o.envioCentavos;

describe('the amounts of a CFDI', () => {
  it('writes quantities and unit values as the SAT reads them', () => {
    expect(cantidadText(1250)).toBe('1.25');
    expect(cantidadText(3000)).toBe('3');
    expect(cantidadText(5)).toBe('0.005');
    expect(valorUnitarioFor(14_647, 1000)).toBe('146.47');
    expect(valorUnitarioFor(10_000, 3000)).toBe('33.333333');
    expect(valorUnitarioFor(4_599, 1_235)).toBe('37.238866');
  });

  it('prorates to the centavo: the parts add up exactly and each is within one of its share', () => {
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(prorate(7, [0, 0])).toEqual([7, 0]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.array(fc.integer({ min: 0, max: 1e10 }), { minLength: 1, maxLength: 6 }), (amount, weights) => {
        const parts = prorate(amount, weights);
        expect(sum(parts)).toBe(amount);
        const w = sum(weights);
        if (w > 0) parts.forEach((p, i) => expect(Math.abs(p - (amount * weights[i]!) / w)).toBeLessThan(1.0001));
      }),
    );
  });

  it('maps the shop’s payment methods to the SAT’s forma and método de pago', () => {
    expect(formaPagoFor('tarjeta')).toBe('04');
    expect(formaPagoFor('tarjeta', { funding: 'credit' })).toBe('04');
    expect(formaPagoFor('tarjeta', { funding: 'debit' })).toBe('28');
    expect(formaPagoFor('oxxo')).toBe('01');
    expect(formaPagoFor('spei')).toBe('03');
    expect(formaPagoFor('contra_entrega')).toBe('01');
    expect(formaPagoFor('credito')).toBe('99');
    expect(metodoPagoFor('credito')).toBe('PPD');
    expect(metodoPagoFor('tarjeta')).toBe('PUE');
  });
});

describe('an order’s factura (ingreso)', () => {
  it('takes the IVA out of each line and of the delivery fee, its own concepto at 16 %', () => {
    const doc = ingreso({
      lines: [
        { productoId: 'jitomate', descripcion: 'Jitomate saladet', claveProdServ: '50403800', claveUnidad: 'KGM', unidad: 'Kilogramo', cantidadMilesimas: 1235, totalCentavos: 4_599, tasaIva: 0 },
        { productoId: 'jugo', descripcion: 'Jugo de naranja 1 L', claveProdServ: '50202304', claveUnidad: 'H87', unidad: 'Pieza', cantidadMilesimas: 2000, totalCentavos: 16_990, tasaIva: 16 },
      ],
      envioCentavos: 4_900,
    });
    expect(doc.conceptos.map((c) => [c.claveProdServ, c.valorUnitario, c.importe, c.traslado.importe])).toEqual([
      ['50403800', '37.238866', 4_599, 0],
      ['50202304', '73.235', 14_647, 2_343],
      ['78102203', '42.24', 4_224, 676],
    ]);
    expect(doc.conceptos[2]!.noIdentificacion).toBeNull();
    expect(doc.traslados).toEqual([
      { tasa: 0, base: 4_599, importe: 0 },
      { tasa: 16, base: 18_871, importe: 3_019 },
    ]);
    expect(doc.total).toBe(4_599 + 16_990 + 4_900);
    expect(doc.pagos).toBeNull();
  });

  it('adds up to the order’s total to the centavo, each concepto inside the SAT’s tolerances', () => {
    fc.assert(
      fc.property(order, (o) => {
        const doc = ingreso(o);
        expect(doc.total).toBe(orderTotal(o));
        expect(sum(doc.conceptos.map((c) => c.importe)) + sum(doc.conceptos.map((c) => c.traslado.importe))).toBe(orderTotal(o));
        expect(doc.conceptos.length).toBe(o.lines.filter((l) => l.totalCentavos > 0).length + (o.envioCentavos > 0 ? 1 : 0));
        expectConsistent(doc);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out a line that came to nothing (the SAT refuses a unit value of 0)', () => {
    const doc = ingreso({
      lines: [{ productoId: 'x', descripcion: 'Aguacate', claveProdServ: '50301500', claveUnidad: 'KGM', unidad: 'Kilogramo', cantidadMilesimas: 0, totalCentavos: 0, tasaIva: 0 }],
      envioCentavos: 4_900,
    });
    expect(doc.conceptos.map((c) => c.descripcion)).toEqual(['Servicio de entrega a domicilio']);
  });
});

describe('a nota de crédito (egreso)', () => {
  it('gives back exactly the refund, one concepto per rate, related to the invoice', () => {
    fc.assert(
      fc.property(order, fc.double({ min: 0.0001, max: 1, noNaN: true }), (o, share) => {
        fc.pre(orderTotal(o) > 0);
        const invoice = ingreso(o);
        const refund = Math.max(1, Math.floor(invoice.total * share));
        const doc = buildEgreso({ ...header, receptor, relatedUuid: 'AAAAAAAA-1111-2222-3333-444444444444', formaPago: '04', refund: { totalCentavos: refund, original: invoice.traslados } });
        expect(doc.tipo).toBe('E');
        expect(doc.total).toBe(refund);
        expect(doc.relacionados).toEqual({ tipoRelacion: '01', uuids: ['AAAAAAAA-1111-2222-3333-444444444444'] });
        expect(doc.receptor.usoCfdi).toBe('G02');
        expect(doc.conceptos.every((c) => c.claveProdServ === '84111506' && c.claveUnidad === 'ACT' && c.cantidadMilesimas === 1000)).toBe(true);
        expect(new Set(doc.conceptos.map((c) => c.traslado.tasa)).size).toBe(doc.conceptos.length);
        expectConsistent(doc);
      }),
      { numRuns: 200 },
    );
  });

  it('takes the rates from the caller when it knows which lines were refunded', () => {
    const doc = buildEgreso({ ...header, receptor: { ...receptor, regimenFiscal: '605', usoCfdi: 'S01' }, relatedUuid: 'X', formaPago: '03', refund: [{ tasa: 0, totalCentavos: 1_250 }, { tasa: 16, totalCentavos: 2_320 }] });
    expect(doc.total).toBe(3_570);
    expect(doc.traslados).toEqual([
      { tasa: 0, base: 1_250, importe: 0 },
      { tasa: 16, base: 2_000, importe: 320 },
    ]);
    expect(doc.receptor.usoCfdi).toBe('S01');
  });
});

describe('a complemento de pago (REP)', () => {
  const uuid = 'BBBBBBBB-1111-2222-3333-444444444444';
  it('has no amounts of its own and one concepto, as Pagos 2.0 asks', () => {
    const invoice = ingreso({ lines: [{ productoId: 'a', descripcion: 'A', claveProdServ: '50403800', claveUnidad: 'KGM', unidad: 'Kilogramo', cantidadMilesimas: 1000, totalCentavos: 11_600, tasaIva: 16 }], envioCentavos: 0 }, { metodoPago: 'PPD', formaPago: '99' });
    const doc = buildPago({ ...header, receptor, fechaPago: '2026-11-25T12:00:00', formaPago: '03', doctos: [{ uuid, serie: 'F', folio: '120', traslados: invoice.traslados, numParcialidad: 1, saldoAnterior: 11_600, importePagado: 5_800 }] });
    expect(doc).toMatchObject({ tipo: 'P', moneda: 'XXX', subtotal: 0, total: 0, formaPago: null, metodoPago: null, traslados: [] });
    expect(doc.receptor.usoCfdi).toBe('CP01');
    expect(doc.conceptos).toHaveLength(1);
    expect(doc.conceptos[0]).toMatchObject({ claveProdServ: '84111506', claveUnidad: 'ACT', cantidadMilesimas: 1000, valorUnitario: '0', importe: 0 });
    expect(doc.pagos![0]!.doctos[0]).toMatchObject({ saldoInsoluto: 5_800, traslados: [{ tasa: 16, base: 5_000, importe: 800 }] });
  });

  it('chains the saldos over several partial payments down to 0, each payment’s IVA adding up to what it paid', () => {
    fc.assert(
      fc.property(order, fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }), (o, cuts) => {
        fc.pre(orderTotal(o) > 0);
        const invoice = ingreso(o, { metodoPago: 'PPD', formaPago: '99' });
        // Payments: shares of what is left, the last one settling the rest.
        let saldo = invoice.total;
        const reps: CfdiDocument[] = [];
        for (let i = 0; i <= cuts.length && saldo > 0; i++) {
          const pagado = i === cuts.length ? saldo : Math.max(1, Math.floor(saldo * cuts[i]!));
          const docto: PagoDocto = { uuid, serie: 'F', folio: '120', traslados: invoice.traslados, numParcialidad: reps.length + 1, saldoAnterior: saldo, importePagado: pagado };
          const rep = buildPago({ ...header, folio: `P${i}`, receptor, fechaPago: '2026-11-25T12:00:00', formaPago: '03', doctos: [docto] });
          reps.push(rep);
          saldo = rep.pagos![0]!.doctos[0]!.saldoInsoluto;
        }
        const dr = reps.map((r) => r.pagos![0]!.doctos[0]!);
        expect(dr.at(-1)!.saldoInsoluto).toBe(0);
        expect(dr[0]!.saldoAnterior).toBe(invoice.total);
        dr.forEach((d, i) => {
          expect(d.numParcialidad).toBe(i + 1);
          expect(d.saldoInsoluto).toBe(d.saldoAnterior - d.importePagado);
          if (i > 0) expect(d.saldoAnterior).toBe(dr[i - 1]!.saldoInsoluto);
          expect(sum(d.traslados.map((t) => t.base + t.importe))).toBe(d.importePagado);
          for (const t of d.traslados) expect(trasladoWithinBounds(t), JSON.stringify(t)).toBe(true);
        });
        expect(sum(dr.map((d) => d.importePagado))).toBe(invoice.total);
        expect(sum(reps.map((r) => r.pagos![0]!.monto))).toBe(invoice.total);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a payment above what is owed', () => {
    expect(() => buildPago({ ...header, receptor, fechaPago: '2026-11-25T12:00:00', formaPago: '03', doctos: [{ uuid, serie: null, folio: null, traslados: [], numParcialidad: 1, saldoAnterior: 100, importePagado: 101 }] })).toThrow(RangeError);
  });
});

describe('the factura global', () => {
  const periodo = { periodicidad: '02' as const, meses: '11', anio: 2026 };
  it('is issued to the público en general, one concepto per sale and rate, adding up to the sales', () => {
    fc.assert(
      fc.property(fc.array(order, { minLength: 1, maxLength: 12 }), (orders) => {
        fc.pre(orders.some((o) => orderTotal(o) > 0));
        const sales = orders.map((o, i) => ({ numero: `HB-${1000 + i}`, lines: o.lines, envioCentavos: o.envioCentavos }));
        const doc = buildGlobal({ ...header, informacionGlobal: periodo, formaPago: '04', sales });
        expect(doc.total).toBe(sum(orders.map(orderTotal)));
        expect(doc.receptor).toEqual({ rfc: 'XAXX010101000', nombre: 'PUBLICO EN GENERAL', regimenFiscal: '616', domicilioFiscal: '22000', usoCfdi: 'S01' });
        expect(doc.informacionGlobal).toEqual(periodo);
        expect(doc.conceptos.every((c) => c.claveProdServ === '01010101' && c.claveUnidad === 'ACT' && c.cantidadMilesimas === 1000 && c.descripcion === 'Venta')).toBe(true);
        for (const s of sales) {
          const mine = doc.conceptos.filter((c) => c.noIdentificacion === s.numero);
          expect(sum(mine.map((c) => c.importe + c.traslado.importe))).toBe(orderTotal(orders[sales.indexOf(s)]!));
          expect(new Set(mine.map((c) => c.traslado.tasa)).size).toBe(mine.length);
        }
        expectConsistent(doc);
      }),
      { numRuns: 100 },
    );
  });
});
