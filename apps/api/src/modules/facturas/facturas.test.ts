import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_ORIGIN, adminClient } from '../../test/admin-helpers';
import { cfdiXml, multipart, tinyPdf } from '../../test/cfdi';
import { createTestApp } from '../../test/helpers';
import { counts, customer, dataOf, outbox, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { call, addStaff } = adminClient(app, '10.22.0');
const packer = await addStaff('beto@huertabaja.mx', 'empleado');
// This shop stamps its facturas elsewhere and uploads them (the test mode's automatic stamping: stamping.test.ts).
const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
const manual = await call('facturas.saveBilling', { modo: 'manual', rfc: 'HBA190101AB1', razon_social: 'Huerta Baja', regimen_fiscal: '601', lugar_expedicion: '22800', serie: 'HB', periodicidad_global: '04' }, { cookie: owner });
if (manual.status !== 200) throw new Error(manual.message);

const restaurant = { rfc: 'tef-190312-ab1', razon_social: 'Taquería el Faro', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };
// Sold by the piece: a weighed order's factura waits for the weighing (the seed sells some by weight).
const product = ((await app.inject({ url: '/api/productos' })).json().data as { id: number; venta?: unknown }[]).find((p) => !p.venta);

const register = async (email: string) => {
  const res = await post(app, '/api/registrar', { nombre: 'Taquería el Faro', usuario: email, password: 'clave-segura-1' });
  return { authorization: `Bearer ${res.json().data.jwt as string}` };
};
const chef = await register('chef@elfaro.mx');
const stranger = await register('otro@example.mx');

/** An order of the signed-in shopper with a factura, paid with the test card. */
async function paidOrder(headers: Record<string, string>, factura: object = restaurant) {
  const res = await post(app, '/api/crear-pedido', { ...customer, email: 'chef@elfaro.mx', productos: [{ id: product!.id, items: 3 }], factura }, headers);
  expect(res.statusCode, res.body).toBe(201);
  const paid = await post(app, '/api/pago-prueba', { payment_intent_client_secret: res.json().data, numero_tarjeta: '4242 4242 4242 4242', vencimiento: '12/34', cvc: '123' });
  expect(paid.statusCode).toBe(200);
  return res.json().pedido as { id: number; total: number; factura: { estado: string; rfc: string } };
}

const upload = (pedido: number, parts: Parameters<typeof multipart>[0], headers: Record<string, string> = { cookie: packer, origin: ADMIN_ORIGIN }) => {
  const body = multipart(parts);
  return app.inject({ method: 'POST', url: `/admin/facturas/${pedido}`, payload: body.payload, headers: { ...headers, 'content-type': body.contentType } });
};
const files = (xml: Buffer, pdf = tinyPdf()) => [
  { name: 'pdf', filename: 'factura.pdf', type: 'application/pdf', data: pdf },
  { name: 'xml', filename: 'factura.xml', type: 'text/xml', data: xml },
];
const queue = async (estado: 'solicitada' | 'emitida') =>
  ((await call('facturas.list', { estado }, { cookie: packer })).data as { facturas: { pedido: number; rfc: string; uso: string }[] }).facturas;
const stored = async () => (await dataOf(app).db.select({ n: count() }).from(dataOf(app).t.facturas))[0]!.n;

describe('fiscal data on the account', () => {
  it('are saved checked and normalized, shown back, and forgotten with null', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/mi-cuenta', headers: chef, payload: { datos_fiscales: restaurant } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.datos_fiscales).toEqual({ rfc: 'TEF190312AB1', razon_social: 'TAQUERÍA EL FARO', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' });
    expect((await app.inject({ url: '/api/mi-cuenta', headers: chef })).json().data.datos_fiscales.rfc).toBe('TEF190312AB1');
    const cleared = await app.inject({ method: 'PATCH', url: '/api/mi-cuenta', headers: stranger, payload: { datos_fiscales: null } });
    expect(cleared.json().data.datos_fiscales).toBeNull();
  });

  it.each([
    [{ rfc: 'TEF19031AB1' }, 'El RFC tiene 12 caracteres'],
    [{ rfc: 'TEF191312AB1' }, 'no es una fecha válida'],
    [{ regimen_fiscal: '605' }, 'Datos fiscales, Régimen fiscal: El régimen 605 no corresponde a una persona moral'],
    [{ uso_cfdi: 'D01' }, 'El uso D01 no se admite con el régimen 601'],
    [{ uso_cfdi: 'ZZZ' }, 'Elige un uso de CFDI del catálogo del SAT.'],
    [{ razon_social: 'Taquería el Faro SA de CV' }, 'sin el régimen societario'],
    [{ codigo_postal_fiscal: '220' }, 'El código postal fiscal tiene 5 dígitos.'],
  ])('refuses %o with a message naming the field, changing nothing', async (bad, message) => {
    const res = await app.inject({ method: 'PATCH', url: '/api/mi-cuenta', headers: chef, payload: { datos_fiscales: { ...restaurant, ...bad } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await app.inject({ url: '/api/mi-cuenta', headers: chef })).json().data.datos_fiscales.rfc).toBe('TEF190312AB1');
  });
});

describe('an order with factura', () => {
  it('is refused with bad fiscal data, storing nothing', async () => {
    const before = { ...(await counts(app)), facturas: await stored() };
    const res = await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: product!.id, items: 3 }], factura: { ...restaurant, rfc: 'XAXX010101000' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('XAXX010101000 es el RFC de «público en general»: para facturar escribe el tuyo.');
    expect({ ...(await counts(app)), facturas: await stored() }).toEqual(before);
  });

  it('waits in the back office once paid, is issued with checked files, mailed with both and downloaded by its shopper only', async () => {
    const unpaid = await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: product!.id, items: 3 }], factura: restaurant }, chef);
    expect(unpaid.json().pedido.factura).toMatchObject({ rfc: 'TEF190312AB1', estado: 'solicitada', uuid: null });
    expect((await queue('solicitada')).map((f) => f.pedido)).not.toContain(unpaid.json().pedido.id);

    const order = await paidOrder(chef);
    expect((await outbox(app)).findLast((m) => m.tipo === 'pedido')!.texto).toContain('Factura: la emitiremos a TAQUERÍA EL FARO (RFC TEF190312AB1)');
    const waiting = (await queue('solicitada')).find((f) => f.pedido === order.id);
    expect(waiting).toMatchObject({ rfc: 'TEF190312AB1', uso: 'G01 — Adquisición de mercancías' });

    const total = order.total.toFixed(2);
    const uuid = 'AD662D33-6934-459C-A128-BDF0393E0F44';
    const refusals: [ReturnType<typeof upload>, number, string][] = [
      [upload(order.id, files(cfdiXml({ rfc: 'TEF190312AB1', total, uuid }), Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1'))), 400, 'El PDF no es un PDF'],
      [upload(order.id, files(cfdiXml({ rfc: 'TEF190312AB1', total, uuid }), tinyPdf().subarray(0, 60))), 400, 'El PDF está incompleto'],
      [upload(order.id, files(cfdiXml({ rfc: 'GODE561231GR8', total, uuid }))), 400, 'El XML es para el RFC GODE561231GR8, pero el pedido'],
      [upload(order.id, files(cfdiXml({ rfc: 'TEF190312AB1', total: '1.00', uuid }))), 400, 'El XML es por $1.00'],
      [upload(order.id, files(cfdiXml({ rfc: 'TEF190312AB1', total, stamped: false }))), 400, 'El XML no está timbrado'],
      [upload(order.id, files(cfdiXml({ rfc: 'TEF190312AB1', total, version: '3.3' }))), 400, 'se espera la 4.0'],
      [upload(order.id, files(Buffer.from('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>'))), 400, 'DOCTYPE'],
      [upload(order.id, files(Buffer.from('<factura><total>1</factura>'))), 400, 'no está bien formado'],
      [upload(order.id, files(Buffer.from('<html xmlns="http://www.w3.org/1999/xhtml"/>'))), 400, 'no es un CFDI 4.0'],
      [upload(order.id, files(cfdiXml({ rfc: 'TEF190312AB1', total, uuid })).slice(0, 1)), 400, 'el PDF y el XML'],
      [upload(order.id, [...files(cfdiXml({ rfc: 'TEF190312AB1', total, uuid })), { name: 'zip', filename: 'x.zip', type: 'application/zip', data: Buffer.from('PK') }]), 400, 'Sube solo dos archivos'],
      [upload(order.id, files(cfdiXml({ rfc: 'TEF190312AB1', total, uuid }), Buffer.concat([tinyPdf(), Buffer.alloc(2 * 1024 * 1024)]))), 413, 'Archivo demasiado grande'],
      [upload(order.id, files(cfdiXml({ rfc: 'TEF190312AB1', total, uuid })), { origin: ADMIN_ORIGIN }), 401, 'Inicia sesión'],
      [upload(order.id, files(cfdiXml({ rfc: 'TEF190312AB1', total, uuid })), { cookie: packer, origin: 'https://evil.example' }), 403, 'no viene del panel'],
      [upload(unpaid.json().pedido.id, files(cfdiXml({ rfc: 'TEF190312AB1', total, uuid }))), 409, 'no está pagado'],
    ];
    for (const [res, status, message] of refusals) {
      const r = await res;
      expect(r.statusCode, message).toBe(status);
      expect(r.json().message, message).toContain(message);
    }
    expect((await queue('solicitada')).map((f) => f.pedido)).toContain(order.id);

    const xml = cfdiXml({ rfc: 'TEF190312AB1', total, uuid: uuid.toLowerCase() });
    const ok = await upload(order.id, files(xml));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, uuid, message: `Factura del pedido #${order.id} emitida y enviada a chef@elfaro.mx.` });
    expect((await queue('solicitada')).map((f) => f.pedido)).not.toContain(order.id);
    expect((await queue('emitida')).map((f) => f.pedido)).toContain(order.id);

    const mail = (await outbox(app)).findLast((m) => m.tipo === 'factura')!;
    expect(mail).toMatchObject({ para: 'chef@elfaro.mx' });
    expect(mail.texto).toContain(`Folio fiscal: ${uuid}`);
    expect(JSON.parse(mail.adjuntos!)).toEqual([`factura-pedido-${order.id}-${uuid}.pdf`, `factura-pedido-${order.id}-${uuid}.xml`]);

    const mine = (await app.inject({ url: '/api/mis-pedidos', headers: chef })).json().data.find((o: { id: number }) => o.id === order.id);
    expect(mine.factura).toMatchObject({ estado: 'emitida', uuid });
    const pdf = await app.inject({ url: `/api/mis-pedidos/${order.id}/factura/pdf`, headers: chef });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="factura-pedido-${order.id}-${uuid}.pdf"`);
    expect(pdf.rawPayload.equals(tinyPdf())).toBe(true);
    const xmlBack = await app.inject({ url: `/api/mis-pedidos/${order.id}/factura/xml`, headers: chef });
    expect(xmlBack.rawPayload.equals(xml)).toBe(true);
    for (const res of [
      await app.inject({ url: `/api/mis-pedidos/${order.id}/factura/pdf`, headers: stranger }),
      await app.inject({ url: `/api/mis-pedidos/${unpaid.json().pedido.id}/factura/pdf`, headers: chef }),
    ])
      expect(res.statusCode).toBe(404);
    expect((await app.inject({ url: `/api/mis-pedidos/${order.id}/factura/pdf` })).statusCode).toBe(401);
    expect((await app.inject({ url: `/api/mis-pedidos/${order.id}/factura/zip`, headers: chef })).json().message).toContain('Archivo inválido.');
    expect((await app.inject({ url: `/admin/facturas/${order.id}/xml`, headers: { cookie: packer } })).rawPayload.equals(xml)).toBe(true);

    const detail = (await call('orders.get', { id: order.id }, { cookie: packer })).data as { factura: { estado: string; emitible: boolean }; historial: { que: string; quien: string }[] };
    expect(detail.factura).toMatchObject({ estado: 'emitida', emitible: true });
    // The order page offers the upload only where the server would take it.
    const unpaidDetail = (await call('orders.get', { id: unpaid.json().pedido.id }, { cookie: packer })).data as { factura: { emitible: boolean } };
    expect(unpaidDetail.factura.emitible).toBe(false);
    expect(detail.historial).toContainEqual(expect.objectContaining({ que: `Factura emitida (${uuid})`, quien: 'Beto Empacador' }));

    // The same folio fiscal cannot be another order's factura.
    const second = await paidOrder(chef);
    const reused = await upload(second.id, files(cfdiXml({ rfc: 'TEF190312AB1', total: second.total.toFixed(2), uuid })));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(`El folio fiscal ${uuid} ya es la factura del pedido #${order.id}.`);
  });

  it('is refused for an order that asked for none', async () => {
    const res = await post(app, '/api/crear-pedido', { ...customer, productos: [{ id: product!.id, items: 3 }] });
    const r = await upload(res.json().pedido.id, files(cfdiXml({ rfc: 'TEF190312AB1', total: '1.00' })));
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe(`El pedido #${res.json().pedido.id} no pidió factura.`);
  });
});
