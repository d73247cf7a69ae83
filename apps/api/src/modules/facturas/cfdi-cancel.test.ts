import { buildGlobal, publicoEnGeneral, toCentavos, type CfdiDocument } from '@huerta/contracts';
import { and, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { eventually } from '../../test/eventually';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, listedProduct, outbox } from '../../test/orders-helpers';
import { shopDayOf } from '../../platform/days';

// Issue 45, items 7 and 8, in test mode: the owner cancels a stamped CFDI with the SAT's motive (01 stamps its
// substitute first, related 04), a refund after stamping is a nota de crédito for exactly what went back, and
// the accountant downloads a month's files (ZIP) and its list (CSV). Clerks and drivers do none of it.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.47.1');
const owner = await admin.addStaff('duena.cancela@huertabaja.mx', 'dueño');
const clerk = await admin.addStaff('empleado.cancela@huertabaja.mx', 'empleado');
const driver = await admin.addStaff('chofer.cancela@huertabaja.mx', 'repartidor');
const product = await listedProduct(app, false);
const zone = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas[0] as { codigosPostales: string[] };
const cp = zone.codigosPostales[0]!.slice(0, 5);
const fiscal = { rfc: 'TEF190312AB1', razon_social: 'Taquería el Faro', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };

async function stampedOrder() {
  const items = Math.max(10, Math.ceil(60_000 / toCentavos(product.precio)));
  const res = await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, codigo_postal: cp, productos: [{ id: product.id, items }], factura: fiscal } });
  expect(res.statusCode, res.body).toBe(201);
  const { data, pedido } = res.json() as { data: string; pedido: { id: number } };
  const paid = await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' } });
  expect(paid.statusCode).toBe(200);
  await eventually(async () => expect((await ingresoOf(pedido.id))?.estado).toBe('timbrada'), 5_000);
  const ingreso = (await ingresoOf(pedido.id))!;
  // The e-mail follows the stamp (stamping.ts marks the row, then mails): a test counting mails starts after it.
  await eventually(async () => expect(await facturaMails(ingreso.uuid!)).toHaveLength(1), 5_000);
  return ingreso;
}
const facturaMails = async (uuid: string) => (await outbox(app)).filter((m) => m.tipo === 'factura' && m.texto.includes(`Folio fiscal: ${uuid}`));
const ingresoOf = async (pedidoId: number) => (await db.select().from(t.cfdis).where(eq(t.cfdis.clave, `I-${pedidoId}`)))[0];
const rowOf = async (id: number) => (await db.select().from(t.cfdis).where(eq(t.cfdis.id, id)))[0]!;
const cancel = (id: number, motivo: string, cookie = owner) => admin.call('cfdis.cancel', { id, motivo }, { cookie });
const audits = async (cfdi: number) => (await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'cancelar_cfdi'))).filter((a) => (JSON.parse(a.despues!) as { cfdi: number }).cfdi === cfdi);

describe('cancelling in test mode', () => {
  it('02 and 03 cancel at once, a double click cancels once and is audited once; clerks and drivers cannot', async () => {
    const a = await stampedOrder();
    expect((await cancel(a.id, '02', clerk)).status).toBe(403);
    expect((await cancel(a.id, '02', driver)).status).toBe(403);
    expect((await rowOf(a.id)).estado).toBe('timbrada');
    const both = await Promise.all([cancel(a.id, '02'), cancel(a.id, '02')]);
    for (const r of both) expect(r.status, r.message).toBe(200);
    expect(await rowOf(a.id)).toMatchObject({ estado: 'cancelada', cancelMotivo: '02', cancelSustituto: null });
    expect((await rowOf(a.id)).canceladaEn).not.toBeNull();
    expect(await audits(a.id)).toHaveLength(1);
    expect((await cancel(a.id, '03')).data).toEqual({ estado: 'cancelada' });
    expect((await rowOf(a.id)).cancelMotivo).toBe('02');

    const b = await stampedOrder();
    expect((await cancel(b.id, '03')).data).toEqual({ estado: 'cancelada' });
    expect(await rowOf(b.id)).toMatchObject({ estado: 'cancelada', cancelMotivo: '03' });
  });

  it('01 stamps the substitute first — rebuilt from the records as they are now, related 04 — and names it', async () => {
    const old = await stampedOrder();
    // The receiver's name was misspelt: corrected on the order's factura, then the CFDI is substituted.
    await db.update(t.facturas).set({ razonSocial: 'Taquería El Faro del Puerto' }).where(eq(t.facturas.pedidoId, old.pedidoId!));
    const res = await cancel(old.id, '01');
    expect(res.status, res.message).toBe(200);
    const [sub] = await db.select().from(t.cfdis).where(eq(t.cfdis.clave, `S-${old.id}`));
    expect(sub).toMatchObject({ estado: 'timbrada', tipo: 'I', pedidoId: old.pedidoId, relacionadoId: old.id, nombre: 'Taquería El Faro del Puerto', totalCentavos: old.totalCentavos });
    expect((JSON.parse(sub!.documento) as CfdiDocument).relacionados).toEqual({ tipoRelacion: '04', uuids: [old.uuid] });
    expect(await rowOf(old.id)).toMatchObject({ estado: 'cancelada', cancelMotivo: '01', cancelSustituto: sub!.uuid });
    // The customer receives the substitute, and the order's factura is the substitute now.
    await eventually(async () => expect(await facturaMails(sub!.uuid!)).toHaveLength(1), 5_000);
    expect(await facturaMails(old.uuid!)).toHaveLength(1);
    expect((await db.select().from(t.facturas).where(eq(t.facturas.pedidoId, old.pedidoId!)))[0]!.uuid).toBe(sub!.uuid);
    const xml = await app.inject({ url: `/admin/facturas/${old.pedidoId}/xml`, headers: { cookie: clerk } });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`UUID="${sub!.uuid}"`);
    const listed = (await admin.call('cfdis.list', { mes: shopDayOf(new Date(sub!.creado)).slice(0, 7) }, { cookie: clerk })).data as { cfdis: { id: number; relacionadoUuid: string | null; clase: string }[] };
    expect(listed.cfdis.find((c) => c.id === sub!.id)).toMatchObject({ clase: 'ingreso', relacionadoUuid: old.uuid });
  });

  it('04 only for a factura global, whose cancellation is at once', async () => {
    const ingreso = await stampedOrder();
    expect((await cancel(ingreso.id, '04')).message).toBe('El motivo 04 es para una factura global que incluyó una venta facturada después a nombre del cliente.');
    const s = await app.services.stamping.issuer();
    const doc = buildGlobal({
      serie: `${s.serie}G`,
      folio: '1',
      fecha: app.services.stamping.fecha(),
      lugarExpedicion: s.lugar_expedicion,
      emisor: { rfc: s.rfc, nombre: s.razon_social, regimenFiscal: s.regimen_fiscal },
      informacionGlobal: { periodicidad: '04', meses: '01', anio: 2026 },
      formaPago: '01',
      sales: [{ numero: '900001', lines: [{ totalCentavos: 250_000, tasaIva: 0 }], envioCentavos: 0 }],
    });
    expect(doc.receptor).toEqual(publicoEnGeneral(s.lugar_expedicion));
    const id = (await app.services.stamping.queue({ clave: 'G-prueba-cancelar', doc }))!;
    await app.services.stamping.stamp(id);
    expect((await rowOf(id)).estado).toBe('timbrada');
    expect((await cancel(id, '01')).message).toBe('Aquí se sustituye (motivo 01) solo la factura de un pedido: para este comprobante usa el motivo 02 y emite el nuevo aparte.');
    expect((await cancel(id, '04')).data).toEqual({ estado: 'cancelada' });
  });
});

describe('a refund after stamping', () => {
  it('is a nota de crédito related 01 to the ingreso for exactly what went back, e-mailed once', async () => {
    const ingreso = await stampedOrder();
    const moved = await admin.call('orders.move', { ids: [ingreso.pedidoId], estado: 'cancelado', confirmar: true }, { cookie: owner });
    expect(moved.status, moved.message).toBe(200);
    const [refund] = await db.select().from(t.movimientosDinero).where(and(eq(t.movimientosDinero.pedidoId, ingreso.pedidoId!), eq(t.movimientosDinero.tipo, 'reembolso')));
    expect(refund!.centavos).toBeGreaterThan(0);
    const egresoOf = async () => (await db.select().from(t.cfdis).where(and(eq(t.cfdis.pedidoId, ingreso.pedidoId!), eq(t.cfdis.tipo, 'E'))))[0];
    await eventually(async () => expect((await egresoOf())?.estado).toBe('timbrada'), 5_000);
    const egreso = (await egresoOf())!;
    expect(egreso).toMatchObject({ totalCentavos: refund!.centavos, relacionadoId: ingreso.id, clave: `E-reembolso-${refund!.referencia}` });
    const doc = JSON.parse(egreso.documento) as CfdiDocument;
    expect(doc).toMatchObject({ tipo: 'E', total: refund!.centavos, relacionados: { tipoRelacion: '01', uuids: [ingreso.uuid] } });
    // The e-mail follows the stamp (stamping.ts marks the row, then mails): wait for it as the shopper would.
    const creditMails = async () => (await outbox(app)).filter((m) => m.tipo === 'nota_credito' && m.texto.includes(`#${ingreso.pedidoId}`));
    await eventually(async () => expect(await creditMails()).toHaveLength(1), 5_000);
    const mails = await creditMails();
    expect(mails[0]!.texto).toContain(`Folio fiscal: ${egreso.uuid}`);
    // The refund retried (already made) issues nothing more.
    await admin.call('orders.retryRefund', { id: ingreso.pedidoId }, { cookie: owner });
    expect(await db.select().from(t.cfdis).where(and(eq(t.cfdis.pedidoId, ingreso.pedidoId!), eq(t.cfdis.tipo, 'E')))).toHaveLength(1);
  });
});

describe('for the accountant', () => {
  it('the month’s ZIP holds its stamped XMLs and PDFs (and its CSV), none of another month; owner only', async () => {
    const a = await stampedOrder();
    const other = await stampedOrder();
    await db.update(t.cfdis).set({ creado: '2020-01-15T20:00:00.000Z' }).where(eq(t.cfdis.id, other.id));
    const mes = shopDayOf(new Date(a.creado)).slice(0, 7);
    for (const cookie of [clerk, driver]) {
      expect((await app.inject({ url: `/admin/exportar/cfdis.zip?mes=${mes}`, headers: { cookie } })).statusCode).toBe(403);
      expect((await app.inject({ url: `/admin/exportar/cfdis.csv?mes=${mes}`, headers: { cookie } })).statusCode).toBe(403);
    }
    expect((await app.inject({ url: '/admin/exportar/cfdis.zip?mes=2026-13', headers: { cookie: owner } })).statusCode).toBe(400);
    const res = await app.inject({ url: `/admin/exportar/cfdis.zip?mes=${mes}`, headers: { cookie: owner } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    const xmlOfA = names.find((n) => n.endsWith(`${a.uuid}.xml`))!;
    expect(xmlOfA).toMatch(/^Ingreso-/);
    expect(Buffer.from(files[xmlOfA]!).equals(Buffer.from(a.xml!))).toBe(true);
    expect(names).toContain(xmlOfA.replace(/\.xml$/, '.pdf'));
    expect(names.some((n) => n.includes(other.uuid!))).toBe(false);
    expect(names).toContain(`cfdis-${mes}.csv`);
    const stamped = (await db.select().from(t.cfdis)).filter((c) => c.uuid && c.id !== other.id && shopDayOf(new Date(c.creado)).slice(0, 7) === mes);
    expect(names.filter((n) => n.endsWith('.xml'))).toHaveLength(stamped.length);
    const old = unzipSync(new Uint8Array((await app.inject({ url: '/admin/exportar/cfdis.zip?mes=2020-01', headers: { cookie: owner } })).rawPayload));
    expect(Object.keys(old).filter((n) => n.endsWith('.xml'))).toEqual([expect.stringContaining(other.uuid!)]);
    expect(strFromU8(old['cfdis-2020-01.csv']!)).toContain(other.uuid!);
  });

  it('the CSV lists every CFDI of the month, one row each, with names that cannot run as formulas', async () => {
    const a = await stampedOrder();
    await db.update(t.cfdis).set({ nombre: `=HYPERLINK("http://x";"y"); "Frutas, S.A."` }).where(eq(t.cfdis.id, a.id));
    const mes = shopDayOf(new Date(a.creado)).slice(0, 7);
    const res = await app.inject({ url: `/admin/exportar/cfdis.csv?mes=${mes}`, headers: { cookie: owner } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cfdis-${mes}.csv"`);
    expect(res.body.startsWith('\uFEFFUUID,Tipo,Serie-folio,Fecha,RFC receptor,Razón social,Subtotal,IVA,Total,')).toBe(true);
    const lines = res.body.split('\r\n').filter(Boolean);
    const inMonth = (await db.select().from(t.cfdis)).filter((c) => shopDayOf(new Date(c.creado)).slice(0, 7) === mes);
    expect(lines).toHaveLength(inMonth.length + 1);
    const row = lines.find((l) => l.startsWith(a.uuid!))!;
    const total = `${Math.floor(a.totalCentavos / 100)}.${String(a.totalCentavos % 100).padStart(2, '0')}`;
    expect(row).toContain(`,"'=HYPERLINK(""http://x"";""y""); ""Frutas, S.A."""`);
    expect(row).toContain(`,${total},PUE,04,Timbrada,,,Prueba (sin validez fiscal),${a.pedidoId}`);
  });

  it('any stamped CFDI’s file for staff, not for drivers', async () => {
    const a = await stampedOrder();
    const xml = await app.inject({ url: `/admin/cfdis/${a.id}/xml`, headers: { cookie: clerk } });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`UUID="${a.uuid}"`);
    expect((await app.inject({ url: `/admin/cfdis/${a.id}/pdf`, headers: { cookie: clerk } })).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ url: `/admin/cfdis/${a.id}/xml`, headers: { cookie: driver } })).statusCode).toBe(403);
    expect((await app.inject({ url: `/admin/cfdis/${a.id}/xml` })).statusCode).toBe(401);
  });
});
