import { inflateSync } from 'node:zlib';
import { buildEgreso, buildGlobal, buildIngreso, buildPago, type CfdiDocument } from '@huerta/contracts';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { hostileText, REPORTED } from '../../../test/hostile-text';
import { checkPdf, readCfdiXml } from '../cfdi-files';
import { cfdiProblems as cfdiRequiredProblems } from './cfdi-required';
import { cfdiXml } from './cfdi-xml';
import { PacError } from './provider';
import { createTestPac, fakeTimbre, uuidForKey } from './test-pac';

const header = { serie: 'HB', folio: '1001', fecha: '2026-11-20T10:15:00', lugarExpedicion: '22000', emisor: { rfc: 'HBA190101AB1', nombre: 'HUERTA BAJA', regimenFiscal: '601' } };
const receptor = (nombre = 'TAQUERIA EL FARO') => ({ rfc: 'TEF010101AB1', nombre, regimenFiscal: '601', domicilioFiscal: '22800', usoCfdi: 'G01' });

const ingreso = (nombre?: string, descripcion = 'Jitomate saladet', extra: Partial<Parameters<typeof buildIngreso>[0]> = {}) =>
  buildIngreso({
    ...header,
    receptor: receptor(nombre),
    metodoPago: 'PUE',
    formaPago: '04',
    lines: [
      { productoId: '17', descripcion, claveProdServ: '50403800', claveUnidad: 'KGM', unidad: 'Kilogramo', cantidadMilesimas: 1235, totalCentavos: 4_599, tasaIva: 0 },
      { productoId: '42', descripcion: 'Jugo de naranja 1 L', claveProdServ: '50202304', claveUnidad: 'H87', unidad: 'Pieza', cantidadMilesimas: 2000, totalCentavos: 16_990, tasaIva: 16 },
      { productoId: '43', descripcion: 'Tortillas de harina', claveProdServ: '50181900', claveUnidad: 'H87', unidad: 'Pieza', cantidadMilesimas: 1000, totalCentavos: 3_240, tasaIva: 8 },
    ],
    envioCentavos: 4_900,
    ...extra,
  });
const UUID_A = 'AAAAAAAA-1111-4222-8333-444444444444';
const egreso = () => buildEgreso({ ...header, folio: 'E1', receptor: receptor(), relatedUuid: UUID_A, formaPago: '04', refund: { totalCentavos: 5_000, original: ingreso().traslados } });
const pago = () =>
  buildPago({
    ...header,
    folio: 'P1',
    receptor: receptor(),
    fechaPago: '2026-11-25T12:00:00',
    formaPago: '03',
    doctos: [{ uuid: UUID_A, serie: 'HB', folio: '1001', traslados: ingreso().traslados, numParcialidad: 2, saldoAnterior: 20_000, importePagado: 12_345 }],
  });
const global = () =>
  buildGlobal({
    ...header,
    folio: 'G1',
    informacionGlobal: { periodicidad: '02', meses: '11', anio: 2026 },
    formaPago: '04',
    sales: [
      { numero: 'HB-2001', lines: [{ totalCentavos: 12_000, tasaIva: 0 }, { totalCentavos: 3_480, tasaIva: 16 }], envioCentavos: 4_900 },
      { numero: 'HB-2002', lines: [{ totalCentavos: 25_050, tasaIva: 0 }], envioCentavos: 0 },
    ],
  });

const pac = (localNow?: () => string) =>
  createTestPac({
    searchProducts: async (q) => [{ clave: '50403800', descripcion: `Jitomates (${q})` }],
    searchUnits: async (q) => [{ clave: 'KGM', descripcion: `Kilogramo (${q})` }],
    localNow,
  });

type Node = Record<string, unknown>;
const parse = (xml: string | Buffer) => new XMLParser({ ignoreAttributes: false, processEntities: true, htmlEntities: false, parseAttributeValue: false }).parse(xml.toString()) as Node;
const at = (node: unknown, ...path: string[]) => path.reduce<unknown>((n, k) => (Array.isArray(n) ? n[0] : n) && ((Array.isArray(n) ? n[0] : n) as Node)[k], node) as Node;

/** The text of a PDF's content streams (pdfkit compresses them), to look for what is drawn. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let out = '';
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      out += inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      // Not a deflated stream (an image's raw data): nothing to read.
    }
  }
  // pdfkit writes the standard fonts' text as hex strings, split where it kerns.
  return [...out.matchAll(/<([0-9a-f]+)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join('');
}

describe('the test mode PAC', () => {
  it('stamps a CFDI 4.0 that reads back with the same folio fiscal, RFC and total', async () => {
    const doc = ingreso();
    const stamped = await pac().stamp(doc, { idempotencyKey: 'pedido-1001' });
    const read = await readCfdiXml(stamped.xml);
    expect(read).toEqual({ uuid: stamped.uuid, rfcReceptor: 'TEF010101AB1', total: doc.total, serieFolio: 'HB1001' });
    expect(doc.total).toBe(4_599 + 16_990 + 3_240 + 4_900);
    expect(stamped.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(pac().modo).toBe('prueba');
  });

  it('says «SIN VALIDEZ FISCAL» in the timbre’s Leyenda and at the top of the XML, with visibly fake seals', async () => {
    const { xml } = await pac().stamp(ingreso(), { idempotencyKey: 'pedido-1001' });
    const text = xml.toString('utf8');
    expect(text.split('\n')[1]).toMatch(/^<!-- SIN VALIDEZ FISCAL: /);
    const tfd = at(parse(xml), 'cfdi:Comprobante', 'cfdi:Complemento', 'tfd:TimbreFiscalDigital');
    expect(tfd['@_Leyenda']).toBe('SIN VALIDEZ FISCAL');
    expect(tfd['@_SelloSAT']).toMatch(/^PRUEBA-SIN-VALIDEZ-FISCAL-/);
    expect(tfd['@_SelloCFD']).toBe(at(parse(xml), 'cfdi:Comprobante')['@_Sello']);
    expect(tfd['@_NoCertificadoSAT']).toBe('00000000000000000000');
  });

  it('writes every attribute Anexo 20 requires, in order, for an ingreso, an egreso, a complemento de pago and a factura global', async () => {
    for (const [name, doc] of [['ingreso', ingreso()], ['egreso', egreso()], ['pago', pago()], ['global', global()]] as [string, CfdiDocument][]) {
      const xml = await cfdiXml(doc, fakeTimbre(doc, name));
      expect(await cfdiRequiredProblems(xml), name).toEqual([]);
    }
  });

  it('writes the ingreso’s amounts as the SAT validates them', async () => {
    const root = at(parse(await cfdiXml(ingreso(), fakeTimbre(ingreso(), 'k'))), 'cfdi:Comprobante');
    expect(root).toMatchObject({ '@_Version': '4.0', '@_SubTotal': '264.70', '@_Total': '297.29', '@_Moneda': 'MXN', '@_Exportacion': '01', '@_FormaPago': '04', '@_MetodoPago': 'PUE', '@_TipoDeComprobante': 'I' });
    expect(root['@_xsi:schemaLocation']).toBe('http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd');
    const conceptos = at(root, 'cfdi:Conceptos')['cfdi:Concepto'] as Node[];
    expect(conceptos.map((c) => [c['@_Cantidad'], c['@_ValorUnitario'], c['@_Importe'], c['@_ObjetoImp']])).toEqual([
      ['1.235', '37.238866', '45.99', '02'],
      ['2', '73.235', '146.47', '02'],
      ['1', '30.00', '30.00', '02'],
      ['1', '42.24', '42.24', '02'],
    ]);
    expect(at(conceptos[1], 'cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado')).toMatchObject({ '@_Base': '146.47', '@_Impuesto': '002', '@_TipoFactor': 'Tasa', '@_TasaOCuota': '0.160000', '@_Importe': '23.43' });
    const impuestos = at(root, 'cfdi:Impuestos');
    expect(impuestos['@_TotalImpuestosTrasladados']).toBe('32.59');
    expect((impuestos['cfdi:Traslados'] as Node)['cfdi:Traslado']).toEqual([
      { '@_Base': '45.99', '@_Impuesto': '002', '@_TipoFactor': 'Tasa', '@_TasaOCuota': '0.000000', '@_Importe': '0.00' },
      { '@_Base': '30.00', '@_Impuesto': '002', '@_TipoFactor': 'Tasa', '@_TasaOCuota': '0.080000', '@_Importe': '2.40' },
      { '@_Base': '188.71', '@_Impuesto': '002', '@_TipoFactor': 'Tasa', '@_TasaOCuota': '0.160000', '@_Importe': '30.19' },
    ]);
  });

  it('writes a complemento de pago with its Pagos 2.0 totals and no taxes of its own', async () => {
    const doc = pago();
    const root = at(parse(await cfdiXml(doc, fakeTimbre(doc, 'p'))), 'cfdi:Comprobante');
    expect(root['@_xsi:schemaLocation']).toContain('http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd');
    expect(root['cfdi:Impuestos']).toBeUndefined();
    const pagos = at(root, 'cfdi:Complemento', 'pago20:Pagos');
    const dr = at(pagos, 'pago20:Pago', 'pago20:DoctoRelacionado');
    expect(dr).toMatchObject({ '@_IdDocumento': UUID_A, '@_NumParcialidad': '2', '@_ImpSaldoAnt': '200.00', '@_ImpPagado': '123.45', '@_ImpSaldoInsoluto': '76.55', '@_ObjetoImpDR': '02' });
    const totales = at(pagos, 'pago20:Totales');
    expect(totales['@_MontoTotalPagos']).toBe('123.45');
    const d = doc.pagos![0]!.doctos[0]!;
    const base16 = d.traslados.find((t) => t.tasa === 16)!;
    expect(totales['@_TotalTrasladosBaseIVA16']).toBe((base16.base / 100).toFixed(2));
    expect(totales['@_TotalTrasladosImpuestoIVA16']).toBe((base16.importe / 100).toFixed(2));
  });

  it('keeps a shopper’s name and a product’s description as text, whatever they hold', async () => {
    const stamped = await pac().stamp(ingreso(REPORTED, `Canasta <b>"orgánica"</b> & $1 '🍓'`), { idempotencyKey: 'hostil' });
    const root = at(parse(stamped.xml), 'cfdi:Comprobante');
    expect(at(root, 'cfdi:Receptor')['@_Nombre']).toBe(REPORTED);
    expect((at(root, 'cfdi:Conceptos')['cfdi:Concepto'] as Node[])[0]!['@_Descripcion']).toBe(`Canasta <b>"orgánica"</b> & $1 '🍓'`);
    await fc.assert(
      fc.asyncProperty(hostileText(120), hostileText(200), async (nombre, descripcion) => {
        const doc = ingreso(nombre, descripcion);
        const xml = await cfdiXml(doc, fakeTimbre(doc, 'k'));
        const r = at(parse(xml), 'cfdi:Comprobante');
        expect(at(r, 'cfdi:Receptor')['@_Nombre']).toBe(nombre);
        expect((at(r, 'cfdi:Conceptos')['cfdi:Concepto'] as Node[])[0]!['@_Descripcion']).toBe(descripcion);
        expect(await cfdiRequiredProblems(xml)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('prints a PDF a reader opens, with the total in words and «SIN VALIDEZ FISCAL» across it', async () => {
    const stamped = await pac().stamp(ingreso(REPORTED), { idempotencyKey: 'pdf' });
    expect(() => checkPdf(stamped.pdf)).not.toThrow();
    const text = pdfText(stamped.pdf);
    expect(text).toContain('SIN VALIDEZ FISCAL');
    expect(text).toContain('(DOSCIENTOS NOVENTA Y SIETE PESOS 29/100 M.N.)');
    expect(text).toContain(stamped.uuid);
    for (const doc of [egreso(), pago(), global()]) {
      const { pdf } = await pac().stamp(doc, { idempotencyKey: doc.folio });
      expect(() => checkPdf(pdf)).not.toThrow();
    }
  });

  it('gives the same folio fiscal and the same files for the same idempotency key', async () => {
    const [a, b] = await Promise.all([pac().stamp(ingreso(), { idempotencyKey: 'pedido-7' }), pac().stamp(ingreso(), { idempotencyKey: 'pedido-7' })]);
    expect(a.uuid).toBe(b.uuid);
    expect(a.xml.equals(b.xml)).toBe(true);
    expect(a.pacId).toBe(b.pacId);
    expect(uuidForKey('pedido-8')).not.toBe(a.uuid);
  });

  it('cancels at once, except an ingreso over $1,000 more than 24 hours old, which waits for the receiver', async () => {
    let now = '2026-11-20T18:00:00';
    const p = pac(() => now);
    const small = await p.stamp(ingreso(), { idempotencyKey: 's' });
    const big = await p.stamp(ingreso(undefined, 'Caja', { envioCentavos: 100_000 }), { idempotencyKey: 'b' });
    const globalBig = await p.stamp(buildGlobal({ ...header, informacionGlobal: { periodicidad: '04', meses: '11', anio: 2026 }, formaPago: '01', sales: [{ numero: 'HB-1', lines: [{ totalCentavos: 500_000, tasaIva: 0 }], envioCentavos: 0 }] }), { idempotencyKey: 'g' });
    expect(await p.cancelStatus(big)).toBe('timbrada');
    expect(await p.cancel(big, { motivo: '02', sustituto: null })).toBe('cancelada');
    now = '2026-11-21T10:15:01';
    expect(await p.cancel(big, { motivo: '02', sustituto: null })).toBe('cancelacion_pendiente');
    expect(await p.cancelStatus(big)).toBe('cancelacion_pendiente');
    expect(await p.cancel(small, { motivo: '03', sustituto: null })).toBe('cancelada');
    expect(await p.cancel(globalBig, { motivo: '04', sustituto: null })).toBe('cancelada');
    expect(await p.cancelStatus(small)).toBe('cancelada');
  });

  it('refuses a cancellation with motive 01 and no substitute, or one it did not stamp', async () => {
    const p = pac();
    const s = await p.stamp(ingreso(), { idempotencyKey: 'x' });
    await expect(p.cancel(s, { motivo: '01', sustituto: null })).rejects.toMatchObject({ field: 'sustituto', retryable: false });
    await expect(p.cancel({ pacId: 'inv_123', uuid: s.uuid }, { motivo: '02', sustituto: null })).rejects.toBeInstanceOf(PacError);
  });

  it('searches the SAT’s catalogues through what it was given', async () => {
    expect(await pac().searchProducts('jitomate')).toEqual([{ clave: '50403800', descripcion: 'Jitomates (jitomate)' }]);
    expect(await pac().searchUnits('kilo')).toEqual([{ clave: 'KGM', descripcion: 'Kilogramo (kilo)' }]);
  });
});
