import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { eventually } from '../../test/eventually';
import { startFakePac, type FakeTaxpayers } from '../../test/fake-pac';
import { fakeStripeEnv, startFakeStripe } from '../../test/fake-stripe';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, orderRow, outbox, post } from '../../test/orders-helpers';
import { shopDayOf } from '../../platform/days';

// Cancelling through a real PAC's SDK (Facturapi) against its local fake: each motive, 01 with its substitute
// stamped first and related 04, the receiver's acceptance («en espera de aceptación») followed by the periodic
// job until accepted or rejected, a double click cancelled once; a refund by card after stamping is an egreso.
const taxpayers: FakeTaxpayers = { TEF190312AB1: { nombre: 'TAQUERIA EL FARO', cp: '22000', regimenes: ['601'] } };
const pac = await startFakePac({ taxpayers });
const stripeFake = await startFakeStripe();
afterAll(async () => {
  await pac.close();
  await stripeFake.close();
});
const WEBHOOK_SECRET = 'whsec_prueba_cancelar';
const { app } = await createTestApp({ ...fakeStripeEnv(stripeFake.port, WEBHOOK_SECRET), FACTURAPI_URL: pac.baseUrl, RATE_LIMIT_DISABLED: 'true' });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.48.1');
const owner = await admin.addStaff('duena.cancelapac@huertabaja.mx', 'dueño');
const clerk = await admin.addStaff('empleado.cancelapac@huertabaja.mx', 'empleado');
const product = await listedProduct(app, false);
const stripe = new Stripe('sk_test_local');
const shopFiscal = { rfc: 'HBA190101AB1', razon_social: 'Huerta Baja', regimen_fiscal: '601', lugar_expedicion: '22800', serie: 'HB', periodicidad_global: '04', modo: 'pac', clave_pac: pac.apiKey };
expect((await admin.call('facturas.saveBilling', shopFiscal, { cookie: owner })).status).toBe(200);
const restaurant = { rfc: 'TEF190312AB1', razon_social: 'Taquería el Faro', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };

function webhook(event: object) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}
const ingresoOf = async (pedidoId: number) => (await db.select().from(t.cfdis).where(eq(t.cfdis.clave, `I-${pedidoId}`)))[0];
const rowOf = async (id: number) => (await db.select().from(t.cfdis).where(eq(t.cfdis.id, id)))[0]!;

/** An order with a factura, paid by card (Stripe's signed webhook), its ingreso stamped by the PAC. */
async function stampedOrder() {
  const res = await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: product.id, items: 2 }], factura: restaurant });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().pedido.id as number;
  const intentId = (await orderRow(app, id)).paymentIntentId!;
  const amount = Math.round(res.json().pedido.total * 100);
  stripeFake.setStatus(intentId, 'succeeded', amount);
  const event = { id: `evt_paid_${id}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: intentId, object: 'payment_intent', amount, currency: 'mxn' } } };
  expect((await webhook(event)).statusCode).toBe(200);
  await eventually(async () => expect((await ingresoOf(id))?.estado).toBe('timbrada'), 5_000);
  return (await ingresoOf(id))!;
}
const cancel = (id: number, motivo: string, cookie = owner) => admin.call('cfdis.cancel', { id, motivo }, { cookie });
const invoiceOf = (uuid: string) => [...pac.invoices.values()].find((i) => i.uuid === uuid)!;
const deletes = (pacId: string) => pac.requests.filter((r) => r.method === 'DELETE' && r.path === `/v2/invoices/${pacId}`).length;

describe('cancelling through the PAC', () => {
  it('02 and 03 cancel at once with their motive; a double click asks the PAC once; a clerk cannot', async () => {
    const a = await stampedOrder();
    expect((await cancel(a.id, '02', clerk)).status).toBe(403);
    const both = await Promise.all([cancel(a.id, '02'), cancel(a.id, '02'), cancel(a.id, '02')]);
    for (const r of both) expect(r.status, r.message).toBe(200);
    expect(deletes(a.pacId!)).toBe(1);
    expect(invoiceOf(a.uuid!)).toMatchObject({ status: 'canceled', cancellation: { motive: '02', substitution: null } });
    expect((await rowOf(a.id)).estado).toBe('cancelada');
    const b = await stampedOrder();
    expect((await cancel(b.id, '03')).data).toEqual({ estado: 'cancelada' });
    expect(invoiceOf(b.uuid!)).toMatchObject({ status: 'canceled', cancellation: { motive: '03' } });
  });

  it('01 stamps the substitute related 04 first, then cancels naming it', async () => {
    const old = await stampedOrder();
    expect((await cancel(old.id, '01')).status).toBe(200);
    const [sub] = await db.select().from(t.cfdis).where(eq(t.cfdis.clave, `S-${old.id}`));
    expect(sub?.estado).toBe('timbrada');
    expect(invoiceOf(sub!.uuid!).related_documents).toEqual([{ relationship: '04', documents: [old.uuid] }]);
    expect(invoiceOf(old.uuid!)).toMatchObject({ status: 'canceled', cancellation: { motive: '01', substitution: sub!.uuid } });
    expect(await rowOf(old.id)).toMatchObject({ estado: 'cancelada', cancelSustituto: sub!.uuid });
  });

  it('waits «en espera de aceptación» and the periodic job follows it until accepted, or back to timbrada when rejected', async () => {
    const a = await stampedOrder();
    const b = await stampedOrder();
    pac.needAcceptance(a.uuid!);
    pac.needAcceptance(b.uuid!);
    expect((await cancel(a.id, '02')).data).toEqual({ estado: 'cancelacion_pendiente' });
    expect((await cancel(b.id, '03')).data).toEqual({ estado: 'cancelacion_pendiente' });
    await app.services.stamping.sweep();
    expect((await rowOf(a.id)).estado).toBe('cancelacion_pendiente');
    const listed = (await admin.call('cfdis.list', { mes: shopDayOf(new Date((await rowOf(a.id)).creado)).slice(0, 7) }, { cookie: clerk })).data as { cfdis: { id: number; estado: string }[] };
    expect(listed.cfdis.find((c) => c.id === a.id)?.estado).toBe('cancelacion_pendiente');
    pac.acceptCancellation(a.uuid!);
    pac.rejectCancellation(b.uuid!);
    await app.services.stamping.sweep();
    expect(await rowOf(a.id)).toMatchObject({ estado: 'cancelada', cancelMotivo: '02' });
    expect(await rowOf(b.id)).toMatchObject({ estado: 'timbrada', cancelMotivo: null, error: 'El receptor rechazó la cancelación (o no la aceptó a tiempo): el comprobante sigue vigente. Habla con tu cliente antes de pedirla otra vez.' });
    const audit = await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'estado_cancelacion_cfdi'));
    expect(audit.map((x) => (JSON.parse(x.despues!) as { estado: string }).estado).sort()).toEqual(['cancelada', 'timbrada']);
  });

  it('a PAC refusal is shown in Spanish and the CFDI stays valid', async () => {
    const a = await stampedOrder();
    pac.failNext({ status: 400, body: { ok: false, status: 400, code: 'invoice_not_cancelable', message: 'La factura no puede cancelarse porque tiene documentos relacionados vigentes.' } });
    const res = await cancel(a.id, '02');
    expect(res.status).toBe(409);
    expect(res.message).toContain('documentos relacionados');
    expect(await rowOf(a.id)).toMatchObject({ estado: 'timbrada', error: res.message });
  });
});

describe('a card refund after stamping', () => {
  it('is an egreso related 01 to the ingreso for exactly the refund, stamped by the PAC and e-mailed', async () => {
    const ingreso = await stampedOrder();
    expect((await admin.call('orders.move', { ids: [ingreso.pedidoId], estado: 'cancelado', confirmar: true }, { cookie: owner })).status).toBe(200);
    const [refund] = await db.select().from(t.movimientosDinero).where(and(eq(t.movimientosDinero.pedidoId, ingreso.pedidoId!), eq(t.movimientosDinero.tipo, 'reembolso')));
    const egresoOf = async () => (await db.select().from(t.cfdis).where(and(eq(t.cfdis.pedidoId, ingreso.pedidoId!), eq(t.cfdis.tipo, 'E'))))[0];
    await eventually(async () => expect((await egresoOf())?.estado).toBe('timbrada'), 5_000);
    const egreso = (await egresoOf())!;
    expect(egreso.totalCentavos).toBe(refund!.centavos);
    expect(invoiceOf(egreso.uuid!)).toMatchObject({ type: 'E', total: refund!.centavos / 100, related_documents: [{ relationship: '01', documents: [ingreso.uuid] }] });
    await eventually(async () => expect((await outbox(app)).filter((m) => m.tipo === 'nota_credito' && m.texto.includes(egreso.uuid!))).toHaveLength(1), 5_000);
  });
});
