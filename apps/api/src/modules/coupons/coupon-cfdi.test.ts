import { toCentavos, type CfdiDocument } from '@huerta/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { eventually } from '../../test/eventually';
import { createTestApp } from '../../test/helpers';
import { customer, dataOf } from '../../test/orders-helpers';

// Issue 47: the factura of an order with a discount code carries the discount per concepto (Descuento), each
// concepto's IVA is that of what was paid for it, and the CFDI's total is what the shopper was charged.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.47.5');
const owner = await admin.addStaff('duena.cupon@huertabaja.mx', 'dueño');
type Listed = { id: number; precio: number; descuento: number | 'N/A'; venta?: unknown };
const [a, b] = ((await app.inject({ url: '/api/productos' })).json().data as Listed[]).filter((p) => p.descuento === 'N/A' && !p.venta);
{
  // One of them at 16 % IVA, so two rates share the discount.
  const { data } = await admin.call('products.get', { id: b!.id }, { cookie: owner });
  const { id: _id, categoria: _c, archivado: _a, ...fields } = data as Record<string, unknown>;
  expect((await admin.call('products.update', { id: b!.id, producto: { ...fields, tasaIva: 16 } }, { cookie: owner })).message).toBeUndefined();
}
await admin.call('coupons.create', { codigo: 'FACTURA7', tipo: 'porcentaje', valor: 7 }, { cookie: owner });
const fiscal = { rfc: 'FVE190312AB1', razon_social: 'Frutas y Verduras de Baja', regimen_fiscal: '601', uso_cfdi: 'G01', codigo_postal_fiscal: '22000' };

describe('the CFDI of an order with a code', () => {
  it('has each line’s Descuento, IVA on what was paid, and the order’s total to the centavo', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, codigo: 'factura7', factura: fiscal, productos: [{ id: a!.id, items: 7 }, { id: b!.id, items: 3 }] } });
    expect(res.statusCode, res.body).toBe(201);
    const { data: secret, pedido } = res.json() as { data: string; pedido: { id: number; total: number; descuento: number; impuestos: { tasa: number; iva: number }[] } };
    expect(pedido.descuento).toBeGreaterThan(0);
    const paid = await app.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: secret, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' } });
    expect(paid.statusCode).toBe(200);
    const cfdiOf = async () => (await db.select().from(t.cfdis).where(eq(t.cfdis.pedidoId, pedido.id)))[0];
    await eventually(async () => expect((await cfdiOf())?.estado).toBe('timbrada'), 5_000);
    const row = (await cfdiOf())!;
    const doc = JSON.parse(row.documento) as CfdiDocument;
    expect(row.totalCentavos).toBe(toCentavos(pedido.total));
    expect(doc.total).toBe(toCentavos(pedido.total));
    const lines = doc.conceptos.filter((c) => c.noIdentificacion !== null);
    expect(lines.every((c) => (c.descuento ?? 0) > 0)).toBe(true);
    expect(doc.descuento).toBe(lines.reduce((s, c) => s + c.descuento!, 0));
    for (const c of doc.conceptos) expect(c.traslado.base).toBe(c.importe - (c.descuento ?? 0));
    expect(doc.subtotal - doc.descuento! + doc.traslados.reduce((s, x) => s + x.importe, 0)).toBe(doc.total);
    // The order's IVA by rate (what /account shows) is the CFDI's.
    for (const r of pedido.impuestos) expect(toCentavos(r.iva)).toBe(doc.traslados.find((x) => x.tasa === r.tasa)!.importe);
    // The stamped XML writes them: on each concepto and on the Comprobante.
    const xml = row.xml!.toString('utf8');
    expect(xml.match(/<cfdi:Concepto [^>]*Descuento="\d+\.\d\d"/g)).toHaveLength(lines.length);
    expect(xml).toMatch(new RegExp(`<cfdi:Comprobante [^>]*SubTotal="[\\d.]+" Descuento="${(doc.descuento! / 100).toFixed(2)}"`));
  });
});
