import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CASE_STEP_GRAMS, LIST_PRICE_CASES } from '../../../../../packages/contracts/src/business/list-price-cases';
import { adminClient } from '../../test/admin-helpers';
import { createTestApp } from '../../test/helpers';
import { restaurantBuyer } from '../../test/business-helpers';
import { customer, dataOf } from '../../test/orders-helpers';

// One pricing rule (issue 43): the shared table of list × percentage × fixed × tier × offer cases run through
// the server — the owner's «Paga» (the list's detail), the business's catalogue and real orders priced by it.
// The contracts' test runs the same table through the rule, the storefront's through its cart.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.43.1');
const owner = await admin.addStaff('duena.tabla@huertabaja.mx', 'dueño');

const { authorization: restaurant, negocio } = await restaurantBuyer(app, admin, owner, { email: 'compras@latabla.mx', razon_social: 'La Tabla', rfc: 'LTA190101AB1' });

type Listed = { id: number; precio: number; descuento: number | 'N/A'; lista?: string; precio_publico?: number };
const all = (await app.inject({ url: '/api/productos' })).json().data as Listed[];
// The product each case reprices (a seed product, its price, offer and way of selling set by the case).
const subject = all.find((p) => p.descuento === 'N/A')!;
const effective = (p: Listed) => (typeof p.descuento === 'number' ? Math.round(p.precio * (100 - p.descuento)) / 100 : p.precio);

describe.each(LIST_PRICE_CASES.map((c, i) => ({ ...c, lista: `Caso ${i + 1}` })))('the shared table on the server: $caso', (c) => {
  it('the owner’s «Paga», the business’s catalogue and its orders say the same price', async () => {
    await db
      .update(t.productos)
      .set({ precioCentavos: Math.round(c.producto.precio * 100), descuento: c.producto.descuento, ventaModo: c.producto.porKilo ? 'peso' : null, ventaGramos: c.producto.porKilo ? CASE_STEP_GRAMS : null, ventaMinimo: c.producto.porKilo ? 1 : null })
      .where(eq(t.productos.id, subject.id));
    app.services.catalog.invalidate();
    const lista = ((await admin.call('priceLists.create', { nombre: c.lista, descuento_general: c.descuentoGeneral }, { cookie: owner })).data as { id: number }).id;
    if (c.linea) expect((await admin.call('priceLists.saveLines', { id: lista, lineas: [{ producto_id: subject.id, ...c.linea }] }, { cookie: owner })).data).toMatchObject({ cambiados: 1 });
    await admin.call('businesses.setList', { id: negocio, lista_id: lista }, { cookie: owner });

    const detail = (await admin.call('priceLists.get', { id: lista }, { cookie: owner })).data as { productos: { id: number; precio_lista: number }[] };
    expect(detail.productos.find((p) => p.id === subject.id)!.precio_lista).toBe(c.paga);

    const mine = ((await app.inject({ url: '/api/productos', headers: { authorization: restaurant } })).json().data as Listed[]).find((p) => p.id === subject.id)!;
    expect(effective(mine)).toBe(c.paga);
    expect([mine.lista ?? null, mine.precio_publico ?? null]).toEqual(c.tienda === null ? [null, null] : [c.lista, c.tienda]);

    for (const [items, unit] of c.unidades) {
      const res = await app.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, productos: [{ id: subject.id, items }] }, headers: { authorization: restaurant } });
      expect(res.statusCode, res.body).toBe(201);
      const { pedido } = res.json();
      // The shop's price is kept beside the list's on the order only when it is higher (struck through).
      const publico = c.tienda !== null && c.tienda > unit ? c.tienda : null;
      expect([items, pedido.lineas[0].precio_unitario, pedido.lineas[0].precio_publico, pedido.lista_precios]).toEqual([items, unit, publico, c.tienda === null ? null : c.lista]);
    }
  });
});
