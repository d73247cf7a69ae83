import { toCentavos } from '@huerta/contracts';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { startFakePac } from '../../test/fake-pac';
import { clockAt, createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct } from '../../test/orders-helpers';
import { predominantForma } from './global-invoice';

// The factura global through a real PAC's SDK (Facturapi) against its local fake: the body carries the SAT's
// InformacionGlobal as Facturapi names it (global.periodicity, months, year), to the público en general, S01.
let clock = clockAt('2026-11-10T12:00:00-08:00');
const at = (iso: string) => void (clock = clockAt(iso));
const pac = await startFakePac({ now: () => clock() });
afterAll(() => pac.close());
const { app } = await createTestApp({ FACTURAPI_URL: pac.baseUrl, RATE_LIMIT_DISABLED: 'true' }, { now: () => clock() });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.48.1');
const owner = await admin.addStaff('duena.globalpac@huertabaja.mx', 'dueño');
const product = await listedProduct(app, false);
const items = Math.max(10, Math.ceil(60_000 / toCentavos(product.precio)));

async function sale(iso: string) {
  at(iso);
  const res = await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, productos: [{ id: product.id, items }] } });
  expect(res.statusCode, res.body).toBe(201);
  const paid = await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: res.json().data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' } });
  expect(paid.statusCode, paid.body).toBe(200);
  return Math.round((res.json().pedido.total as number) * 100);
}

describe('factura global through the PAC', () => {
  it('is stamped once with global.periodicity week, months 11, year 2026, for the week’s sales', async () => {
    const saved = await admin.call('facturas.saveBilling', { modo: 'pac', clave_pac: pac.apiKey, rfc: 'HBA190101AB1', razon_social: 'Huerta Baja', regimen_fiscal: '601', lugar_expedicion: '22800', serie: 'HB', periodicidad_global: '02' }, { cookie: owner });
    expect(saved.status).toBe(200);
    const totals = [await sale('2026-11-10T12:00:00-08:00'), await sale('2026-11-14T20:00:00-08:00')];
    at('2026-11-16T00:05:00-08:00');
    const before = pac.stamps;
    await Promise.all([app.services.stamping.sweep(), app.services.stamping.sweep()]);
    await app.services.stamping.sweep();
    expect(pac.stamps).toBe(before + 1);
    const [row] = await db.select().from(t.cfdis).where(like(t.cfdis.clave, 'G-%'));
    expect(row).toMatchObject({ clave: 'G-02-2026-11-09', estado: 'timbrada', modo: 'pac', totalCentavos: totals[0]! + totals[1]! });
    const invoice = [...pac.invoices.values()].find((i) => i.uuid === row!.uuid)!;
    expect(invoice).toMatchObject({
      type: 'I',
      global: { periodicity: 'week', months: '11', year: 2026 },
      customer: { tax_id: 'XAXX010101000', legal_name: 'PUBLICO EN GENERAL', tax_system: '616', address: { zip: '22800' } },
      use: 'S01',
      payment_form: '04',
      payment_method: 'PUE',
      series: 'HBG',
      total: (totals[0]! + totals[1]!) / 100,
    });
    expect(invoice.idempotency_key).toMatch(/^G-02-2026-11-09-[0-9a-f]{16}$/);
  });
});

describe('forma de pago of a global', () => {
  it('is the one with which the largest amount was paid', () => {
    expect(predominantForma([{ formaPago: '04', totalCentavos: 500 }, { formaPago: '01', totalCentavos: 300 }, { formaPago: '01', totalCentavos: 300 }])).toBe('01');
    expect(predominantForma([{ formaPago: '03', totalCentavos: 900 }, { formaPago: '04', totalCentavos: 899 }])).toBe('03');
  });
});
