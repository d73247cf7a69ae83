import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clockAt, createTestApp } from '../../test/helpers';
import { adminClient } from '../../test/admin-helpers';
import { counts, customer, dataOf, listedProduct, orderRow, post } from '../../test/orders-helpers';

// A fixed shop day (Ensenada): the codes' dates are checked against it, whatever day the tests run.
const { app } = await createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { now: clockAt('2026-03-10T12:00:00-07:00') });
const admin = adminClient(app, '10.47.4');
const owner = await admin.addStaff('rosa@huerta.mx', 'dueño');
const product = await listedProduct(app, false);
const other = (await (await app.inject({ url: '/api/productos' })).json().data as { id: number; categoria_id: number; precio: number; descuento: unknown; venta?: unknown }[]).find((p) => p.id !== product.id && !p.venta && p.descuento === 'N/A' && p.categoria_id !== (product as unknown as { categoria_id: number }).categoria_id)!;

let n = 0;
/** Creates a code as the owner would, with defaults for what a test does not care about. */
async function code(fields: Record<string, unknown>) {
  const res = await admin.call('coupons.create', { codigo: `PRUEBA${++n}`, tipo: 'porcentaje', valor: 10, ...fields }, { cookie: owner });
  expect(res.message).toBeUndefined();
  return res.data as { id: number; codigo: string };
}
const order = (codigo: string | undefined, extra: Record<string, unknown> = {}, items = 12) => post(app, '/api/crear-pedido', { ...customer, productos: [{ id: product.id, items }], ...(codigo ? { codigo } : {}), ...extra });
type Pedido = { id: number; subtotal: number; envio: number; total: number; cupon?: string | null; descuento?: number; lineas: { producto_id: number; total_linea: number; descuento?: number }[]; impuestos: { base: number; iva: number }[] };
const plain = (await order(undefined)).json().pedido as Pedido;

describe('a percentage code at checkout (REST, as an OpenAPI-only client sends it)', () => {
  it('takes its percent off the lines, allotted to them; total = subtotal − descuento + envío', async () => {
    const c = await code({ codigo: 'verano10', valor: 10 });
    expect(c.codigo).toBe('VERANO10');
    const res = await order('Verano10');
    expect(res.statusCode).toBe(201);
    const p = res.json().pedido as Pedido;
    expect(p.cupon).toBe('VERANO10');
    expect(p.subtotal).toBe(plain.subtotal);
    expect(p.descuento).toBe(Math.round(plain.subtotal * 10) / 100);
    expect(p.total).toBeCloseTo(p.subtotal - p.descuento! + p.envio, 2);
    expect(p.lineas.reduce((s, l) => s + (l.descuento ?? 0), 0)).toBeCloseTo(p.descuento!, 2);
    const row = await orderRow(app, p.id);
    expect(row.totalCentavos).toBe(row.subtotalCentavos - row.descuentoCentavos + row.envioCentavos);
  });

  it('an unknown code is refused naming the field, and nothing is written', async () => {
    const before = await counts(app);
    const res = await order('NOEXISTE');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'El cupón NOEXISTE no existe.', campo: 'codigo' });
    expect(await counts(app)).toEqual(before);
  });
});

describe('each kind', () => {
  it('a fixed amount is capped at the eligible subtotal', async () => {
    const c = await code({ tipo: 'monto', valor: 100_000_000 });
    const p = (await order(c.codigo)).json().pedido as Pedido;
    expect(p.descuento).toBe(p.subtotal);
    expect(p.total).toBe(p.envio);
  });
  it('free delivery sets envío to 0', async () => {
    const small = (await order(undefined, {}, 1)).json().pedido as Pedido;
    expect(small.envio).toBeGreaterThan(0);
    const c = await code({ tipo: 'envio_gratis', valor: 0 });
    const p = (await order(c.codigo, {}, 1)).json().pedido as Pedido;
    expect([p.envio, p.descuento, p.total]).toEqual([0, 0, p.subtotal]);
  });
  it('limited to categories: only the lines of those categories are lowered', async () => {
    const c = await code({ tipo: 'porcentaje', valor: 50, categorias: [other.categoria_id] });
    const p = (await post(app, '/api/crear-pedido', { ...customer, codigo: c.codigo, productos: [{ id: product.id, items: 12 }, { id: other.id, items: 2 }] })).json().pedido as Pedido & { lineas: { producto_id: number; total_linea: number; descuento?: number }[] };
    const mine = p.lineas.find((l) => l.producto_id === other.id)!;
    expect(p.lineas.find((l) => l.producto_id === product.id)!.descuento ?? 0).toBe(0);
    expect(mine.descuento).toBe(Math.round(mine.total_linea * 50) / 100);
  });
});

describe('each condition at its limit', () => {
  it('minimum subtotal: exactly the minimum is enough, a centavo less is refused', async () => {
    const minimo = Math.round(plain.subtotal * 100);
    const c = await code({ minimoCentavos: minimo });
    expect((await order(c.codigo)).statusCode).toBe(201);
    const c2 = await code({ minimoCentavos: minimo + 1 });
    const res = await order(c2.codigo);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`El cupón ${c2.codigo} pide un subtotal mínimo de $${(minimo / 100 + 0.01).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}: te faltan $0.01.`);
  });
  it('dates are shop days, inclusive', async () => {
    expect((await order((await code({ desde: '2026-03-10', hasta: '2026-03-10' })).codigo)).statusCode).toBe(201);
    expect((await order((await code({ desde: '2026-03-11' })).codigo)).json().message).toMatch(/es válido a partir del 11\/03\/2026\.$/);
    expect((await order((await code({ hasta: '2026-03-09' })).codigo)).json().message).toMatch(/venció el 09\/03\/2026\.$/);
  });
  it('uses per customer: counted by e-mail for a guest', async () => {
    const c = await code({ usosPorCliente: 1 });
    expect((await order(c.codigo, { email: 'ana@example.mx' })).statusCode).toBe(201);
    const again = await order(c.codigo, { email: 'ANA@example.mx' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(`Ya usaste el cupón ${c.codigo}.`);
    expect((await order(c.codigo, { email: 'beto@example.mx' })).statusCode).toBe(201);
  });
  it('first order only', async () => {
    const c = await code({ primerPedido: true });
    expect((await order(c.codigo, { email: 'nueva@example.mx' })).statusCode).toBe(201);
    expect((await order(c.codigo, { email: 'nueva@example.mx' })).json().message).toBe(`El cupón ${c.codigo} es solo para tu primer pedido.`);
  });
  it('limited to zones and customers', async () => {
    expect((await order((await code({ zonas: [99] })).codigo)).json().message).toMatch(/es para algunas zonas: indica tu código postal\.$/);
    expect((await order((await code({ clientes: [99] })).codigo)).json().message).toMatch(/es personal: inicia sesión con tu cuenta para usarlo\.$/);
  });
  it('zones: an order in one of the code’s zones takes it; one in another zone is refused', async () => {
    const zonas = (await app.inject({ url: '/api/config' })).json().data.entregas.zonas as { id: number; codigosPostales: string[] }[];
    const [here, there] = zonas;
    const cp = here!.codigosPostales[0]!.slice(0, 5);
    const mine = await code({ zonas: [here!.id] });
    expect((await order(mine.codigo, { codigo_postal: cp, calle: 'Calle Primera 1234', colonia: 'Centro', referencias: '' })).statusCode).toBe(201);
    const elsewhere = await code({ zonas: [there!.id] });
    const res = await order(elsewhere.codigo, { codigo_postal: cp, calle: 'Calle Primera 1234', colonia: 'Centro', referencias: '' });
    expect(res.json()).toEqual({ success: false, message: `El cupón ${elsewhere.codigo} no aplica en tu zona de entrega.`, campo: 'codigo' });
  });
  it('customers: the listed account takes it, another account is refused', async () => {
    const signUp = async (email: string) => {
      const r = (await post(app, '/api/registrar', { nombre: 'Cliente', usuario: email, password: 'clave-segura-1' })).json().data as { jwt: string; usuario: { id: number } };
      return { authorization: `Bearer ${r.jwt}`, id: r.usuario.id };
    };
    const listed = await signUp('listada@example.mx');
    const stranger = await signUp('extrana@example.mx');
    const c = await code({ clientes: [listed.id], usosPorCliente: 1 });
    expect((await post(app, '/api/crear-pedido', { ...customer, email: 'listada@example.mx', codigo: c.codigo, productos: [{ id: product.id, items: 12 }] }, { authorization: listed.authorization })).statusCode).toBe(201);
    const again = await post(app, '/api/crear-pedido', { ...customer, email: 'listada@example.mx', codigo: c.codigo, productos: [{ id: product.id, items: 12 }] }, { authorization: listed.authorization });
    expect(again.json().message).toBe(`Ya usaste el cupón ${c.codigo}.`);
    const other = await post(app, '/api/crear-pedido', { ...customer, email: 'extrana@example.mx', codigo: c.codigo, productos: [{ id: product.id, items: 12 }] }, { authorization: stranger.authorization });
    expect(other.json().message).toBe(`El cupón ${c.codigo} no es válido para tu cuenta.`);
  });
  it('total uses: the last one is taken, the next is refused', async () => {
    const c = await code({ usosMax: 2 });
    expect((await order(c.codigo)).statusCode).toBe(201);
    expect((await order(c.codigo)).statusCode).toBe(201);
    const third = await order(c.codigo);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(`El cupón ${c.codigo} ya se agotó.`);
  });
  it('a cancelled order gives its use back', async () => {
    const c = await code({ usosMax: 1 });
    const first = (await order(c.codigo)).json().pedido as Pedido;
    expect((await order(c.codigo)).json().message).toBe(`El cupón ${c.codigo} ya se agotó.`);
    const { db, t } = dataOf(app);
    await db.update(t.pedidos).set({ estado: 'cancelado' }).where(eq(t.pedidos.id, first.id));
    expect((await order(c.codigo)).statusCode).toBe(201);
  });
});

describe('racing checkouts', () => {
  it('20 checkouts at once with a code of 5 uses: exactly 5 orders carry it, the rest are refused writing nothing', async () => {
    const c = await code({ codigo: 'BIENVENIDA', usosMax: 5 });
    const before = await counts(app);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => order(c.codigo, { email: `carrera${i}@example.mx` }, 1)));
    const ok = results.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(r.json()).toEqual({ success: false, message: 'El cupón BIENVENIDA ya se agotó.', campo: 'codigo' });
    expect((await counts(app)).pedidos).toBe(before.pedidos + 5);
    const list = (await admin.call('coupons.list', undefined, { cookie: owner })).data as { codigo: string; usos: number }[];
    expect(list.find((x) => x.codigo === 'BIENVENIDA')!.usos).toBe(5);
  });
});

describe('«Cupones» in the back office', () => {
  it('is the owner’s: a duplicate code is refused beside the field; an employee cannot reach it', async () => {
    const dup = await admin.call('coupons.create', { codigo: 'bienvenida', tipo: 'monto', valor: 5000 }, { cookie: owner });
    expect(dup.message).toBe('Ya existe el cupón BIENVENIDA: elige otro código.');
    const staff = await admin.addStaff('beto@huerta.mx', 'empleado');
    expect((await admin.call('coupons.list', undefined, { cookie: staff })).status).toBe(403);
  });
  it('deactivating a code refuses it at checkout', async () => {
    const c = await code({});
    const row = ((await admin.call('coupons.list', undefined, { cookie: owner })).data as { id: number; codigo: string }[]).find((x) => x.codigo === c.codigo)!;
    const off = await admin.call('coupons.update', { id: row.id, codigo: c.codigo, tipo: 'porcentaje', valor: 10, activo: false }, { cookie: owner });
    expect(off.message).toBeUndefined();
    expect((await order(c.codigo)).json().message).toBe(`El cupón ${c.codigo} ya no está activo.`);
  });
});

describe('a business’s price list', () => {
  it('its lines are never lowered by a code; the shop-priced lines are', async () => {
    const reg = await post(app, '/api/registrar', { nombre: 'Chef Ana', usuario: 'compras@cupon.mx', password: 'clave-segura-1' });
    const authorization = `Bearer ${reg.json().data.jwt as string}`;
    const made = await admin.call('businesses.create', { email: 'compras@cupon.mx', giro: 'restaurante', razon_social: 'Cocina Cupón', rfc: 'CCU190101AB1', contacto: 'Ana Ruiz' }, { cookie: owner });
    expect(made.message).toBeUndefined();
    const negocio = (made.data as { id: number }).id;
    const lista = ((await admin.call('priceLists.create', { nombre: 'Lista Cupón', descuento_general: null }, { cookie: owner })).data as { id: number }).id;
    await admin.call('priceLists.saveLines', { id: lista, lineas: [{ producto_id: product.id, precio: Math.round(product.precio * 80) / 100, descuento: null, tramos: [] }] }, { cookie: owner });
    await admin.call('businesses.setList', { id: negocio, lista_id: lista }, { cookie: owner });
    const c = await code({ valor: 20 });
    const res = await post(app, '/api/crear-pedido', { ...customer, email: 'compras@cupon.mx', codigo: c.codigo, productos: [{ id: product.id, items: 12 }, { id: other.id, items: 2 }] }, { authorization });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().pedido as Pedido & { lista_precios: string | null };
    expect(p.lista_precios).toBe('Lista Cupón');
    const listed = p.lineas.find((l) => l.producto_id === product.id)!;
    const shop = p.lineas.find((l) => l.producto_id === other.id)!;
    expect(listed.descuento ?? 0).toBe(0);
    expect(shop.descuento).toBe(Math.round(shop.total_linea * 20) / 100);
    expect(p.descuento).toBe(shop.descuento);
  });
});

describe('the discount is shown wherever the order is', () => {
  it('the paid e-mail, the admin order page and the orders CSV carry the code and the discount', async () => {
    const c = await code({ codigo: 'VISTO15', valor: 15 });
    const res = await order(c.codigo, { email: 'visto@example.mx' });
    const { data: secret, pedido } = res.json() as { data: string; pedido: Pedido };
    expect((await post(app, '/api/pago-prueba', { payment_intent_client_secret: secret, numero_tarjeta: '4242424242424242', vencimiento: '12/34', cvc: '123' })).statusCode).toBe(200);
    const { outbox } = await import('../../test/orders-helpers');
    const money = (pesos: number) => `$${pesos.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
    const mail = (await outbox(app)).filter((m) => m.para === 'visto@example.mx').at(-1)!;
    expect(mail.texto).toContain(`Cupón VISTO15: −${money(pedido.descuento!)}`);
    const page = (await admin.call('orders.get', { id: pedido.id }, { cookie: owner })).data as { cupon: string; descuento: number; total: number };
    expect([page.cupon, page.descuento]).toEqual(['VISTO15', pedido.descuento]);
    // `creado` is the database's own instant (the real day): the range is around it.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const csv = await app.inject({ url: `/admin/exportar/pedidos.csv?desde=${day(-1)}&hasta=${day(1)}`, headers: { cookie: owner } });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    const cols = header!.split(',');
    const row = rows.find((r) => r.startsWith(`${pedido.id},`))!.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((x) => x.replace(/,$/, ''));
    expect(row[cols.indexOf('Cupón')]).toBe('VISTO15');
    expect(Number(row[cols.indexOf('Descuento (MXN)')])).toBe(pedido.descuento);
  });
});
