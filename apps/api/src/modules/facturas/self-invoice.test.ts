import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Now } from '../../platform/clock';
import { adminClient } from '../../test/admin-helpers';
import { eventually } from '../../test/eventually';
import { startFakePac, type FakeTaxpayers } from '../../test/fake-pac';
import { clockAt, createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, orderRow, outbox, post } from '../../test/orders-helpers';
import { readCfdiXml } from './cfdi-files';
import { NOT_FOUND } from './self-invoice';

// «Facturar mi compra» (issue 45): a guest who bought without fiscal data gets the CFDI at once, within the month
// of purchase, by the order's number, e-mail and total or by the paid e-mail's signed link. Every refusal writes
// nothing; a PAC's refusal leaves nothing half-done, so the shopper corrects and asks again.

/** The SAT's own test RFC: its check digit is right (@nodecfdi/rfc), as a real shopper's is. */
const escuela = { rfc: 'EKU9003173C9', razon_social: 'Escuela Kemper Urgate', regimen_fiscal: '601', uso_cfdi: 'G03', codigo_postal_fiscal: '26015' };
const shopFiscal = { rfc: 'HBA190101AB1', razon_social: 'Huerta Baja', regimen_fiscal: '601', lugar_expedicion: '22800', serie: 'HB', periodicidad_global: '04' };

/** A clock the test moves: it runs from the instant last set. */
function movableClock(iso: string) {
  let clock = clockAt(iso);
  const now: Now = () => clock();
  return { now, set: (at: string) => void (clock = clockAt(at)) };
}

type Answer = { status: number; data?: { message: string; pedido: number; uuid: string | null; prueba: boolean; pdf: string | null; xml: string | null }; message?: string; fields?: Record<string, string> };

/** The storefront's procedure, as the browser calls it. */
async function selfInvoice(app: FastifyInstance, input: object, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await app.inject({ method: 'POST', url: '/trpc/factura.selfInvoice', payload: input, headers });
  const body = res.json();
  return { status: res.statusCode, data: body.result?.data, message: body.error?.message, fields: body.error?.data?.fields };
}

/** A shop on its own database, with a guest's order helper (paid by the test card form unless told not to). */
async function shop(now: Now, env: Record<string, string> = {}) {
  const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true', ...env }, { now });
  const admin = adminClient(app, '10.47.1');
  const owner = await admin.addStaff('duena.facturar@huertabaja.mx', 'dueño');
  const product = await listedProduct(app, false);
  const zone = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] };
  const cp = zone.codigosPostales[0]!.slice(0, 5);
  async function order(opts: { pay?: boolean; extra?: object; productos?: object[]; headers?: Record<string, string> } = {}) {
    const res = await post(app, '/api/crear-pedido', { ...customer, codigo_postal: cp, productos: opts.productos ?? [{ id: product.id, items: 12 }], ...opts.extra }, opts.headers);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().pedido.id as number;
    if (opts.pay !== false) {
      const paid = await post(app, '/api/pago-prueba', { payment_intent_client_secret: res.json().data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const row = await orderRow(app, id);
    return { id, total: (row.totalFinalCentavos ?? row.totalCentavos) / 100 };
  }
  const { db, t } = dataOf(app);
  /** What a refusal must leave untouched: the facturas and cfdis rows. */
  const written = async () => ({ facturas: (await db.select().from(t.facturas)).length, cfdis: (await db.select().from(t.cfdis)).length });
  return { app, admin, owner, order, written, db, t };
}

describe('«Facturar mi compra» in test mode', async () => {
  const s = await shop(clockAt('2026-11-18T12:00:00-08:00'));
  const { app, db, t } = s;

  it('a guest self-invoices a paid order and gets the CFDI at once, for what was charged, e-mailed with its files', async () => {
    const { id, total } = await s.order();
    // The e-mail as the shopper may type it: in capitals, with spaces.
    const answer = await selfInvoice(app, { pedido: id, email: ` ${customer.email.toUpperCase()} `, total, factura: escuela });
    expect(answer.status, answer.message).toBe(200);
    expect(answer.data).toMatchObject({ pedido: id, prueba: true });
    expect(answer.data!.uuid).toMatch(/^[0-9A-F-]{36}$/);
    const xml = await app.inject({ url: answer.data!.xml! });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-disposition']).toContain(`factura-pedido-${id}`);
    expect(await readCfdiXml(xml.rawPayload)).toMatchObject({ uuid: answer.data!.uuid, rfcReceptor: 'EKU9003173C9', total: Math.round(total * 100) });
    const pdf = await app.inject({ url: answer.data!.pdf! });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A link changed by hand, or for another file, downloads nothing.
    expect((await app.inject({ url: answer.data!.xml!.replace('/xml?', '/pdf?') })).statusCode).toBe(404);
    expect((await app.inject({ url: answer.data!.xml!.replace(/hasta=\d+/, (h) => `hasta=${Number(h.slice(6)) + 1}`) })).statusCode).toBe(404);
    const [factura] = await db.select().from(t.facturas).where(eq(t.facturas.pedidoId, id));
    expect(factura).toMatchObject({ estado: 'emitida', uuid: answer.data!.uuid, rfc: 'EKU9003173C9' });
    const mail = (await outbox(app)).filter((m) => m.tipo === 'factura' && m.texto.includes(`#${id}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.para).toBe(customer.email);
    expect(JSON.parse(mail[0]!.adjuntos!)).toEqual([`factura-pedido-${id}-${answer.data!.uuid}.pdf`, `factura-pedido-${id}-${answer.data!.uuid}.xml`]);
    // Asked again: it already has its factura.
    const again = await selfInvoice(app, { pedido: id, email: customer.email, total, factura: escuela });
    expect(again).toMatchObject({ status: 409, message: `El pedido #${id} ya tiene factura: la enviamos (o la enviaremos) al correo del pedido.` });
  });

  it('the paid e-mail links to «Facturar mi compra», signed for its order: the link stands for the e-mail and total', async () => {
    const { id } = await s.order();
    const paidMail = (await outbox(app)).find((m) => m.tipo === 'pedido' && m.texto.includes(`#${id}`))!;
    expect(paidMail.texto).toContain('¿Necesitas factura? Puedes pedirla dentro del mes de tu compra en «Facturar mi compra»: ');
    const link = new URL(/(http\S+\/facturar\?\S+)/.exec(paidMail.texto)![1]!);
    expect(link.searchParams.get('pedido')).toBe(String(id));
    const firma = link.searchParams.get('firma')!;
    // Another order's signature opens nothing, with the same words as a wrong e-mail.
    const other = await s.order();
    const before = await s.written();
    expect(await selfInvoice(app, { pedido: other.id, firma, factura: escuela })).toMatchObject({ status: 404, message: NOT_FOUND });
    expect(await s.written()).toEqual(before);
    const answer = await selfInvoice(app, { pedido: id, firma, factura: escuela });
    expect(answer.status, answer.message).toBe(200);
    expect(answer.data!.uuid).toBeTruthy();
    // An order that asked for its factura at checkout is not offered the link.
    const asked = await s.order({ extra: { factura: escuela } });
    expect((await outbox(app)).find((m) => m.tipo === 'pedido' && m.texto.includes(`#${asked.id}`))!.texto).not.toContain('Facturar mi compra');
  });

  it('a wrong e-mail, a wrong total and an unknown order get the same words, and write nothing', async () => {
    const { id, total } = await s.order();
    const before = await s.written();
    const tries = [
      { pedido: id, email: 'otra@example.mx', total, factura: escuela },
      { pedido: id, email: customer.email, total: total + 0.01, factura: escuela },
      { pedido: id + 1000, email: customer.email, total, factura: escuela },
    ];
    for (const input of tries) expect(await selfInvoice(app, input)).toMatchObject({ status: 404, message: NOT_FOUND });
    expect(await s.written()).toEqual(before);
  });

  it('an RFC whose check digit is wrong is refused beside it before the PAC is asked', async () => {
    const { id, total } = await s.order();
    const before = await s.written();
    const answer = await selfInvoice(app, { pedido: id, email: customer.email, total, factura: { ...escuela, rfc: 'EKU9003173C8' } });
    expect(answer.status).toBe(400);
    expect(answer.fields?.factura).toBe('El RFC EKU9003173C8 no es válido: su último carácter (dígito verificador) no corresponde. Revisa que lo hayas copiado bien de tu Constancia de Situación Fiscal.');
    expect(await s.written()).toEqual(before);
  });

  it('refuses, writing nothing: not paid, cancelled, already invoiced at checkout, weighed and not packed, in a factura global', async () => {
    const refused = async (o: { id: number; total: number }, message: string) => {
      const before = await s.written();
      expect(await selfInvoice(app, { pedido: o.id, email: customer.email, total: o.total, factura: escuela })).toMatchObject({ status: 409, message });
      expect(await s.written()).toEqual(before);
    };
    const unpaid = await s.order({ pay: false });
    await refused(unpaid, `El pedido #${unpaid.id} aún no está pagado: podrás facturarlo cuando recibamos tu pago.`);
    // The English page («/en/facturar») is told in English.
    expect(await selfInvoice(app, { pedido: unpaid.id, email: customer.email, total: unpaid.total, factura: escuela }, { 'x-idioma': 'en' })).toMatchObject({
      status: 409,
      message: `Order #${unpaid.id} is not paid yet: you can invoice it once we receive your payment.`,
    });

    const cancelled = await s.order();
    expect((await s.admin.call('orders.move', { ids: [cancelled.id], estado: 'cancelado', confirmar: true }, { cookie: s.owner })).status).toBe(200);
    await refused(cancelled, `El pedido #${cancelled.id} está cancelado: no se puede facturar.`);

    const atCheckout = await s.order({ extra: { factura: { ...escuela, razon_social: 'Escuela Kemper Urgate' } } });
    // Its own factura is stamped in the background once paid: counted after that, not during it.
    await eventually(async () => expect((await db.select().from(t.cfdis).where(eq(t.cfdis.pedidoId, atCheckout.id)))[0]?.estado).toBe('timbrada'), 5_000);
    await refused(atCheckout, `El pedido #${atCheckout.id} ya tiene factura: la enviamos (o la enviaremos) al correo del pedido.`);

    // Sold by weight: invoiced for what was packed, so not before.
    const tomato = (await app.inject({ url: '/api/productos' })).json().data.find((p: { venta?: { modo: string } }) => p.venta?.modo === 'peso') as { id: number; venta: { minimo?: number } } | undefined;
    expect(tomato, 'the seed sells something by weight').toBeDefined();
    const piece = await listedProduct(app, false);
    const weighed = await s.order({ productos: [{ id: tomato!.id, items: Math.max(4, tomato!.venta.minimo ?? 1) }, { id: piece.id, items: 12 }] });
    await refused(weighed, `Tu pedido #${weighed.id} aún no se empaca: lo facturamos por lo que pese. Vuelve a intentarlo cuando lo recibas.`);

    // Then covered by a stamped factura global (the global's own code writes these rows; here by hand).
    const covered = await s.order();
    const [global] = await db
      .insert(t.cfdis)
      .values({ clave: `G-prueba-${covered.id}`, tipo: 'I', estado: 'timbrada', modo: 'prueba', rfc: 'XAXX010101000', nombre: 'PUBLICO EN GENERAL', subtotalCentavos: 0, ivaCentavos: 0, totalCentavos: 0, documento: '{}', uuid: `00000000-0000-4000-8000-${String(covered.id).padStart(12, '0')}` })
      .returning({ id: t.cfdis.id });
    await db.insert(t.cfdiPedidos).values({ cfdiId: global!.id, pedidoId: covered.id });
    await refused(covered, `El pedido #${covered.id} ya se incluyó en la factura global al público en general: ya no puede facturarse a tu nombre.`);
  });

  it('an order on credit is its business’s to invoice', async () => {
    const reg = await post(app, '/api/registrar', { nombre: 'Luis Compras', usuario: 'compras@hotelbaja.mx', password: 'clave-segura-1' });
    const hotel = `Bearer ${reg.json().data.jwt as string}`;
    await s.admin.call('businesses.create', { email: 'compras@hotelbaja.mx', giro: 'hotel', razon_social: 'Hotel Baja', rfc: 'FVE150505EF3', contacto: 'Luis' }, { cookie: s.owner });
    const negocio = (await db.select().from(t.negocios)).find((n) => n.rfc === 'FVE150505EF3')!.id;
    expect((await s.admin.call('businesses.setCredit', { id: negocio, plazo_dias: 15, limite: 50_000 }, { cookie: s.owner })).status).toBe(200);
    const credit = await s.order({ pay: false, extra: { email: 'compras@hotelbaja.mx', metodo_pago: 'credito' }, headers: { authorization: hotel } });
    const before = await s.written();
    const answer = await selfInvoice(app, { pedido: credit.id, email: 'compras@hotelbaja.mx', total: credit.total, factura: escuela });
    expect(answer).toMatchObject({ status: 409, message: `El pedido #${credit.id} es a crédito de un negocio: su factura se emite a nombre del negocio al enviarlo.` });
    expect(await s.written()).toEqual(before);
  });

  it('20 racing requests for one order: one factura, one CFDI', async () => {
    const { id, total } = await s.order();
    const answers = await Promise.all(Array.from({ length: 20 }, () => selfInvoice(app, { pedido: id, email: customer.email, total, factura: escuela })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a).toMatchObject({ status: 409, message: `El pedido #${id} ya tiene factura: la enviamos (o la enviaremos) al correo del pedido.` });
    expect(await db.select().from(t.facturas).where(eq(t.facturas.pedidoId, id))).toHaveLength(1);
    expect(await db.select().from(t.cfdis).where(eq(t.cfdis.pedidoId, id))).toHaveLength(1);
    expect((await outbox(app)).filter((m) => m.tipo === 'factura' && m.texto.includes(`#${id}`))).toHaveLength(1);
  });

  it('a shop that invoices by hand sends the shopper to write to it', async () => {
    const { id, total } = await s.order();
    expect((await s.admin.call('facturas.saveBilling', { ...shopFiscal, modo: 'manual' }, { cookie: s.owner })).status).toBe(200);
    const before = await s.written();
    const answer = await selfInvoice(app, { pedido: id, email: customer.email, total, factura: escuela });
    expect(answer.status).toBe(409);
    expect(answer.message).toMatch(new RegExp(`^La tienda emite sus facturas a mano: escríbenos a \\S+@\\S+ con tu número de pedido \\(#${id}\\)`));
    expect(await s.written()).toEqual(before);
    expect((await s.admin.call('facturas.saveBilling', { ...shopFiscal, modo: 'prueba' }, { cookie: s.owner })).status).toBe(200);
  });
});

describe('«Facturar mi compra» within the month of purchase, in the shop’s time zone', async () => {
  // Tijuana: paid on 30 November at 23:50 (07:50 UTC on 1 December).
  const clock = movableClock('2026-11-30T23:50:00-08:00');
  const s = await shop(clock.now);

  it('asked at 00:10 on 1 December it is refused; at 23:55 on 30 November it is stamped', async () => {
    const { id, total } = await s.order();
    clock.set('2026-12-01T00:10:00-08:00');
    const before = await s.written();
    const late = await selfInvoice(s.app, { pedido: id, email: customer.email, total, factura: escuela });
    expect(late).toMatchObject({ status: 409, message: 'Tu compra se pagó en noviembre de 2026: solo puede facturarse dentro del mismo mes. Después queda en la factura global al público en general.' });
    expect(await s.written()).toEqual(before);
    clock.set('2026-11-30T23:55:00-08:00');
    const inTime = await selfInvoice(s.app, { pedido: id, email: customer.email, total, factura: escuela });
    expect(inTime.status, inTime.message).toBe(200);
    expect(inTime.data!.uuid).toBeTruthy();
  });
});

describe('«Facturar mi compra» through a PAC that refuses', async () => {
  const taxpayers: FakeTaxpayers = { EKU9003173C9: { nombre: 'ESCUELA KEMPER URGATE', cp: '26015', regimenes: ['601'] } };
  const now = clockAt('2026-11-18T12:00:00-08:00');
  const pac = await startFakePac({ taxpayers, now });
  afterAll(() => pac.close());
  const s = await shop(now, { FACTURAPI_URL: pac.baseUrl });

  it('a name that does not match the RFC is the PAC’s Spanish refusal, leaving nothing: corrected, it is stamped', async () => {
    expect((await s.admin.call('facturas.saveBilling', { ...shopFiscal, modo: 'pac', clave_pac: pac.apiKey }, { cookie: s.owner })).status).toBe(200);
    const { id, total } = await s.order();
    const before = await s.written();
    const wrong = await selfInvoice(s.app, { pedido: id, email: customer.email, total, factura: { ...escuela, razon_social: 'Escuela Kemper' } });
    expect(wrong.status).toBe(400);
    expect(wrong.message).toContain('razón social no corresponde al RFC');
    expect(await s.written()).toEqual(before);
    const right = await selfInvoice(s.app, { pedido: id, email: customer.email, total, factura: escuela });
    expect(right.status, right.message).toBe(200);
    expect(right.data).toMatchObject({ prueba: false });
    const [row] = await s.db.select().from(s.t.cfdis).where(and(eq(s.t.cfdis.pedidoId, id), eq(s.t.cfdis.estado, 'timbrada')));
    expect(row!.uuid).toBe(right.data!.uuid);
    const xml = await s.app.inject({ url: right.data!.xml! });
    expect(await readCfdiXml(xml.rawPayload)).toMatchObject({ rfcReceptor: 'EKU9003173C9', total: Math.round(total * 100) });
  });
});
