import { toCentavos, type CfdiDocument } from '@huerta/contracts';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { clockAt, createTestApp } from '../../test/helpers';
import { customer, dataOf, orderRow } from '../../test/orders-helpers';
import { createGlobalInvoice } from './global-invoice';

// The factura global (issue 45): each period's sales without a factura, invoiced to the público en general once
// the period has ended in the shop's own time zone (America/Tijuana), once per period however many sweeps run.
// The shop's clock is the test's own: every sale is paid at a chosen local instant.
let clock = clockAt('2026-11-09T09:00:00-08:00');
const at = (iso: string) => void (clock = clockAt(iso));
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { now: () => clock() });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.47.1');
const owner = await admin.addStaff('duena.global@huertabaja.mx', 'dueño');
const clerk = await admin.addStaff('empleado.global@huertabaja.mx', 'empleado');
type Listed = { id: number; precio: number; descuento: number | 'N/A'; venta?: unknown };
const listed = (await app.inject({ url: '/api/productos' })).json().data as Listed[];
const [tomato, piece] = listed.filter((p) => p.descuento === 'N/A' && !p.venta);
{
  const { data } = await admin.call('products.get', { id: tomato!.id }, { cookie: owner });
  const { id: _id, categoria: _c, archivado: _a, ...fields } = data as Record<string, unknown>;
  await admin.call('products.update', { id: tomato!.id, producto: { ...fields, venta: { modo: 'peso', gramos: 250, minimo: 2 } } }, { cookie: owner });
}
const PIECES = Math.max(10, Math.ceil(60_000 / toCentavos(piece!.precio)));
const fiscal = { rfc: 'TEF190312AB1', razon_social: 'Taquería el Faro', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };
const shop = { rfc: 'EKU9003173C9', razon_social: 'Escuela Kemper Urgate', regimen_fiscal: '601', lugar_expedicion: '22000', serie: 'HB' };
const billing = async (periodicidad_global: string, modo = 'prueba') => expect((await admin.call('facturas.saveBilling', { ...shop, modo, periodicidad_global }, { cookie: owner })).status).toBe(200);

/** An order placed and paid by card at the local instant `iso`. */
async function sale(iso: string, extra: object = {}, productos: object[] = [{ id: piece!.id, items: PIECES }]) {
  at(iso);
  const res = await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, productos, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  const { data, pedido } = res.json() as { data: string; pedido: { id: number } };
  const paid = await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' } });
  expect(paid.statusCode, paid.body).toBe(200);
  return pedido.id;
}
const move = (id: number, estado: string) => admin.call('orders.move', { ids: [id], estado, confirmar: true }, { cookie: owner });
const totalOf = async (id: number) => {
  const o = await orderRow(app, id);
  return o.totalFinalCentavos ?? o.totalCentavos;
};
const globals = () => db.select().from(t.cfdis).where(like(t.cfdis.clave, 'G-%')).orderBy(t.cfdis.id);
const globalOf = async (clave: string) => (await db.select().from(t.cfdis).where(eq(t.cfdis.clave, clave)))[0];
const coveredBy = async (cfdiId: number) => (await db.select().from(t.cfdiPedidos).where(eq(t.cfdiPedidos.cfdiId, cfdiId))).map((r) => r.pedidoId).sort((a, b) => a - b);
const sweep = () => app.services.stamping.sweep();

/** A stamped global covering exactly `orders`, whose conceptos add up to their totals to the centavo. */
async function expectGlobal(clave: string, orders: number[], info: CfdiDocument['informacionGlobal']) {
  const row = await globalOf(clave);
  expect(row, clave).toBeDefined();
  expect(await coveredBy(row!.id)).toEqual([...orders].sort((a, b) => a - b));
  const doc = JSON.parse(row!.documento) as CfdiDocument;
  const totals = await Promise.all(orders.map(totalOf));
  const sum = totals.reduce((n, x) => n + x, 0);
  expect(row).toMatchObject({ estado: 'timbrada', tipo: 'I', rfc: 'XAXX010101000', nombre: 'PUBLICO EN GENERAL', serie: 'HBG', metodoPago: 'PUE', formaPago: '04', totalCentavos: sum });
  expect(doc.conceptos.reduce((n, c) => n + c.importe + c.traslado.importe, 0)).toBe(sum);
  expect(doc.total).toBe(sum);
  expect(doc.receptor).toMatchObject({ rfc: 'XAXX010101000', usoCfdi: 'S01', regimenFiscal: '616', domicilioFiscal: '22000' });
  expect(doc.informacionGlobal).toEqual(info);
  expect([...new Set(doc.conceptos.map((c) => Number(c.noIdentificacion)))].sort((a, b) => a - b)).toEqual([...orders].sort((a, b) => a - b));
  return row!;
}

describe('factura global, weekly (Monday to Sunday, in Tijuana)', () => {
  it('a week of sales: one global per ended week with the sales that had no factura; none for the week running', async () => {
    await billing('02');
    const plain = await sale('2026-11-10T12:00:00-08:00');
    const invoiced = await sale('2026-11-11T12:00:00-08:00', { factura: fiscal });
    const cancelled = await sale('2026-11-12T12:00:00-08:00');
    expect((await move(cancelled, 'cancelado')).status).toBe(200);
    const weighed = await sale('2026-11-13T12:00:00-08:00', {}, [{ id: tomato!.id, items: 6 }, { id: piece!.id, items: PIECES }]);
    // Sunday 23:30 in Tijuana is already Monday in UTC: still this week's sale.
    const sunday = await sale('2026-11-15T23:30:00-08:00');
    const nextMonday = await sale('2026-11-16T00:30:00-08:00');
    // On credit: invoiced PPD to its business, never to the público en general.
    at('2026-11-16T00:40:00-08:00');
    const hotelRes = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Compras Hotel', usuario: 'compras@hotelglobal.mx', password: 'clave-segura-1' } });
    const hotel = `Bearer ${hotelRes.json().data.jwt as string}`;
    await admin.call('businesses.create', { email: 'compras@hotelglobal.mx', giro: 'hotel', razon_social: 'Hotel Global', rfc: 'HGL150505EF3', contacto: 'Luis' }, { cookie: owner });
    const negocio = (await db.select().from(t.negocios)).find((n) => n.rfc === 'HGL150505EF3')!.id;
    expect((await admin.call('businesses.setCredit', { id: negocio, plazo_dias: 15, limite: 50_000 }, { cookie: owner })).status).toBe(200);
    const onCredit = await app.inject({ method: 'POST', url: '/api/crear-pedido', headers: { authorization: hotel }, payload: { ...customer, email: 'compras@hotelglobal.mx', productos: [{ id: piece!.id, items: PIECES }], metodo_pago: 'credito' } });
    expect(onCredit.statusCode, onCredit.body).toBe(201);
    const credit = onCredit.json().pedido.id as number;
    expect((await move(credit, 'enviado')).status).toBe(200);

    at('2026-11-16T00:45:00-08:00');
    await sweep();
    expect((await globals()).map((g) => g.clave)).toEqual(['G-02-2026-11-09']);
    await expectGlobal('G-02-2026-11-09', [plain, sunday], { periodicidad: '02', meses: '11', anio: 2026 });
    for (const id of [invoiced, cancelled, weighed, credit, nextMonday]) expect((await db.select().from(t.cfdiPedidos).where(eq(t.cfdiPedidos.pedidoId, id))).length, `pedido ${id}`).toBe(0);

    // The weighed order is packed the next week: it goes into that week's global, for what was packed.
    at('2026-11-17T10:00:00-08:00');
    expect((await move(weighed, 'preparando')).status).toBe(200);
    expect((await admin.call('orders.weigh', { id: weighed, productoId: tomato!.id, gramos: 1370, confirmar: true }, { cookie: owner })).status).toBe(200);
    // Saturday 23:30 (Sunday in UTC): the week has not ended.
    at('2026-11-21T23:30:00-08:00');
    await sweep();
    expect(await globals()).toHaveLength(1);

    // Two sweeps racing at the week's end (two processes, a rerun): one document.
    at('2026-11-23T00:10:00-08:00');
    await Promise.all([sweep(), sweep(), app.services.globalInvoice.sweep()]);
    await sweep();
    expect((await globals()).map((g) => g.clave)).toEqual(['G-02-2026-11-09', 'G-02-2026-11-16']);
    const second = await expectGlobal('G-02-2026-11-16', [nextMonday, weighed], { periodicidad: '02', meses: '11', anio: 2026 });
    expect((await orderRow(app, weighed)).totalFinalCentavos).not.toBeNull();
    expect(second.totalCentavos).toBe((await totalOf(nextMonday)) + (await orderRow(app, weighed)).totalFinalCentavos!);
  });

  it('the back office shows the last global and when the next is due, to any staff member', async () => {
    at('2026-11-25T10:00:00-08:00');
    const res = await admin.call('facturas.globalStatus', undefined, { cookie: clerk });
    expect(res.status).toBe(200);
    const last = await globalOf('G-02-2026-11-16');
    expect(res.data).toEqual({
      manual: false,
      ultima: { id: last!.id, periodo: { periodicidad: '02', desde: '2026-11-16', hasta: '2026-11-22' }, estado: 'timbrada', modo: 'prueba', uuid: last!.uuid, totalCentavos: last!.totalCentavos, error: null, timbrada: last!.timbrada },
      // The week of Monday the 23rd ends with November (the 30th is a Monday: its own period).
      siguiente: { periodicidad: '02', desde: '2026-11-23', hasta: '2026-11-29', emision: '2026-11-30T08:00:00.000Z', vence: '2026-12-01T08:00:00.000Z' },
    });
    // Its files, by the CFDI's own id (a global has no order to reach them through); staff only.
    const xml = await app.inject({ url: `/admin/cfdis/${last!.id}/xml`, headers: { cookie: clerk } });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`UUID="${last!.uuid}"`);
    expect(xml.body).toContain('Rfc="XAXX010101000"');
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="cfdi-HBG20261116-${last!.uuid}.xml"`);
    const pdf = await app.inject({ url: `/admin/cfdis/${last!.id}/pdf`, headers: { cookie: clerk } });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ url: `/admin/cfdis/${last!.id}/pdf` })).statusCode).toBe(401);
    expect((await app.inject({ url: `/admin/cfdis/999999/pdf`, headers: { cookie: clerk } })).statusCode).toBe(404);
  });
});

describe('factura global, the clock and the calendar', () => {
  let saturday = 0;
  it('daily, the day DST ends in Tijuana (2026-11-01, 25 hours): each sale in its local day', async () => {
    await billing('01');
    const saturdayNight = await sale('2026-10-31T23:30:00-07:00');
    const early = await sale('2026-11-01T00:30:00-07:00');
    // 01:30 happens twice that night; 23:30 is after the change (UTC−8).
    const late = await sale('2026-11-01T23:30:00-08:00');
    at('2026-11-02T00:30:00-08:00');
    await sweep();
    await expectGlobal('G-01-2026-10-31', [saturdayNight], { periodicidad: '01', meses: '10', anio: 2026 });
    await expectGlobal('G-01-2026-11-01', [early, late], { periodicidad: '01', meses: '11', anio: 2026 });
    expect(await globalOf('G-01-2026-11-02')).toBeUndefined();
  });

  it('daily, Saturday 23:30: Friday is invoiced, Saturday not yet (it is Sunday in UTC)', async () => {
    const friday = await sale('2026-12-04T12:00:00-08:00');
    saturday = await sale('2026-12-05T23:00:00-08:00');
    at('2026-12-05T23:30:00-08:00');
    await sweep();
    await expectGlobal('G-01-2026-12-04', [friday], { periodicidad: '01', meses: '12', anio: 2026 });
    expect(await globalOf('G-01-2026-12-05')).toBeUndefined();
    expect((await db.select().from(t.cfdiPedidos).where(eq(t.cfdiPedidos.pedidoId, saturday))).length).toBe(0);
  });

  it('monthly, New Year’s Eve: December is invoiced on January 1st, as month 12 of 2026', async () => {
    await billing('04');
    const eve = await sale('2026-12-31T23:00:00-08:00');
    at('2026-12-31T23:30:00-08:00');
    const before = (await globals()).length;
    await sweep();
    expect(await globals()).toHaveLength(before);
    at('2027-01-01T00:30:00-08:00');
    await sweep();
    // Saturday's sale, left when the periodicity changed, is December's too.
    await expectGlobal('G-04-2026-12-01', [saturday, eve], { periodicidad: '04', meses: '12', anio: 2026 });
    expect(await globals()).toHaveLength(before + 1);
  });

  it('quincenal and bimestral periods: 1–15 and 16–end, ene–feb as 13', async () => {
    await billing('03');
    const first = await sale('2027-01-15T23:59:00-08:00');
    const second = await sale('2027-01-16T00:01:00-08:00');
    at('2027-01-16T00:10:00-08:00');
    await sweep();
    await expectGlobal('G-03-2027-01-01', [first], { periodicidad: '03', meses: '01', anio: 2027 });
    await billing('05');
    const march = await sale('2027-03-01T09:00:00-08:00');
    await sweep();
    await expectGlobal('G-05-2027-01-01', [second], { periodicidad: '05', meses: '13', anio: 2027 });
    expect((await db.select().from(t.cfdiPedidos).where(eq(t.cfdiPedidos.pedidoId, march))).length).toBe(0);
  });

  it('«a mano»: nothing is issued, no sale is marked as invoiced', async () => {
    await billing('04', 'manual');
    const april = await sale('2027-04-10T12:00:00-07:00');
    at('2027-05-01T00:30:00-07:00');
    const before = (await globals()).length;
    await sweep();
    expect(await globals()).toHaveLength(before);
    expect((await db.select().from(t.cfdiPedidos).where(eq(t.cfdiPedidos.pedidoId, april))).length).toBe(0);
    expect((await admin.call('facturas.globalStatus', undefined, { cookie: clerk })).data).toMatchObject({ manual: true });
  });
});

describe('a period with more sales than one document carries', () => {
  it('is issued in parts («…-2», «…-3»), each sale in exactly one, and a later sweep adds nothing', async () => {
    await billing('01');
    const sales: number[] = [];
    for (const hour of ['09', '10', '11', '12', '13']) sales.push(await sale(`2027-06-10T${hour}:00:00-07:00`));
    at('2027-06-11T00:30:00-07:00');
    // The same job with parts of two sales (the shop's own carry MAX_SALES_PER_GLOBAL), swept before the shop's.
    const parted = createGlobalInvoice({ database: app.services.database, stamping: app.services.stamping, now: () => clock(), timezone: 'America/Tijuana', log: app.log, maxSales: 2 });
    const info = { periodicidad: '01', meses: '06', anio: 2027 } as const;
    expect(await parted.sweep()).toHaveLength(3);
    await expectGlobal('G-01-2027-06-10', sales.slice(0, 2), info);
    await expectGlobal('G-01-2027-06-10-2', sales.slice(2, 4), info);
    const last = await expectGlobal('G-01-2027-06-10-3', sales.slice(4), info);
    expect((JSON.parse(last.documento) as CfdiDocument).folio).toBe('20270610-3');
    const before = (await globals()).length;
    await sweep();
    expect(await globals()).toHaveLength(before);
    expect((await parted.status()).ultima?.periodo).toMatchObject({ desde: '2027-06-10', hasta: '2027-06-10' });
  });
});

