import { toCentavos, type CfdiDocument } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { eventually } from '../../test/eventually';
import { startFakePac } from '../../test/fake-pac';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf, outbox } from '../../test/orders-helpers';
import { readCfdiXml } from './cfdi-files';

// A restaurant buys on credit (issue 45): its factura is stamped PPD, forma 99, once the order is sent; each
// payment the owner records gets its complemento de pago, whose saldos chain to zero; the statement lists both.
// Through Facturapi's SDK against the local fake PAC.
const pac = await startFakePac();
afterAll(() => pac.close());
const { app } = await createTestApp({ FACTURAPI_URL: pac.baseUrl, RATE_LIMIT_DISABLED: 'true' });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.47.1');
const owner = await admin.addStaff('duena.rep@huertabaja.mx', 'dueño');
const shopFiscal = { rfc: 'HBA190101AB1', razon_social: 'Huerta Baja', regimen_fiscal: '601', lugar_expedicion: '22800', serie: 'HB', periodicidad_global: '04' };
expect((await admin.call('facturas.saveBilling', { ...shopFiscal, modo: 'pac', clave_pac: pac.apiKey }, { cookie: owner })).status).toBe(200);

const email = 'compras@marisqueria.mx';
const reg = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Compras Marisquería', usuario: email, password: 'clave-segura-1' } });
const buyer = `Bearer ${reg.json().data.jwt as string}`;
await admin.call('businesses.create', { email, giro: 'restaurante', razon_social: 'Marisquería La Ola', rfc: 'MOL150505EF3', contacto: 'Ana' }, { cookie: owner });
const negocio = (await db.select().from(t.negocios)).find((n) => n.rfc === 'MOL150505EF3')!.id;
expect((await admin.call('businesses.setCredit', { id: negocio, plazo_dias: 30, limite: 50_000 }, { cookie: owner })).status).toBe(200);
const listed = (await app.inject({ url: '/api/productos' })).json().data as { id: number; precio: number; descuento: number | 'N/A'; venta?: unknown }[];
const product = listed.find((p) => !p.venta && p.descuento === 'N/A')!;
const fiscal = { rfc: 'MOL150505EF3', razon_social: 'Marisquería La Ola', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };

async function onCredit(items: number) {
  const res = await app.inject({ method: 'POST', url: '/api/crear-pedido', headers: { authorization: buyer }, payload: { ...customer, email, productos: [{ id: product.id, items }], metodo_pago: 'credito', factura: fiscal } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().pedido as { id: number; total: number };
}
const pay = (pedido: number, monto: number, forma = 'transferencia', recibido = '2026-11-20') =>
  admin.call('businesses.recordPayment', { negocio_id: negocio, pedido_ids: [pedido], monto, forma, recibido }, { cookie: owner });
const cfdi = async (clave: string) => (await db.select().from(t.cfdis).where(eq(t.cfdis.clave, clave)))[0];
const stampedAs = (clave: string) => eventually(async () => expect((await cfdi(clave))?.estado).toBe('timbrada'), 5_000);

describe('complementos de pago', () => {
  it('an invoice PPD and three payments: three REPs whose parcialidades and saldos chain to zero, each e-mailed', async () => {
    const order = await onCredit(10);
    expect((await admin.call('orders.move', { ids: [order.id], estado: 'enviado', confirmar: true }, { cookie: owner })).status).toBe(200);
    await stampedAs(`I-${order.id}`);
    const ingreso = (await cfdi(`I-${order.id}`))!;
    expect(ingreso).toMatchObject({ metodoPago: 'PPD', formaPago: '99' });
    const total = toCentavos(order.total);
    const parts = [Math.floor(total / 3), Math.floor(total / 3)];
    parts.push(total - parts[0]! - parts[1]!);
    const pagos: number[] = [];
    for (const [i, part] of parts.entries()) {
      expect((await pay(order.id, part / 100, i === 1 ? 'efectivo' : 'transferencia')).status).toBe(200);
      const id = (await db.select().from(t.pagosCredito).where(eq(t.pagosCredito.pedidoId, order.id))).at(-1)!.id;
      pagos.push(id);
      await stampedAs(`P-${id}`);
    }
    let saldo = total;
    for (const [i, id] of pagos.entries()) {
      const rep = (await cfdi(`P-${id}`))!;
      expect(rep).toMatchObject({ tipo: 'P', pedidoId: order.id, pagoCreditoId: id, relacionadoId: ingreso.id, totalCentavos: 0 });
      const doc = JSON.parse(rep.documento) as CfdiDocument;
      expect(doc.pagos![0]!.formaPago).toBe(i === 1 ? '01' : '03');
      expect(doc.pagos![0]!.doctos[0]).toMatchObject({ uuid: ingreso.uuid, numParcialidad: i + 1, saldoAnterior: saldo, importePagado: parts[i], saldoInsoluto: saldo - parts[i]! });
      saldo -= parts[i]!;
      // What the PAC was asked: Facturapi's «pago» complement with the invoice, its installment and last balance.
      const sent = [...pac.invoices.values()].find((inv) => inv.uuid === rep.uuid)!;
      expect(sent.type).toBe('P');
      expect(JSON.stringify(sent.complements)).toContain(ingreso.uuid!);
      const xml = await readCfdiXml(Buffer.from(rep.xml!));
      expect(xml.uuid).toBe(rep.uuid);
    }
    expect(saldo).toBe(0);
    // Each REP is mailed after its row is marked stamped: wait for the last one.
    const repMails = async () => (await outbox(app)).filter((m) => m.tipo === 'complemento_pago' && m.para === email);
    await eventually(async () => expect(await repMails()).toHaveLength(3), 5_000);
    const mails = await repMails();
    expect(mails[0]!.asunto).toBe(`Huerta Baja: complemento de pago del pedido #${order.id}`);
    const statement = (await admin.call('businesses.statement', { id: negocio }, { cookie: owner })).data as { movimientos: { concepto: string }[] };
    const lines = statement.movimientos.map((m) => m.concepto).join('\n');
    expect(lines).toContain(`factura ${ingreso.uuid}`);
    for (const id of pagos) expect(lines).toContain(`complemento de pago ${(await cfdi(`P-${id}`))!.uuid}`);
  });

  it('a payment recorded before its invoice is stamped gets its REP once the invoice is', async () => {
    const order = await onCredit(4);
    expect((await pay(order.id, 10)).status).toBe(200);
    const id = (await db.select().from(t.pagosCredito).where(eq(t.pagosCredito.pedidoId, order.id)))[0]!.id;
    await app.services.stamping.sweep();
    expect(await cfdi(`P-${id}`)).toBeUndefined();
    expect((await admin.call('orders.move', { ids: [order.id], estado: 'enviado', confirmar: true }, { cookie: owner })).status).toBe(200);
    await stampedAs(`P-${id}`);
    expect(JSON.parse((await cfdi(`P-${id}`))!.documento).pagos[0].doctos[0]).toMatchObject({ numParcialidad: 1, importePagado: 1000 });
    // Racing sweeps never stamp a second REP for it.
    const before = pac.stamps;
    await Promise.all([app.services.stamping.sweep(), app.services.stamping.sweep(), app.services.stamping.sweep()]);
    expect(pac.stamps).toBe(before);
  });
});
