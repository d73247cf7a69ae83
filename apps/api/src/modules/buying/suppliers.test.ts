import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { clockAt, createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';

// «Proveedores» (issue 46, item 1): staff keep who the shop buys from, with each product's pack, last cost and
// the one preferred supplier per product; bad input writes nothing and says in Spanish which field; every
// change is audited; a driver, a shopper and a business reach none of it.
const { app } = await createTestApp({}, { now: clockAt('2026-11-27T10:00:00-08:00') });
const { db, t } = dataOf(app);
const admin = adminClient(app, '10.46.1');
const clerk = await admin.addStaff('compras@huertabaja.mx', 'empleado', 'Chuy Compras');
const driver = await admin.addStaff('reparto.compras@huertabaja.mx', 'repartidor', 'Lalo Reparto');
const [tomate] = await db.select().from(t.productos).where(eq(t.productos.nombre, 'Tomate saladette'));
const [cebolla] = await db.select().from(t.productos).where(eq(t.productos.nombre, 'Cebolla blanca'));
const call = (path: string, input?: unknown) => admin.call(path, input, { cookie: clerk });
const audits = async (entidad: string) => db.select().from(t.auditoria).where(eq(t.auditoria.entidad, entidad)).orderBy(t.auditoria.id);

type Supplier = { id: number; nombre: string; activo: boolean; whatsapp: string | null; productos: { productoId: number; nombre: string; unidad: string; empaque: string; empaqueCantidad: number; costoCentavos: number; preferido: boolean }[] };
const rancho = { nombre: `Rancho "El Sol" & Hijos $& <b>`, contacto: 'Don Sergio', telefono: '646 111 2233', whatsapp: '+52 646 111 2233', correo: 'Ventas@RanchoElSol.mx', diasEntrega: 1, notas: 'Entrega en la puerta de atrás.' };

describe('suppliers', () => {
  it('creates, edits, lists and searches suppliers; deactivated ones leave the list and stay readable; each write is audited', async () => {
    const created = await call('suppliers.create', rancho);
    expect(created.status, created.message).toBe(200);
    const s = created.data as Supplier;
    // Phones as the shop writes them, the e-mail in lower case, the name exactly as typed.
    expect(s).toMatchObject({ nombre: rancho.nombre, telefono: '646 111 2233', whatsapp: '646 111 2233', correo: 'ventas@ranchoelsol.mx', activo: true, productos: [] });
    const central = (await call('suppliers.create', { nombre: 'Central de Abasto Ensenada', diasEntrega: 0 })).data as Supplier;
    expect(central).toMatchObject({ contacto: null, whatsapp: null, correo: null, diasEntrega: 0 });

    const edited = await call('suppliers.update', { id: s.id, ...rancho, contacto: 'Doña Lupe', diasEntrega: 2 });
    expect(edited.data).toMatchObject({ contacto: 'Doña Lupe', diasEntrega: 2 });
    const listed = (await call('suppliers.list', { q: 'el sol' })).data as Supplier[];
    expect(listed.map((x) => x.id)).toEqual([s.id]);
    expect(((await call('suppliers.list', { q: '646 111' })).data as Supplier[]).map((x) => x.id)).toEqual([s.id]);
    expect(((await call('suppliers.list', {})).data as Supplier[]).map((x) => x.id)).toEqual([central.id, s.id]);

    expect((await call('suppliers.update', { id: central.id, nombre: 'Central de Abasto Ensenada', diasEntrega: 0, activo: false })).status).toBe(200);
    expect(((await call('suppliers.list', {})).data as Supplier[]).map((x) => x.id)).toEqual([s.id]);
    expect(((await call('suppliers.list', { inactivos: true })).data as Supplier[]).map((x) => x.id)).toEqual([central.id, s.id]);
    expect((await call('suppliers.get', { id: central.id })).data).toMatchObject({ activo: false });

    const entries = (await audits('proveedor')).map((a) => [a.accion, a.entidadId]);
    expect(entries).toEqual([
      ['crear_proveedor', String(s.id)],
      ['crear_proveedor', String(central.id)],
      ['editar_proveedor', String(s.id)],
      ['desactivar_proveedor', String(central.id)],
    ]);
    const [edit] = (await audits('proveedor')).filter((a) => a.accion === 'editar_proveedor');
    expect(JSON.parse(edit!.antes!)).toMatchObject({ contacto: 'Don Sergio', diasEntrega: 1 });
    expect(JSON.parse(edit!.despues!)).toMatchObject({ contacto: 'Doña Lupe', diasEntrega: 2 });
  });

  it('keeps a supplier’s products with their pack in lot units and the cost of a pack; one preferred supplier per product', async () => {
    const [s] = (await call('suppliers.list', { q: 'el sol' })).data as Supplier[];
    const other = (await call('suppliers.create', { nombre: 'Huerta Los Pinos' })).data as Supplier;
    const box = { proveedorId: s!.id, productoId: tomate!.id, empaque: 'caja de 10 kg', empaqueCantidad: 10_000, costoCentavos: 25_000, preferido: true };
    const saved = (await call('suppliers.saveProduct', box)).data as Supplier;
    expect(saved.productos).toEqual([expect.objectContaining({ productoId: tomate!.id, nombre: 'Tomate saladette', unidad: 'g', empaque: 'caja de 10 kg', empaqueCantidad: 10_000, costoCentavos: 25_000, preferido: true })]);
    await call('suppliers.saveProduct', { ...box, productoId: cebolla!.id, empaque: 'arpilla de 25 kg', empaqueCantidad: 25_000, costoCentavos: 30_000 });

    // The other supplier made preferred for tomatoes: the first one's mark is cleared; onions keep theirs.
    const theirs = (await call('suppliers.saveProduct', { ...box, proveedorId: other.id, empaque: 'arpilla de 25 kg', empaqueCantidad: 25_000, costoCentavos: 50_000 })).data as Supplier;
    expect(theirs.productos[0]).toMatchObject({ preferido: true });
    const preferred = await db.select().from(t.proveedorProductos).where(and(eq(t.proveedorProductos.productoId, tomate!.id), eq(t.proveedorProductos.preferido, 1)));
    expect(preferred.map((r) => r.proveedorId)).toEqual([other.id]);
    const mine = (await call('suppliers.get', { id: s!.id })).data as Supplier;
    expect(mine.productos.map((p) => [p.nombre, p.preferido])).toEqual([
      ['Cebolla blanca', true],
      ['Tomate saladette', false],
    ]);
    // A new cost of the pack: changed in place, not a second row.
    await call('suppliers.saveProduct', { ...box, costoCentavos: 27_500, preferido: false });
    expect((await db.select().from(t.proveedorProductos).where(eq(t.proveedorProductos.proveedorId, s!.id))).map((r) => [r.productoId, r.costoCentavos]).sort()).toEqual([
      [cebolla!.id, 30_000],
      [tomate!.id, 27_500],
    ].sort());
    const removed = (await call('suppliers.removeProduct', { proveedorId: s!.id, productoId: cebolla!.id })).data as Supplier;
    expect(removed.productos.map((p) => p.nombre)).toEqual(['Tomate saladette']);
    expect((await call('suppliers.removeProduct', { proveedorId: s!.id, productoId: cebolla!.id })).message).toBe('Ese producto no está en la lista del proveedor.');
    const actions = (await audits('proveedor')).map((a) => a.accion).filter((a) => a.includes('producto'));
    expect(actions).toEqual(['agregar_producto_proveedor', 'agregar_producto_proveedor', 'agregar_producto_proveedor', 'editar_producto_proveedor', 'quitar_producto_proveedor']);
  });

  it('refuses bad input with a Spanish message naming the field, writing nothing', async () => {
    const [s] = (await call('suppliers.list', { q: 'el sol' })).data as Supplier[];
    const count = async () => [(await db.select().from(t.proveedores)).length, (await db.select().from(t.proveedorProductos)).length, (await audits('proveedor')).length];
    const before = await count();
    const stored = (await call('suppliers.get', { id: s!.id })).data;
    for (const [change, message] of [
      [{ nombre: 'A' }, 'Nombre: Debe tener al menos 2 caracteres.'],
      [{ nombre: '   ' }, 'Nombre: Debe tener al menos 2 caracteres.'],
      [{ telefono: '12345' }, 'Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).'],
      [{ whatsapp: 'abc' }, 'WhatsApp: Escribe un teléfono de 10 dígitos (puedes usar espacios, guiones y +52).'],
      [{ correo: 'no-es-correo' }, expect.stringContaining('Correo electrónico')],
      [{ diasEntrega: -1 }, 'Los días de entrega no pueden ser negativos.'],
      [{ diasEntrega: 1.5 }, 'Los días de entrega son enteros.'],
      [{ contacto: 'x'.repeat(121) }, 'Contacto: Debe tener como máximo 120 caracteres.'],
    ] as const) {
      expect(await call('suppliers.create', { ...rancho, ...change }), JSON.stringify(change)).toMatchObject({ status: 400, message });
      expect(await call('suppliers.update', { id: s!.id, ...rancho, ...change }), JSON.stringify(change)).toMatchObject({ status: 400, message });
    }
    const box = { proveedorId: s!.id, productoId: tomate!.id, empaque: 'caja de 10 kg', empaqueCantidad: 10_000, costoCentavos: 25_000 };
    for (const [change, message] of [
      [{ empaque: '' }, expect.stringMatching(/^Empaque: /)],
      [{ empaqueCantidad: 0 }, 'Cantidad del empaque: La cantidad debe ser mayor que cero.'],
      [{ empaqueCantidad: 2.5 }, 'Cantidad del empaque: La cantidad va en gramos o piezas enteros.'],
      [{ costoCentavos: 0 }, 'El costo debe ser mayor que cero.'],
      [{ costoCentavos: 99.5 }, 'El costo va en centavos enteros.'],
      [{ costoCentavos: -100 }, 'El costo debe ser mayor que cero.'],
      [{ productoId: 999_999 }, 'Producto: el producto #999999 no existe.'],
    ] as const) {
      expect(await call('suppliers.saveProduct', { ...box, ...change }), JSON.stringify(change)).toMatchObject({ status: 400, message });
    }
    expect(await call('suppliers.saveProduct', { ...box, proveedorId: 999_999 })).toMatchObject({ status: 404, message: 'Proveedor no encontrado.' });
    expect(await call('suppliers.update', { id: 999_999, ...rancho })).toMatchObject({ status: 404, message: 'Proveedor no encontrado.' });
    expect(await count()).toEqual(before);
    expect((await call('suppliers.get', { id: s!.id })).data).toEqual(stored);
  });

  it('is the shop’s staff’s only: a driver, a shopper, a business or nobody signed in is refused', async () => {
    const [s] = (await call('suppliers.list', { q: 'el sol' })).data as Supplier[];
    expect(await admin.call('suppliers.list', {}, { cookie: driver })).toMatchObject({ status: 403, data: undefined });
    expect(await admin.call('suppliers.get', { id: s!.id }, { cookie: driver })).toMatchObject({ status: 403, data: undefined });
    expect(await admin.call('suppliers.create', rancho, { cookie: driver })).toMatchObject({ status: 403 });
    expect(await admin.call('suppliers.list', {})).toMatchObject({ status: 401, data: undefined });
    // A shopper's (or a business's) token is not a staff session.
    const reg = await app.inject({ method: 'POST', url: '/api/registrar', payload: { nombre: 'Chef Ana', usuario: 'chef@cocina.mx', password: 'clave-segura-1' }, remoteAddress: '10.46.2.1' });
    const jwt = reg.json().data.jwt as string;
    expect(await admin.call('suppliers.list', {}, { headers: { authorization: `Bearer ${jwt}` } })).toMatchObject({ status: 401, data: undefined });
    const shopper = await app.inject({ url: `/trpc/suppliers.list?input=${encodeURIComponent('{}')}`, headers: { authorization: `Bearer ${jwt}` }, remoteAddress: '10.46.2.2' });
    expect(shopper.statusCode).toBe(404);
    // Made a business (a restaurant on account): still no staff session, no supplier, no cost.
    const owner = await admin.addStaff('duena.compras@huertabaja.mx', 'dueño');
    expect((await admin.call('businesses.create', { email: 'chef@cocina.mx', giro: 'restaurante', razon_social: 'Cocina Baja', rfc: 'CBA190101AB1', contacto: 'Ana' }, { cookie: owner })).status).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { usuario: 'chef@cocina.mx', password: 'clave-segura-1' }, remoteAddress: '10.46.2.3' });
    const business = `Bearer ${login.json().data.jwt as string}`;
    expect(await admin.call('purchases.list', {}, { headers: { authorization: business } })).toMatchObject({ status: 401, data: undefined });
    expect(await admin.call('suppliers.get', { id: s!.id }, { headers: { authorization: business } })).toMatchObject({ status: 401, data: undefined });
    expect(await count()).toBeGreaterThan(0);
  });
});

const count = async () => (await db.select().from(t.proveedores)).length;
