import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfdiConcepto, CfdiDocument } from '@huerta/contracts';
import { startFakePac, type FakePac, type FakeTaxpayers } from '../../../test/fake-pac';
import { checkPdf, readCfdiXml } from '../cfdi-files';
import { createFacturapiPac } from './facturapi-pac';
import { localToUtc } from './facturapi-body';
import { PacError, type PacProvider } from './provider';

// The clock is an input: the fake PAC's «now» is fixed, 10:00 at the shop (UTC−8) on a Monday.
const NOW = new Date('2026-11-23T18:00:00.000Z');
const API_KEY = 'sk_test_4b1d0c93e7f2a8665c0ffee';

const TAXPAYERS: FakeTaxpayers = {
  TEF190101AB1: { nombre: 'TAQUERÍA EL FARO & HIJOS', cp: '22000', regimenes: ['601'] },
  GODE561231GR8: { nombre: 'DIEGO GÓMEZ ESPARZA', cp: '22010', regimenes: ['612', '605'] },
};

const concepto = (o: Partial<CfdiConcepto> & Pick<CfdiConcepto, 'cantidadMilesimas' | 'valorUnitario' | 'importe'>, tasa: number): CfdiConcepto => ({
  claveProdServ: '50401800',
  claveUnidad: 'KGM',
  unidad: 'Kilogramo',
  noIdentificacion: '42',
  descripcion: 'Aguacate Hass',
  traslado: { base: o.importe, tasa, importe: Math.round((o.importe * tasa) / 100) },
  ...o,
});

/** A paid grocery order as an ingreso: a weighed line at 0 %, a piece and the delivery at 16 %. */
function ingreso(over: Partial<CfdiDocument> = {}): CfdiDocument {
  const conceptos = [
    concepto({ cantidadMilesimas: 1250, valorUnitario: '45.000000', importe: 5625 }, 0),
    concepto({ claveProdServ: '24111500', claveUnidad: 'H87', unidad: 'Pieza', noIdentificacion: '7', descripcion: 'Bolsa de yute "Huerta" <grande>', cantidadMilesimas: 2000, valorUnitario: '12.500000', importe: 2500 }, 16),
    concepto({ claveProdServ: '78102203', claveUnidad: 'E48', unidad: 'Unidad de servicio', noIdentificacion: null, descripcion: 'Envío a domicilio', cantidadMilesimas: 1000, valorUnitario: '50.000000', importe: 5000 }, 16),
  ];
  return {
    tipo: 'I',
    serie: 'HB',
    folio: '1001',
    fecha: '2026-11-23T09:00:00',
    formaPago: '04',
    metodoPago: 'PUE',
    moneda: 'MXN',
    lugarExpedicion: '22000',
    emisor: { rfc: 'HBA190101AB1', nombre: 'HUERTA BAJA', regimenFiscal: '601' },
    receptor: { rfc: 'TEF190101AB1', nombre: 'TAQUERÍA EL FARO & HIJOS', regimenFiscal: '601', domicilioFiscal: '22000', usoCfdi: 'G01' },
    conceptos,
    subtotal: 13125,
    total: 14325,
    traslados: [
      { base: 5625, tasa: 0, importe: 0 },
      { base: 7500, tasa: 16, importe: 1200 },
    ],
    informacionGlobal: null,
    relacionados: null,
    pagos: null,
    ...over,
  };
}

const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;
let fake: FakePac;
let pac: PacProvider;
let seq = 0;
const key = () => `cfdi-test-${++seq}`;
const createdBodies = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v2/invoices').map((r) => r.body);

async function refusal(p: Promise<unknown>): Promise<PacError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PacError);
  const pacErr = err as PacError;
  // Whatever went wrong, the owner never sees the secret key.
  expect(pacErr.message).not.toContain(API_KEY);
  expect(JSON.stringify({ ...pacErr, stack: pacErr.stack })).not.toContain(API_KEY);
  return pacErr;
}

beforeAll(async () => {
  fake = await startFakePac({ apiKey: API_KEY, taxpayers: TAXPAYERS, now: () => NOW });
  pac = createFacturapiPac({ apiKey: API_KEY, baseUrl: fake.baseUrl });
});
afterAll(() => fake.close());

describe('stamping through the Facturapi SDK', () => {
  it('stamps an ingreso PUE: Facturapi receives the document as its API documents it, and the shop gets the UUID, XML and PDF', async () => {
    const before = fake.stamps;
    const k = key();
    const stamped = await pac.stamp(ingreso(), { idempotencyKey: k });
    expect(fake.stamps).toBe(before + 1);
    expect(createdBodies().at(-1)).toEqual({
      type: 'I',
      customer: { legal_name: 'TAQUERÍA EL FARO & HIJOS', tax_id: 'TEF190101AB1', tax_system: '601', address: { zip: '22000' } },
      address: { zip: '22000' },
      date: '2026-11-23T17:00:00.000Z',
      series: 'HB',
      folio_number: 1001,
      idempotency_key: k,
      items: [
        { quantity: 1.25, product: { description: 'Aguacate Hass', product_key: '50401800', unit_key: 'KGM', unit_name: 'Kilogramo', sku: '42', price: 45, tax_included: false, taxability: '02', taxes: [{ type: 'IVA', rate: 0 }] } },
        { quantity: 2, product: { description: 'Bolsa de yute "Huerta" <grande>', product_key: '24111500', unit_key: 'H87', unit_name: 'Pieza', sku: '7', price: 12.5, tax_included: false, taxability: '02', taxes: [{ type: 'IVA', rate: 0.16 }] } },
        { quantity: 1, product: { description: 'Envío a domicilio', product_key: '78102203', unit_key: 'E48', unit_name: 'Unidad de servicio', price: 50, tax_included: false, taxability: '02', taxes: [{ type: 'IVA', rate: 0.16 }] } },
      ],
      payment_form: '04',
      payment_method: 'PUE',
      use: 'G01',
    });
    expect(stamped.uuid).toMatch(UUID);
    expect(stamped.pacId).toBe(fake.invoices.get(stamped.pacId)?.id);
    expect(new Date(stamped.timbrado).toISOString()).toBe(NOW.toISOString());
    // The files are what the back office accepts from any PAC: the same checks as a manual upload.
    const read = await readCfdiXml(stamped.xml);
    expect(read).toEqual({ uuid: stamped.uuid, rfcReceptor: 'TEF190101AB1', total: 14325, serieFolio: 'HB1001' });
    expect(stamped.xml.toString('utf8')).toContain('Nombre="TAQUERÍA EL FARO &#38; HIJOS"');
    expect(() => checkPdf(stamped.pdf)).not.toThrow();
  });

  it('stamps an ingreso PPD (on credit): forma de pago 99, método PPD', async () => {
    const stamped = await pac.stamp(ingreso({ folio: '1002', formaPago: '99', metodoPago: 'PPD' }), { idempotencyKey: key() });
    expect(createdBodies().at(-1)).toMatchObject({ payment_form: '99', payment_method: 'PPD', folio_number: 1002 });
    expect((await readCfdiXml(stamped.xml)).total).toBe(14325);
    expect(stamped.xml.toString('utf8')).toContain('MetodoPago="PPD"');
  });

  it('stamps a factura global to público en general with its periodicity', async () => {
    const stamped = await pac.stamp(
      ingreso({
        folio: '1003',
        formaPago: '01',
        receptor: { rfc: 'XAXX010101000', nombre: 'PUBLICO EN GENERAL', regimenFiscal: '616', domicilioFiscal: '22000', usoCfdi: 'S01' },
        informacionGlobal: { periodicidad: '02', meses: '11', anio: 2026 },
      }),
      { idempotencyKey: key() },
    );
    expect(createdBodies().at(-1)).toMatchObject({ global: { periodicity: 'week', months: '11', year: 2026 }, use: 'S01', customer: { tax_id: 'XAXX010101000', tax_system: '616' } });
    expect((await readCfdiXml(stamped.xml)).rfcReceptor).toBe('XAXX010101000');
  });

  it('stamps an egreso (nota de crédito) related to its ingreso with relationship 01', async () => {
    const original = await pac.stamp(ingreso({ folio: '1004' }), { idempotencyKey: key() });
    const nota = await pac.stamp(
      ingreso({
        tipo: 'E',
        serie: 'NC',
        folio: '7',
        receptor: { ...ingreso().receptor, usoCfdi: 'G02' },
        conceptos: [concepto({ descripcion: 'Diferencia de peso: Aguacate Hass', cantidadMilesimas: 1000, valorUnitario: '4.500000', importe: 450, claveProdServ: '84111506', claveUnidad: 'ACT', unidad: 'Actividad' }, 0)],
        subtotal: 450,
        total: 450,
        traslados: [{ base: 450, tasa: 0, importe: 0 }],
        relacionados: { tipoRelacion: '01', uuids: [original.uuid] },
      }),
      { idempotencyKey: key() },
    );
    expect(createdBodies().at(-1)).toMatchObject({ type: 'E', use: 'G02', payment_method: 'PUE', related_documents: [{ relationship: '01', documents: [original.uuid] }] });
    expect(await readCfdiXml(nota.xml)).toMatchObject({ total: 450, serieFolio: 'NC7' });
  });

  it('stamps a complemento de pago: each payment with its related invoice, parcialidad, saldo anterior and IVA', async () => {
    const ppd = await pac.stamp(ingreso({ folio: '1005', formaPago: '99', metodoPago: 'PPD' }), { idempotencyKey: key() });
    const rep = await pac.stamp(
      ingreso({
        tipo: 'P',
        serie: 'P',
        folio: '31',
        formaPago: null,
        metodoPago: null,
        moneda: 'XXX',
        conceptos: [],
        subtotal: 0,
        total: 0,
        traslados: [],
        pagos: [
          {
            fechaPago: '2026-11-22T16:30:00',
            formaPago: '03',
            monto: 5000,
            doctos: [
              {
                uuid: ppd.uuid,
                serie: 'HB',
                folio: '1005',
                numParcialidad: 2,
                saldoAnterior: 10000,
                importePagado: 5000,
                saldoInsoluto: 5000,
                traslados: [
                  { base: 1963, tasa: 0, importe: 0 },
                  { base: 2618, tasa: 16, importe: 419 },
                ],
              },
            ],
          },
        ],
      }),
      { idempotencyKey: key() },
    );
    const body = createdBodies().at(-1)!;
    expect(body).toMatchObject({ type: 'P', series: 'P', folio_number: 31 });
    expect(body).not.toHaveProperty('items');
    expect(body.complements).toEqual([
      {
        type: 'pago',
        data: [
          {
            payment_form: '03',
            date: '2026-11-23T00:30:00.000Z',
            related_documents: [
              {
                uuid: ppd.uuid,
                amount: 50,
                installment: 2,
                last_balance: 100,
                series: 'HB',
                folio_number: 1005,
                taxes: [
                  { base: 19.63, type: 'IVA', rate: 0 },
                  { base: 26.18, type: 'IVA', rate: 0.16 },
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(await readCfdiXml(rep.xml)).toMatchObject({ uuid: rep.uuid, total: 0 });
  });
});

describe('one stamp per document', () => {
  it('the same idempotency key twice stamps once and returns the same UUID', async () => {
    const before = fake.stamps;
    const k = key();
    const first = await pac.stamp(ingreso({ folio: '1100' }), { idempotencyKey: k });
    const again = await pac.stamp(ingreso({ folio: '1100' }), { idempotencyKey: k });
    expect(again.uuid).toBe(first.uuid);
    expect(again.pacId).toBe(first.pacId);
    expect(fake.stamps).toBe(before + 1);
  });

  it('20 concurrent calls with one key stamp once', async () => {
    const before = fake.stamps;
    const k = key();
    const all = await Promise.all(Array.from({ length: 20 }, () => pac.stamp(ingreso({ folio: '1101' }), { idempotencyKey: k })));
    expect(new Set(all.map((s) => s.uuid)).size).toBe(1);
    expect(fake.stamps).toBe(before + 1);
  });

  it('while the first call is still stamping, the others are told to retry, and their retry gets the same UUID', async () => {
    const slow = await startFakePac({ apiKey: API_KEY, taxpayers: TAXPAYERS, now: () => NOW, latencyMs: 300 });
    try {
      const slowPac = createFacturapiPac({ apiKey: API_KEY, baseUrl: slow.baseUrl });
      const k = key();
      const settled = await Promise.allSettled(Array.from({ length: 20 }, () => slowPac.stamp(ingreso(), { idempotencyKey: k })));
      const done = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.uuid] : []));
      const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
      expect(done.length).toBeGreaterThanOrEqual(1);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(new Set(done).size).toBe(1);
      for (const err of refused) expect(err).toMatchObject({ name: 'PacError', retryable: true });
      expect(slow.stamps).toBe(1);
      expect((await slowPac.stamp(ingreso(), { idempotencyKey: k })).uuid).toBe(done[0]);
      expect(slow.stamps).toBe(1);
    } finally {
      await slow.close();
    }
  });
});

describe('the SAT refuses: Spanish, the field to fix, not retryable', () => {
  const receptor = ingreso().receptor;
  it.each([
    ['an RFC not registered', { ...receptor, rfc: 'FAR100101AB1' }, 'rfc', 'El RFC del receptor FAR100101AB1 no existe en la lista de RFC inscritos no cancelados del SAT.'],
    ['a name that is not the RFC’s', { ...receptor, nombre: 'TAQUERIA EL FARO SA DE CV' }, 'nombre', 'El nombre o razón social no corresponde al RFC en los registros del SAT. Verifica que coincida exactamente con la Constancia de Situación Fiscal.'],
    ['a CP that is not the RFC’s', { ...receptor, domicilioFiscal: '22010' }, 'codigo_postal', 'El código postal fiscal no corresponde al RFC en los registros del SAT. Verifica que coincida con la Constancia de Situación Fiscal.'],
    ['a régimen the RFC does not have', { ...receptor, regimenFiscal: '626' }, 'regimen', 'El régimen fiscal no está permitido para el RFC en los registros del SAT.'],
    [
      'a uso the régimen does not admit',
      { rfc: 'GODE561231GR8', nombre: 'DIEGO GÓMEZ ESPARZA', regimenFiscal: '605', domicilioFiscal: '22010', usoCfdi: 'G03' },
      'uso',
      'La clave del campo UsoCFDI (G03) no corresponde con el régimen fiscal del receptor (605).',
    ],
  ])('%s', async (_what, r, field, message) => {
    const before = fake.stamps;
    const err = await refusal(pac.stamp(ingreso({ receptor: r }), { idempotencyKey: key() }));
    expect(err).toMatchObject({ retryable: false, field, message });
    expect(fake.stamps).toBe(before);
  });

  it('a refusal that names Facturapi’s own field path, or is not in Spanish, is said in the shop’s words', async () => {
    fake.failNext({ status: 400, body: { ok: false, status: 400, code: 'invalid_request', message: 'El campo "customer.tax_id" es requerido.', path: 'customer.tax_id' } });
    expect(await refusal(pac.stamp(ingreso(), { idempotencyKey: key() }))).toMatchObject({
      retryable: false,
      field: 'rfc',
      message: 'El SAT no reconoce el RFC del cliente: revisa que esté escrito como en su Constancia de Situación Fiscal.',
    });
    fake.failNext({ status: 400, body: { ok: false, status: 400, code: 'invalid_request', message: 'Invalid product key.', errors: [{ code: 'invalid_value', path: 'items.1.product.product_key', source: 'facturapi' }] } });
    expect(await refusal(pac.stamp(ingreso(), { idempotencyKey: key() }))).toMatchObject({
      retryable: false,
      field: 'clave_prod_serv',
      message: 'Una clave de producto o servicio del SAT no es válida: corrígela en el producto.',
    });
  });
});

describe('the PAC away: retryable', () => {
  it('a 500 and a 429 are retried later; the retry with the same key stamps once', async () => {
    const before = fake.stamps;
    const k = key();
    fake.failNext({ status: 500 });
    expect(await refusal(pac.stamp(ingreso(), { idempotencyKey: k }))).toMatchObject({ retryable: true, message: 'El PAC no respondió; se reintentará.' });
    fake.failNext({ status: 429, body: { ok: false, status: 429, code: 'rate_limit_exceeded', message: 'Se excedió el límite de solicitudes.' } });
    expect(await refusal(pac.stamp(ingreso(), { idempotencyKey: k }))).toMatchObject({ retryable: true });
    await pac.stamp(ingreso(), { idempotencyKey: k });
    expect(fake.stamps).toBe(before + 1);
  });

  it('a refused connection and a 503 are retryable', async () => {
    const k = key();
    await fake.down('refused');
    try {
      expect(await refusal(pac.stamp(ingreso(), { idempotencyKey: k }))).toMatchObject({ retryable: true, message: 'El PAC no respondió; se reintentará.' });
    } finally {
      await fake.up();
    }
    await fake.down('503');
    try {
      expect(await refusal(pac.stamp(ingreso(), { idempotencyKey: k }))).toMatchObject({ retryable: true });
    } finally {
      await fake.up();
    }
    expect((await pac.stamp(ingreso(), { idempotencyKey: k })).uuid).toMatch(UUID);
  });
});

describe('the API key never shows', () => {
  it('a wrong key is refused without repeating it', async () => {
    const wrong = 'sk_test_NOT_THE_RIGHT_ONE_93c1';
    const err = await refusal(createFacturapiPac({ apiKey: wrong, baseUrl: fake.baseUrl }).stamp(ingreso(), { idempotencyKey: key() }));
    expect(err).toMatchObject({ retryable: false, field: 'api_key', message: 'Facturapi rechazó la llave de API: revisa la llave secreta en Ajustes → Facturación.' });
    expect(err.message).not.toContain(wrong);
  });

  it('a PAC answer that echoes the key has it hidden', async () => {
    fake.failNext({ status: 400, body: { ok: false, status: 400, code: 'invalid_request', message: `La llave ${API_KEY} no pertenece a la organización.` } });
    const err = await refusal(pac.stamp(ingreso(), { idempotencyKey: key() }));
    expect(err.message).toBe('La llave [llave oculta] no pertenece a la organización.');
  });
});

describe('cancellation', () => {
  it('cancels with motive 01 and its substitute; a retried cancellation answers the same', async () => {
    const wrong = await pac.stamp(ingreso({ folio: '1200' }), { idempotencyKey: key() });
    const substitute = await pac.stamp(ingreso({ folio: '1201', relacionados: { tipoRelacion: '04', uuids: [wrong.uuid] } }), { idempotencyKey: key() });
    expect(createdBodies().at(-1)).toMatchObject({ related_documents: [{ relationship: '04', documents: [wrong.uuid] }] });
    expect(await pac.cancel(wrong, { motivo: '01', sustituto: substitute.uuid })).toBe('cancelada');
    const asked = fake.requests.filter((r) => r.method === 'DELETE').at(-1)!;
    expect(asked.path).toBe(`/v2/invoices/${wrong.pacId}`);
    expect(Object.fromEntries(asked.query)).toEqual({ motive: '01', substitution: substitute.uuid });
    expect(await pac.cancelStatus(wrong)).toBe('cancelada');
    expect(await pac.cancelStatus(substitute)).toBe('timbrada');
    expect(await pac.cancel(wrong, { motivo: '01', sustituto: substitute.uuid })).toBe('cancelada');
  });

  it('motive 01 with a substitute the PAC does not know is refused on the substitute', async () => {
    const stamped = await pac.stamp(ingreso({ folio: '1202' }), { idempotencyKey: key() });
    const err = await refusal(pac.cancel(stamped, { motivo: '01', sustituto: '11111111-2222-4333-8444-555555555555' }));
    expect(err).toMatchObject({ retryable: false, field: 'sustituto', message: 'No se encontró la factura de sustitución.' });
    expect(await pac.cancelStatus(stamped)).toBe('timbrada');
  });

  it('a cancellation waiting for the receiver («en espera de aceptación») is later accepted, or rejected', async () => {
    const accepted = await pac.stamp(ingreso({ folio: '1203' }), { idempotencyKey: key() });
    fake.needAcceptance(accepted.pacId);
    expect(await pac.cancel(accepted, { motivo: '02', sustituto: null })).toBe('cancelacion_pendiente');
    expect(Object.fromEntries(fake.requests.filter((r) => r.method === 'DELETE').at(-1)!.query)).toEqual({ motive: '02' });
    expect(await pac.cancelStatus(accepted)).toBe('cancelacion_pendiente');
    fake.acceptCancellation(accepted.uuid);
    expect(await pac.cancelStatus(accepted)).toBe('cancelada');

    const rejected = await pac.stamp(ingreso({ folio: '1204' }), { idempotencyKey: key() });
    fake.needAcceptance(rejected.uuid);
    expect(await pac.cancel(rejected, { motivo: '03', sustituto: null })).toBe('cancelacion_pendiente');
    fake.rejectCancellation(rejected.pacId);
    expect(await pac.cancelStatus(rejected)).toBe('cancelacion_rechazada');
  });
});

describe('SAT catalogues', () => {
  it('searches products and units by words or key', async () => {
    expect(await pac.searchProducts('aguacate')).toEqual([{ clave: '50401800', descripcion: 'Aguacates' }]);
    expect(await pac.searchProducts('7810')).toEqual([{ clave: '78102203', descripcion: 'Servicios de envío, recogida o entrega de correo' }]);
    expect(await pac.searchUnits('kilo')).toEqual([{ clave: 'KGM', descripcion: 'Kilogramo' }]);
  });
});

describe('dates: the shop’s local time as the UTC instant Facturapi wants', () => {
  it('in the shop’s own zone, winter and summer', () => {
    expect(localToUtc('2026-11-23T09:00:00', 'America/Tijuana')).toBe('2026-11-23T17:00:00.000Z');
    expect(localToUtc('2026-07-01T09:00:00', 'America/Tijuana')).toBe('2026-07-01T16:00:00.000Z');
  });
  it('in another zone than the process’s', () => {
    expect(localToUtc('2026-11-23T09:00:00', 'America/Mexico_City')).toBe('2026-11-23T15:00:00.000Z');
    expect(localToUtc('2026-07-01T09:00:00', 'America/Los_Angeles')).toBe('2026-07-01T16:00:00.000Z');
  });
});
