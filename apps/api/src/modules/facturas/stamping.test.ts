import { priceForGrams, toCentavos } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { eventually } from '../../test/eventually';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, orderRow, outbox } from '../../test/orders-helpers';
import { readCfdiXml } from './cfdi-files';

// The embedded default, test mode (issue 45): the same CFDI 4.0 a PAC would stamp, built and «stamped» offline,
// marked «SIN VALIDEZ FISCAL». A paid order's factura is stamped at once; a weighed one once packed, for what
// was packed; one on credit (PPD, forma 99) once sent; and each reaches its shopper by e-mail and /account.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.46.1');
const owner = await admin.addStaff('duena.timbrado@huertabaja.mx', 'dueño');
type Listed = { id: number; nombre: string; precio: number; descuento: number | 'N/A'; venta?: unknown };
const listed = (await app.inject({ url: '/api/productos' })).json().data as Listed[];
const [tomato, piece] = listed.filter((p) => p.descuento === 'N/A' && !p.venta);
{
  const { data } = await admin.call('products.get', { id: tomato!.id }, { cookie: owner });
  const { id: _id, categoria: _c, archivado: _a, ...fields } = data as Record<string, unknown>;
  await admin.call('products.update', { id: tomato!.id, producto: { ...fields, venta: { modo: 'peso', gramos: 250, minimo: 2 }, claveProdServ: '50401800', claveUnidad: null } }, { cookie: owner });
}
const zone = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] };
const cp = zone.codigosPostales[0]!.slice(0, 5);
const PIECES = Math.max(10, Math.ceil(60_000 / toCentavos(piece!.precio)));

// A name as people write them: an ampersand, quotes, angle brackets and a dollar sign stay text in the XML.
const hostile = { rfc: 'FV&190312AB1', razon_social: 'Frutas & "Verduras" <Baja> $1', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };
const register = async (email: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Chef Ana', usuario: email, password: 'clave-segura-1' } });
  return `Bearer ${res.json().data.jwt as string}`;
};
const chef = await register('chef@frutasyverduras.mx');
const stranger = await register('otra@example.mx');

async function place(productos: object[], extra: object = {}, authorization = chef) {
  const res = await app.inject({ method: 'POST', url: '/api/crear-pedido', headers: { authorization }, payload: { ...customer, email: 'chef@frutasyverduras.mx', codigo_postal: cp, productos, factura: hostile, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { data: string; pedido: { id: number; total: number } };
}
const payByCard = async (secret: string) =>
  expect((await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: secret, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' } })).statusCode).toBe(200);
const move = (id: number, estado: string) => admin.call('orders.move', { ids: [id], estado, confirmar: true }, { cookie: owner });
const cfdiOf = async (pedidoId: number) => (await db.select().from(t.cfdis).where(eq(t.cfdis.pedidoId, pedidoId)))[0];
const stamped = (pedidoId: number) => eventually(async () => expect((await cfdiOf(pedidoId))?.estado).toBe('timbrada'), 5_000);

describe('test mode', () => {
  it('stamps a paid order’s factura at once, marked without fiscal validity, e-mailed and downloaded by its shopper only', async () => {
    const { data, pedido } = await place([{ id: piece!.id, items: PIECES }]);
    expect(await cfdiOf(pedido.id)).toBeUndefined();
    await payByCard(data);
    await stamped(pedido.id);
    const row = (await cfdiOf(pedido.id))!;
    expect(row).toMatchObject({ modo: 'prueba', tipo: 'I', metodoPago: 'PUE', formaPago: '04', totalCentavos: Math.round(pedido.total * 100), rfc: 'FV&190312AB1' });
    const xml = await app.inject({ url: `/api/mis-pedidos/${pedido.id}/factura/xml`, headers: { authorization: chef } });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('SIN VALIDEZ FISCAL');
    const read = await readCfdiXml(xml.rawPayload);
    expect(read).toMatchObject({ uuid: row.uuid, rfcReceptor: 'FV&190312AB1', total: Math.round(pedido.total * 100) });
    expect(xml.body).toContain('Nombre="FRUTAS &amp; &quot;VERDURAS&quot; &lt;BAJA&gt; $1"');
    const pdf = await app.inject({ url: `/api/mis-pedidos/${pedido.id}/factura/pdf`, headers: { authorization: chef } });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ url: `/api/mis-pedidos/${pedido.id}/factura/xml`, headers: { authorization: stranger } })).statusCode).toBe(404);
    const mine = (await app.inject({ url: '/api/mis-pedidos', headers: { authorization: chef } })).json().data as { id: number; factura: { estado: string; uuid: string } }[];
    expect(mine.find((o) => o.id === pedido.id)!.factura).toMatchObject({ estado: 'emitida', uuid: row.uuid });
    // The e-mail follows the stamp in the background.
    const invoiceMails = async () => (await outbox(app)).filter((m) => m.tipo === 'factura' && m.texto.includes(`#${pedido.id}`));
    await eventually(async () => expect(await invoiceMails()).toHaveLength(1), 5_000);
    const mail = await invoiceMails();
    expect(mail[0]!.texto).toContain('Esta factura se emitió en modo de prueba: no tiene validez fiscal.');
  });

  it('a weighed order is invoiced once packed, for what was packed, in kilograms', async () => {
    const { data, pedido } = await place([{ id: tomato!.id, items: 6 }, { id: piece!.id, items: PIECES }]);
    await payByCard(data);
    await app.services.stamping.sweep();
    expect(await cfdiOf(pedido.id)).toBeUndefined();
    expect((await move(pedido.id, 'preparando')).status).toBe(200);
    expect((await admin.call('orders.weigh', { id: pedido.id, productoId: tomato!.id, gramos: 1370, confirmar: true }, { cookie: owner })).status).toBe(200);
    expect((await move(pedido.id, 'enviado')).status).toBe(200);
    await stamped(pedido.id);
    const order = await orderRow(app, pedido.id);
    const packed = priceForGrams(toCentavos(tomato!.precio), 1370) + toCentavos(piece!.precio) * PIECES + order.envioCentavos;
    expect(order.totalFinalCentavos).toBe(packed);
    const row = (await cfdiOf(pedido.id))!;
    expect(row.totalCentavos).toBe(packed);
    const doc = JSON.parse(row.documento) as { conceptos: { claveProdServ: string; claveUnidad: string; cantidadMilesimas: number; noIdentificacion: string | null }[] };
    expect(doc.conceptos.find((c) => c.noIdentificacion === String(tomato!.id))).toMatchObject({ claveProdServ: '50401800', claveUnidad: 'KGM', cantidadMilesimas: 1370 });
    // The other line keeps its product's own keys (the seed's), counted in pieces.
    const own = (await db.select().from(t.productos).where(eq(t.productos.id, piece!.id)))[0]!;
    expect(doc.conceptos.find((c) => c.noIdentificacion === String(piece!.id))).toMatchObject({ claveUnidad: own.claveUnidad ?? 'H87', cantidadMilesimas: PIECES * 1000 });
  });

  it('an order on credit is invoiced PPD, forma 99, once sent', async () => {
    const hotel = await register('compras@frutasyverduras.mx');
    await admin.call('businesses.create', { email: 'compras@frutasyverduras.mx', giro: 'hotel', razon_social: 'Frutas y Verduras', rfc: 'FVE150505EF3', contacto: 'Luis' }, { cookie: owner });
    const negocio = (await db.select().from(t.negocios)).find((n) => n.rfc === 'FVE150505EF3')!.id;
    expect((await admin.call('businesses.setCredit', { id: negocio, plazo_dias: 15, limite: 50_000 }, { cookie: owner })).status).toBe(200);
    const { pedido } = await place([{ id: piece!.id, items: PIECES }], { email: 'compras@frutasyverduras.mx', metodo_pago: 'credito' }, hotel);
    await app.services.stamping.sweep();
    expect(await cfdiOf(pedido.id)).toBeUndefined();
    expect((await move(pedido.id, 'enviado')).status).toBe(200);
    await stamped(pedido.id);
    expect(await cfdiOf(pedido.id)).toMatchObject({ metodoPago: 'PPD', formaPago: '99' });
  });

  it('stamps nothing in «a mano» mode: the owner uploads what was stamped elsewhere', async () => {
    const saved = await admin.call('facturas.saveBilling', { modo: 'manual', rfc: 'EKU9003173C9', razon_social: 'Escuela Kemper Urgate', regimen_fiscal: '601', lugar_expedicion: '22000', serie: 'HB', periodicidad_global: '04' }, { cookie: owner });
    expect(saved.status).toBe(200);
    const { data, pedido } = await place([{ id: piece!.id, items: PIECES }]);
    await payByCard(data);
    await app.services.stamping.sweep();
    expect(await cfdiOf(pedido.id)).toBeUndefined();
    expect((await db.select().from(t.facturas).where(eq(t.facturas.pedidoId, pedido.id)))[0]!.estado).toBe('solicitada');
  });
});
