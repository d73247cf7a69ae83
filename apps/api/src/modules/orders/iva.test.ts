// Prices include IVA: 0 % for food, 16 % for prepared food (the seeded tamales) and for the delivery fee.
// Each product carries its rate, each order line keeps it, and the order, its e-mail and /account show
// the breakdown a factura needs.
import { ivaIncludedCentavos, toCentavos } from '@huerta/contracts';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { customer, outbox, post } from '../../test/orders-helpers';

const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
type Listed = { id: number; nombre: string; precio: number; descuento: number | 'N/A'; tasa_iva?: number };
const products = (await app.inject({ url: '/api/productos' })).json().data as Listed[];

describe('IVA', () => {
  it('each listed product carries its rate: food 0 %, the tamales 16 %', () => {
    expect(products.find((p) => p.nombre === 'Tamales de elote')?.tasa_iva).toBe(16);
    expect(products.find((p) => p.nombre === 'Aguacate Hass')?.tasa_iva).toBe(0);
    expect(products.every((p) => [0, 8, 16].includes(p.tasa_iva!))).toBe(true);
  });

  it('an order keeps each line’s rate and breaks its total down by rate, the delivery fee at 16 %', async () => {
    const tamales = products.find((p) => p.nombre === 'Tamales de elote')!;
    const fruit = products.find((p) => p.nombre === 'Aguacate Hass')!;
    // Below the free-delivery threshold, so the fee is charged.
    const created = (await post(app, '/api/crear-pedido', { ...customer, email: 'iva@example.mx', productos: [{ id: tamales.id, items: 1 }, { id: fruit.id, items: 1 }] })).json();
    const pedido = created.pedido as { envio: number; total: number; lineas: { producto_id: number; tasa_iva: number; total_linea: number }[]; impuestos: { tasa: number; base: number; iva: number }[] };
    expect(pedido.lineas.map((l) => [l.producto_id, l.tasa_iva])).toEqual([[tamales.id, 16], [fruit.id, 0]]);
    expect(pedido.envio).toBeGreaterThan(0);
    const taxed = toCentavos(pedido.lineas[0]!.total_linea) + toCentavos(pedido.envio);
    const ivaTamales = ivaIncludedCentavos(toCentavos(pedido.lineas[0]!.total_linea), 16);
    const ivaEnvio = ivaIncludedCentavos(toCentavos(pedido.envio), 16);
    expect(pedido.impuestos).toEqual([
      { tasa: 0, base: pedido.lineas[1]!.total_linea, iva: 0 },
      { tasa: 16, base: (taxed - ivaTamales - ivaEnvio) / 100, iva: (ivaTamales + ivaEnvio) / 100 },
    ]);
    // Bases and taxes add up to what is charged, to the centavo.
    expect(pedido.impuestos.reduce((s, r) => s + toCentavos(r.base) + toCentavos(r.iva), 0)).toBe(toCentavos(pedido.total));

    await post(app, '/api/pago-prueba', { payment_intent_client_secret: created.data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' });
    const mail = (await outbox(app)).find((m) => m.para === 'iva@example.mx' && m.tipo === 'pedido')!;
    expect(mail.texto).toContain('Tamales de elote × 1');
    expect(mail.texto).toContain('(IVA 16 %)');
    expect(mail.texto).toMatch(/IVA 16 %: base \$[\d,]+\.\d{2}, IVA \$[\d,]+\.\d{2} \(incluido\)/);
    expect(mail.texto).toContain(`IVA 0 % (alimentos): base $${pedido.lineas[1]!.total_linea.toFixed(2)}`);
  });

  it('the owner sets a product’s rate in its form; the catalogue and the next order follow, an edit without it keeps it', async () => {
    const { call, addStaff } = adminClient(app, '10.17.0');
    const owner = await addStaff('rosa@huertabaja.mx', 'dueño');
    const honey = products.find((p) => p.nombre === 'Miel de abeja')!;
    const form = (await call('products.get', { id: honey.id }, { cookie: owner })).data as Record<string, unknown> & { tasaIva: number };
    expect(form.tasaIva).toBe(0);
    const { id: _id, categoria: _c, archivado: _a, tasaIva: _t, ...fields } = form;
    expect((await call('products.update', { id: honey.id, producto: { ...fields, tasaIva: 8 } }, { cookie: owner })).status).toBe(200);
    const listed = ((await app.inject({ url: '/api/productos' })).json().data as Listed[]).find((p) => p.id === honey.id)!;
    expect(listed.tasa_iva).toBe(8);
    const order = (await post(app, '/api/crear-pedido', { ...customer, email: 'miel@example.mx', productos: [{ ...listed, items: 10 }] })).json().pedido as { lineas: { tasa_iva: number }[]; impuestos: { tasa: number }[] };
    expect(order.lineas[0]!.tasa_iva).toBe(8);
    expect(order.impuestos.map((r) => r.tasa)).toContain(8);
    expect((await call('products.update', { id: honey.id, producto: fields }, { cookie: owner })).status).toBe(200);
    expect(((await call('products.get', { id: honey.id }, { cookie: owner })).data as { tasaIva: number }).tasaIva).toBe(8);
    expect((await call('products.update', { id: honey.id, producto: { ...fields, tasaIva: 10 } }, { cookie: owner })).message).toContain('La tasa de IVA es 0, 8 o 16.');
  });
});
