import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { testEngine } from '../../test/engine';
import { createTestApp } from '../../test/helpers';
import { eventually } from '../../test/eventually';
import { customer, dataOf, outbox } from '../../test/orders-helpers';

// Wholesale price lists (issue 34): the owner's lists, a business's people see and pay their list's prices
// everywhere, anyone else the shop's; the server prices orders from the buyer's list. On PostgreSQL a second
// app on the same database stands for a second process: a change through one is served by the other.
const { app: a } = await createTestApp();
const b: FastifyInstance = testEngine === 'postgres' ? (await createTestApp({ DATABASE_URL: a.services.config.databaseUrl })).app : a;
const { db, t } = dataOf(a);
const admin = adminClient(a, '10.41.1');
const owner = await admin.addStaff('duena.listas@huertabaja.mx', 'dueño');
const clerk = await admin.addStaff('empleado.listas@huertabaja.mx', 'empleado');

let address = 0;
const from = () => `10.41.2.${(++address % 250) + 1}`;
async function account(email: string) {
  const reg = await a.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Chef Ana', usuario: email, password: 'clave-segura-1' }, remoteAddress: from() });
  expect(reg.statusCode, reg.body).toBe(201);
  return `Bearer ${reg.json().data.jwt}`;
}
type Listed = { id: number; precio: number; descuento: number | 'N/A'; lista?: string; precio_publico?: number; tramos?: { desde: number; precio: number }[] };
const productsFor = async (app: FastifyInstance, authorization?: string): Promise<Listed[]> =>
  (await app.inject({ url: '/api/productos', headers: authorization ? { authorization } : {}, remoteAddress: from() })).json().data;
const firstScreen = async (app: FastifyInstance, authorization?: string): Promise<Listed[]> =>
  (await app.inject({ url: '/trpc/catalog.firstProducts', headers: authorization ? { authorization } : {}, remoteAddress: from() })).json().result.data.productos;
const order = (authorization: string | undefined, productos: object[], email = customer.email) =>
  a.inject({ method: 'POST', url: '/api/crear-pedido', payload: { ...customer, email, productos }, headers: authorization ? { authorization } : {}, remoteAddress: from() });

// Three of the seed's products without an offer: one sold by the piece with a fixed list price, one made
// weighed (0.25 kg steps) with volume tiers, one only under the list's general percentage; and one on offer.
const plain = (await productsFor(a)).filter((p) => p.descuento === 'N/A');
const [pieza, kilo, general] = plain;
const oferta = (await productsFor(a)).find((p) => typeof p.descuento === 'number')!;
await db.update(t.productos).set({ ventaModo: 'peso', ventaGramos: 250, ventaMinimo: 1 }).where(eq(t.productos.id, kilo!.id));
a.services.catalog.invalidate();
const cents = (pesos: number) => Math.round(pesos * 100);
const pesos = (c: number) => c / 100;

const made = await admin.call('priceLists.create', { nombre: 'Restaurantes A', descuento_general: 10 }, { cookie: owner });
const lista = (made.data as { id: number }).id;
const lines = [
  { producto_id: pieza!.id, precio: pesos(cents(pieza!.precio) - 500), descuento: null, tramos: [] },
  { producto_id: kilo!.id, precio: null, descuento: null, tramos: [{ desde: 10, precio: pesos(cents(kilo!.precio) - 800) }, { desde: 25, precio: pesos(cents(kilo!.precio) - 1000) }] },
  // −50 % beats the offer: the list's, taken off the price before the offer, never both.
  { producto_id: oferta.id, precio: null, descuento: 50, tramos: [] },
];
const saved = await admin.call('priceLists.saveLines', { id: lista, lineas: lines }, { cookie: owner });

let restaurant = await account('compras@mariscoslaola.mx');
const household = await account('casa@example.mx');
await admin.call('businesses.create', { email: 'compras@mariscoslaola.mx', giro: 'restaurante', razon_social: 'Mariscos La Ola', rfc: 'MLO190101AB1', contacto: 'Ana Ruiz' }, { cookie: owner });
const negocio = (await db.select().from(t.negocios))[0]!.id;

describe('price lists', () => {
  it('the owner writes a list; staff may read it but not change it; each change is audited', async () => {
    expect(made.status, made.message).toBe(200);
    expect(saved.data).toMatchObject({ cambiados: 3 });
    expect((await admin.call('priceLists.saveLines', { id: lista, lineas: lines }, { cookie: clerk })).status).toBe(403);
    const detail = (await admin.call('priceLists.get', { id: lista }, { cookie: clerk })).data as { productos: { id: number; precio_lista: number; linea: unknown }[] };
    expect(detail.productos.find((p) => p.id === pieza!.id)).toMatchObject({ precio_lista: pesos(cents(pieza!.precio) - 500), linea: { precio: pesos(cents(pieza!.precio) - 500), descuento: null, tramos: [] } });
    expect(detail.productos.find((p) => p.id === general!.id)).toMatchObject({ precio_lista: pesos(Math.round(cents(general!.precio) * 0.9)), linea: null });
    expect((await db.select().from(t.auditoria).where(eq(t.auditoria.accion, 'precio_lista'))).length).toBe(3);
  });

  it('a business sees its list nowhere until the owner gives it one; then everywhere, marked; anyone else sees the shop’s', async () => {
    expect((await productsFor(a, restaurant)).find((p) => p.id === pieza!.id)).toEqual((await productsFor(a)).find((p) => p.id === pieza!.id));
    const given = await admin.call('businesses.setList', { id: negocio, lista_id: lista }, { cookie: owner });
    expect(given.message ?? (given.data as { mensaje: string }).mensaje).toBe('MARISCOS LA OLA compra con la lista «Restaurantes A».');
    await eventually(async () => expect((await productsFor(b, restaurant)).some((p) => p.lista)).toBe(true));
    for (const app of [a, b]) {
      const mine = await productsFor(app, restaurant);
      expect(mine.find((p) => p.id === pieza!.id)).toMatchObject({ precio: pesos(cents(pieza!.precio) - 500), lista: 'Restaurantes A', precio_publico: pieza!.precio });
      expect(mine.find((p) => p.id === general!.id)).toMatchObject({ precio: pesos(Math.round(cents(general!.precio) * 0.9)), lista: 'Restaurantes A' });
      expect(mine.find((p) => p.id === kilo!.id)!.tramos).toEqual([{ desde: 10, precio: pesos(cents(kilo!.precio) - 800) }, { desde: 25, precio: pesos(cents(kilo!.precio) - 1000) }]);
      expect(mine.find((p) => p.id === oferta.id)).toMatchObject({ precio: pesos(Math.round(cents(oferta.precio) / 2)), descuento: 'N/A' });
      expect((await firstScreen(app, restaurant)).find((p) => p.id === pieza!.id)?.lista ?? 'Restaurantes A').toBe('Restaurantes A');
      // Anonymous, a household, a made-up token: the shop's prices, byte for byte the anonymous catalogue.
      const retail = await app.inject({ url: '/api/productos', remoteAddress: from() });
      for (const authorization of [household, 'Bearer not.a.token', undefined]) {
        const res = await app.inject({ url: '/api/productos', headers: authorization ? { authorization } : {}, remoteAddress: from() });
        expect(res.headers.etag).toBe(retail.headers.etag);
      }
      expect(retail.body).not.toContain('Restaurantes A');
    }
  });

  it('orders are priced from the buyer’s list and tier on the server, whatever the browser sends; marked, and e-mailed so', async () => {
    // The products as the business's catalogue gave them (list fields included) become cart lines; a price
    // the browser changed is ignored.
    const mine = await productsFor(a, restaurant);
    const res = await order(restaurant, [
      { ...mine.find((p) => p.id === pieza!.id)!, items: 2, precio: 0.01 },
      { ...mine.find((p) => p.id === kilo!.id)!, items: 40 }, // 10 kg: the first tier
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const pedido = res.json().pedido;
    expect(pedido.lista_precios, res.body).toBe('Restaurantes A');
    expect(pedido.lineas.map((l: { precio_unitario: number }) => l.precio_unitario)).toEqual([pesos(cents(pieza!.precio) - 500), pesos(cents(kilo!.precio) - 800)]);
    // 9.75 kg: below the tier, the list's general 10 % (a line with tiers only keeps it: issue 43).
    const below = (await order(restaurant, [{ id: kilo!.id, items: 39 }])).json().pedido;
    expect(below.lineas[0].precio_unitario).toBe(pesos(Math.round(cents(kilo!.precio) * 0.9)));
    // Not signed in, with the business's own e-mail: the shop's prices (an e-mail proves nothing).
    const guest = (await order(undefined, [{ id: pieza!.id, items: 2 }], 'compras@mariscoslaola.mx')).json().pedido;
    expect(guest).toMatchObject({ lista_precios: null, lineas: [{ precio_unitario: pieza!.precio }] });
    await a.inject({ method: 'POST', url: '/api/pago-prueba', payload: { payment_intent_client_secret: res.json().data, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' }, remoteAddress: from() });
    const mails = (await outbox(a)).filter((m) => m.para === customer.email && m.tipo === 'pedido');
    expect(mails.map((m) => m.texto.includes('Precios de tu lista «Restaurantes A».'))).toEqual([true]);
  });

  it('a password reset ends the old sessions’ list prices in every process; the new session has them', async () => {
    const old = restaurant;
    await a.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'compras@mariscoslaola.mx' }, remoteAddress: from() });
    const mail = (await outbox(a)).filter((m) => m.para === 'compras@mariscoslaola.mx' && m.tipo === 'restablecer').at(-1)!;
    const token = /token=([\w-]+)/.exec(mail.texto)![1];
    expect((await a.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: 'otra-clave-segura-2' }, remoteAddress: from() })).statusCode).toBe(200);
    for (const app of [a, b]) await eventually(async () => expect((await productsFor(app, old)).some((p) => p.lista)).toBe(false));
    const login = await a.inject({ method: 'POST', url: '/api/login', payload: { usuario: 'compras@mariscoslaola.mx', password: 'otra-clave-segura-2' }, remoteAddress: from() });
    restaurant = `Bearer ${login.json().data.jwt}`;
    for (const app of [a, b]) await eventually(async () => expect((await productsFor(app, restaurant)).some((p) => p.lista === 'Restaurantes A')).toBe(true));
  });

  it('taken away, the list stops at once in every process; a deleted list leaves its businesses at the shop’s prices', async () => {
    await admin.call('businesses.setList', { id: negocio, lista_id: null }, { cookie: owner });
    for (const app of [a, b]) await eventually(async () => expect((await productsFor(app, restaurant)).some((p) => p.lista)).toBe(false));
    const other = ((await admin.call('priceLists.create', { nombre: 'Hoteles', descuento_general: 5 }, { cookie: owner })).data as { id: number }).id;
    await admin.call('businesses.setList', { id: negocio, lista_id: other }, { cookie: owner });
    for (const app of [a, b]) await eventually(async () => expect((await productsFor(app, restaurant)).find((p) => p.id === general!.id)?.lista).toBe('Hoteles'));
    expect((await admin.call('priceLists.remove', { id: other }, { cookie: owner })).status).toBe(200);
    for (const app of [a, b]) await eventually(async () => expect((await productsFor(app, restaurant)).some((p) => p.lista)).toBe(false));
    expect((await db.select().from(t.negocios).where(eq(t.negocios.id, negocio)))[0]!.listaId).toBeNull();
  });

  it('refuses bad lists and lines in Spanish, naming the field, and writes nothing', async () => {
    const before = await db.select().from(t.listaPrecioProductos);
    const cases: [string, unknown, number, string][] = [
      ['priceLists.create', { nombre: 'Restaurantes A', descuento_general: null }, 409, 'Ya hay una lista llamada «Restaurantes A»'],
      ['priceLists.create', { nombre: 'Mayoreo X', descuento_general: 120 }, 400, 'El descuento va de 1 a 99 %.'],
      ['priceLists.saveLines', { id: lista, lineas: [{ producto_id: pieza!.id, precio: 10, descuento: 10, tramos: [] }] }, 400, 'Pon un precio fijo o un descuento, no los dos.'],
      ['priceLists.saveLines', { id: lista, lineas: [{ producto_id: pieza!.id, precio: null, descuento: null, tramos: [{ desde: 10, precio: 5 }, { desde: 5, precio: 4 }] }] }, 400, 'Los tramos van de menor a mayor cantidad'],
      ['priceLists.saveLines', { id: lista, lineas: [{ producto_id: 999_999, precio: 10, descuento: null, tramos: [] }] }, 404, 'Producto no encontrado: 999999.'],
      ['priceLists.saveLines', { id: 999_999, lineas: [{ producto_id: pieza!.id, precio: 10, descuento: null, tramos: [] }] }, 404, 'Lista de precios no encontrada.'],
      ['businesses.setList', { id: negocio, lista_id: 999_999 }, 404, 'Lista de precios no encontrada'],
    ];
    for (const [path, input, status, said] of cases) {
      const res = await admin.call(path, input, { cookie: owner });
      expect([res.status, res.message], path).toEqual([status, expect.stringContaining(said)]);
    }
    expect(await db.select().from(t.listaPrecioProductos)).toEqual(before);
  });

  it('exports the list as CSV and imports it back; a file with a bad row changes nothing and says which row', async () => {
    const csv = (await admin.call('priceLists.exportCsv', { id: lista }, { cookie: owner })).data as string;
    expect(csv.startsWith('\uFEFFproducto_id,producto,precio_tienda,precio,descuento,tramos\r\n')).toBe(true);
    expect(csv).toContain(`"10:${pesos(cents(kilo!.precio) - 800).toFixed(2)}; 25:${pesos(cents(kilo!.precio) - 1000).toFixed(2)}"`);
    const edited = csv.replace(new RegExp(`^${general!.id},(.*?),(.*?),,,$`, 'm'), `${general!.id},$1,$2,12.50,,`);
    const applied = await admin.call('priceLists.importCsv', { id: lista, csv: edited }, { cookie: owner });
    expect(applied.data).toMatchObject({ cambiados: 1 });
    const bad = edited.replace(`${general!.id},`, `${general!.id},`).replace(/\r\n(\d+),(.*?),(.*?),(.*?),(.*?),(.*?)\r\n/, '\r\n$1,$2,$3,abc,$5,$6\r\n');
    const refused = await admin.call('priceLists.importCsv', { id: lista, csv: bad }, { cookie: owner });
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/Fila 2: precio: /);
    const row = (await db.select().from(t.listaPrecioProductos).where(eq(t.listaPrecioProductos.productoId, general!.id)))[0];
    expect(row?.precioCentavos).toBe(1250);
  });
});
