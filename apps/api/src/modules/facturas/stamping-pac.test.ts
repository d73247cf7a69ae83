import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { eventually } from '../../test/eventually';
import { startFakePac, type FakeTaxpayers } from '../../test/fake-pac';
import { fakeStripeEnv, startFakeStripe } from '../../test/fake-stripe';
import { testEngine } from '../../test/engine';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, orderRow, outbox, post } from '../../test/orders-helpers';

// Facturas stamped through a real PAC's SDK (Facturapi) against its local fake, with card payments through
// Stripe's SDK against its own: a paid order's factura is stamped once however many webhooks race, a PAC's
// refusal is kept in Spanish for the owner and the order stays paid, a PAC that is down is retried.
const taxpayers: FakeTaxpayers = { TEF190312AB1: { nombre: 'TAQUERIA EL FARO', cp: '22000', regimenes: ['601'] } };
const pac = await startFakePac({ taxpayers });
const stripeFake = await startFakeStripe();
afterAll(async () => {
  await pac.close();
  await stripeFake.close();
});
const WEBHOOK_SECRET = 'whsec_prueba_facturas';
const { app } = await createTestApp({ ...fakeStripeEnv(stripeFake.port, WEBHOOK_SECRET), FACTURAPI_URL: pac.baseUrl, RATE_LIMIT_DISABLED: 'true' });
const { db, t } = dataOf(app);
// Two processes of one shop on PostgreSQL (one app on SQLite): both sweep and both are told of the payment.
const other = testEngine === 'postgres' ? (await createTestApp({ ...fakeStripeEnv(stripeFake.port, WEBHOOK_SECRET), FACTURAPI_URL: pac.baseUrl, RATE_LIMIT_DISABLED: 'true', DATABASE_URL: app.services.config.databaseUrl })).app : app;
const admin = adminClient(app, '10.45.1');
const owner = await admin.addStaff('duena.facturas@huertabaja.mx', 'dueño');
const clerk = await admin.addStaff('empleado.facturas@huertabaja.mx', 'empleado');
const product = await listedProduct(app, false);
const stripe = new Stripe('sk_test_local');

const shopFiscal = { rfc: 'HBA190101AB1', razon_social: 'Huerta Baja', regimen_fiscal: '601', lugar_expedicion: '22800', serie: 'HB', periodicidad_global: '04' };
const restaurant = { rfc: 'TEF190312AB1', razon_social: 'Taquería el Faro', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };

function webhook(event: object) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}

/** An order with a factura for `fiscal`, paid by card: Stripe says so through `webhooks` racing signed events. */
async function paidOrder(fiscal: object = restaurant, webhooks = 1) {
  const res = await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: product.id, items: 2 }], factura: fiscal });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().pedido.id as number;
  const intentId = (await orderRow(app, id)).paymentIntentId!;
  const amount = Math.round(res.json().pedido.total * 100);
  stripeFake.setStatus(intentId, 'succeeded', amount);
  const event = { id: `evt_paid_${id}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: intentId, object: 'payment_intent', amount, currency: 'mxn' } } };
  const answers = await Promise.all(Array.from({ length: webhooks }, () => webhook(event)));
  for (const a of answers) expect(a.statusCode, a.body).toBe(200);
  return { id, total: amount };
}
const cfdiOf = async (pedidoId: number) => (await db.select().from(t.cfdis).where(eq(t.cfdis.pedidoId, pedidoId)))[0];
const stamped = (pedidoId: number) =>
  eventually(async () => {
    expect((await cfdiOf(pedidoId))?.estado).toBe('timbrada');
  }, 5_000);

describe('«Ajustes → Facturación»', () => {
  it('only the owner reads and saves it; the PAC key is written and never read back', async () => {
    expect((await admin.call('facturas.billing', undefined, { cookie: clerk })).status).toBe(403);
    expect((await admin.call('facturas.saveBilling', { ...shopFiscal, modo: 'pac', clave_pac: pac.apiKey }, { cookie: clerk })).status).toBe(403);
    const before = (await admin.call('facturas.billing', undefined, { cookie: owner })).data;
    expect(before).toMatchObject({ modo: 'prueba', clave_guardada: false });
    const noKey = await admin.call('facturas.saveBilling', { ...shopFiscal, modo: 'pac' }, { cookie: owner });
    expect(noKey.message).toBe('Para timbrar con el PAC escribe su clave secreta (la de producción de tu cuenta).');
    const badRfc = await admin.call('facturas.saveBilling', { ...shopFiscal, rfc: 'HBA191301AB1', modo: 'pac', clave_pac: pac.apiKey }, { cookie: owner });
    expect(badRfc.message).toContain('La fecha del RFC (191301) no es una fecha válida (AAMMDD).');
    expect((await admin.call('facturas.billing', undefined, { cookie: owner })).data).toEqual(before);

    const saved = await admin.call('facturas.saveBilling', { ...shopFiscal, modo: 'pac', clave_pac: pac.apiKey }, { cookie: owner });
    expect(saved.data).toEqual({ ...shopFiscal, razon_social: 'HUERTA BAJA', modo: 'pac', clave_guardada: true });
    // Saved again without the key: the one saved stays.
    expect((await admin.call('facturas.saveBilling', { ...shopFiscal, modo: 'pac' }, { cookie: owner })).data).toMatchObject({ clave_guardada: true });
    const audit = await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'ajustes_facturacion'));
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(pac.apiKey);
    expect(JSON.stringify((await admin.call('facturas.billing', undefined, { cookie: owner })).data)).not.toContain(pac.apiKey);
  });

  it('with the PAC connected, the product form searches its whole SAT catalogue; the shipped subset when it is down', async () => {
    const asked = () => pac.requests.filter((r) => r.path.startsWith('/v2/catalogs/products')).length;
    const before = asked();
    const found = (await admin.call('catalog.satKeys', { tipo: 'producto', q: 'tomates' }, { cookie: clerk })).data as { clave: string }[];
    expect(asked()).toBe(before + 1);
    expect(found.map((k) => k.clave)).toContain('50403400');
    await pac.down();
    const offline = (await admin.call('catalog.satKeys', { tipo: 'producto', q: 'aguacate' }, { cookie: clerk })).data as { clave: string; descripcion: string }[];
    await pac.up();
    expect(offline.length).toBeGreaterThan(0);
    expect(offline.every((k) => /^\d{8}$/.test(k.clave))).toBe(true);
  });
});

describe('an order with factura, paid by card', () => {
  it('is stamped once through the PAC although 20 signed webhooks race, e-mailed with its PDF and XML, downloaded by its shopper', async () => {
    const before = pac.stamps;
    const { id, total } = await paidOrder(restaurant, 20);
    await Promise.all([...Array.from({ length: 3 }, () => app.services.stamping.sweep()), ...Array.from({ length: 3 }, () => other.services.stamping.sweep())]);
    other.services.stamping.orderChanged(id);
    await stamped(id);
    expect(pac.stamps).toBe(before + 1);
    const row = (await cfdiOf(id))!;
    expect(row).toMatchObject({ tipo: 'I', modo: 'pac', metodoPago: 'PUE', formaPago: '04', totalCentavos: total, rfc: 'TEF190312AB1', serie: 'HB', folio: id });
    const invoice = [...pac.invoices.values()].find((i) => i.uuid === row.uuid)!;
    expect(invoice).toMatchObject({ type: 'I', payment_form: '04', payment_method: 'PUE', use: 'G01', series: 'HB', total: total / 100, customer: { tax_id: 'TEF190312AB1', legal_name: 'TAQUERÍA EL FARO' } });
    expect(invoice.idempotency_key).toMatch(new RegExp(`^I-${id}-[0-9a-f]{16}$`));
    const factura = (await db.select().from(t.facturas).where(eq(t.facturas.pedidoId, id)))[0]!;
    expect(factura).toMatchObject({ estado: 'emitida', uuid: row.uuid });
    // The e-mail follows the commit of the timbre (and may come from the other process): waited for, then counted.
    const facturaMails = async () => (await outbox(app)).filter((m) => m.tipo === 'factura' && m.texto.includes(`#${id}`));
    await eventually(async () => expect(await facturaMails()).toHaveLength(1), 5_000);
    const mails = await facturaMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.texto).toContain(`Folio fiscal: ${row.uuid}`);
    expect(mails[0]!.texto).not.toContain('modo de prueba');
    expect(JSON.parse(mails[0]!.adjuntos!)).toEqual([`factura-pedido-${id}-${row.uuid}.pdf`, `factura-pedido-${id}-${row.uuid}.xml`]);
    const audit = await db.select().from(t.auditoria).where(and(eq(t.auditoria.accion, 'timbrar_cfdi'), eq(t.auditoria.entidadId, String(id))));
    expect(audit).toHaveLength(1);
    // The back office downloads the PAC's XML: the one the SAT has.
    const xml = await app.inject({ url: `/admin/facturas/${id}/xml`, headers: { cookie: clerk } });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`UUID="${row.uuid}"`);
  });

  it('a PAC refusal stays on the factura in Spanish for the owner, the order stays paid; fixed at the SAT, «Reintentar» stamps it', async () => {
    const stranger = { ...restaurant, rfc: 'COS200101AB1', razon_social: 'Cocina Sur' };
    const { id } = await paidOrder(stranger);
    await eventually(async () => expect((await cfdiOf(id))?.estado).toBe('error'), 5_000);
    expect((await cfdiOf(id))!.error).toBe('El RFC del receptor COS200101AB1 no existe en la lista de RFC inscritos no cancelados del SAT.');
    expect((await orderRow(app, id)).estado).toBe('pagado');
    const queue = (await admin.call('facturas.list', { estado: 'solicitada' }, { cookie: clerk })).data as { facturas: { pedido: number; timbrado: { estado: string; error: string } | null }[] };
    expect(queue.facturas.find((f) => f.pedido === id)!.timbrado).toMatchObject({ estado: 'error', error: expect.stringContaining('no existe en la lista de RFC') });
    // The sweep does not hammer the PAC with what it refused.
    const calls = pac.requests.length;
    await app.services.stamping.sweep();
    expect(pac.requests.length).toBe(calls);

    taxpayers.COS200101AB1 = { nombre: 'COCINA SUR', cp: '22000', regimenes: ['601'] };
    const cfdi = (await cfdiOf(id))!.id;
    expect((await admin.call('facturas.retry', { id: cfdi }, { cookie: clerk })).status).toBe(403);
    expect((await admin.call('facturas.retry', { id: cfdi }, { cookie: owner })).status).toBe(200);
    expect((await cfdiOf(id))!.estado).toBe('timbrada');
    expect((await admin.call('facturas.retry', { id: cfdi }, { cookie: owner })).message).toBe('Esta factura no está en error: no hay nada que reintentar.');
  });

  it('a PAC that is down leaves the factura waiting; the next sweep stamps it once it is back', async () => {
    await pac.down();
    const { id } = await paidOrder();
    await eventually(async () => expect((await cfdiOf(id))?.error).toBe('El PAC no respondió; se reintentará.'), 5_000);
    expect((await cfdiOf(id))!.estado).toBe('pendiente');
    await pac.up();
    await app.services.stamping.sweep();
    expect((await cfdiOf(id))!.estado).toBe('timbrada');
  });
});
