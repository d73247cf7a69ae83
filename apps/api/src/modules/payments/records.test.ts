import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../test/admin-helpers';
import { COUNT_CAP } from '../orders/admin-orders';
import { createTestApp } from '../../test/helpers';
import { dataOf } from '../../test/orders-helpers';

const { app } = await createTestApp();
const { call, addStaff } = adminClient(app, '10.13.0');
const { db, t } = dataOf(app);

async function account(nombre: string, email: string, telefono: string) {
  const [row] = await db.insert(t.usuarios).values({ nombreCompleto: nombre, email, telefono, passwordHash: 'x' }).returning();
  return row!.id;
}

async function order(usuarioId: number | null, estado: string, totalCentavos: number, creado: string, who = { nombre: 'Cliente', email: 'c@example.mx', telefono: '664 000 0000' }) {
  const [row] = await db
    .insert(t.pedidos)
    .values({ usuarioId, ...who, direccion: 'Calle 1, Tijuana', estado, subtotalCentavos: totalCentavos, envioCentavos: 0, totalCentavos, proveedorPago: 'local', creado })
    .returning();
  return row!.id;
}

type CustomerRow = { id: number; nombre: string; pedidos: number; gastado: number; ultimoPedido: string | null };

describe('customers', () => {
  it('lists accounts with what they bought (paid orders only), sorted and searched on the server', async () => {
    const employee = await addStaff('beto@huertabaja.mx', 'empleado');
    const hotel = await account('Hotel Coral', 'compras@hotelcoral.mx', '646 111 2222');
    const cafe = await account('Café Ñandú', 'hola@cafenandu.mx', '664 333 4444');
    await account('Sin Pedidos', 'nada@example.mx', '665 000 0000');
    await order(hotel, 'entregado', 250_000, '2026-11-01T18:00:00.000Z');
    await order(hotel, 'pagado', 120_050, '2026-11-20T18:00:00.000Z');
    await order(hotel, 'cancelado', 999_900, '2026-11-21T18:00:00.000Z');
    await order(cafe, 'enviado', 80_000, '2026-11-10T18:00:00.000Z');
    await order(cafe, 'pendiente_pago', 50_000, '2026-11-22T18:00:00.000Z');
    const guest = await order(null, 'pagado', 70_000, '2026-11-22T18:00:00.000Z'); // a guest's order belongs to nobody's account

    const bySpent = (await call('customers.list', { orden: 'gastado' }, { cookie: employee })).data as { clientes: CustomerRow[]; total: number };
    expect(bySpent.total).toBe(3);
    expect(bySpent.clientes.map((c) => [c.nombre, c.pedidos, c.gastado, c.ultimoPedido])).toEqual([
      ['Hotel Coral', 2, 3700.5, '2026-11-20T18:00:00.000Z'],
      ['Café Ñandú', 1, 800, '2026-11-10T18:00:00.000Z'],
      ['Sin Pedidos', 0, 0, null],
    ]);
    const ascending = (await call('customers.list', { orden: 'gastado', sentido: 'asc' }, { cookie: employee })).data as { clientes: CustomerRow[] };
    expect(ascending.clientes.map((c) => c.nombre)).toEqual(['Sin Pedidos', 'Café Ñandú', 'Hotel Coral']);
    // Never bought: no last order, last either way.
    const byLast = (await call('customers.list', { orden: 'ultimo', sentido: 'asc' }, { cookie: employee })).data as { clientes: CustomerRow[] };
    expect(byLast.clientes.map((c) => c.nombre)).toEqual(['Café Ñandú', 'Hotel Coral', 'Sin Pedidos']);
    const byName = (await call('customers.list', { orden: 'nombre', sentido: 'asc' }, { cookie: employee })).data as { clientes: CustomerRow[] };
    expect(byName.clientes.map((c) => c.nombre)).toEqual(['Café Ñandú', 'Hotel Coral', 'Sin Pedidos']);
    for (const q of ['CORAL', 'hotelcoral.mx', '111 2222']) {
      const found = (await call('customers.list', { q }, { cookie: employee })).data as { clientes: CustomerRow[] };
      expect(found.clientes.map((c) => c.nombre), q).toEqual(['Hotel Coral']);
    }
    expect((await call('customers.list', { q: '%' }, { cookie: employee })).data).toMatchObject({ total: 3 });
    expect(await call('customers.list', { orden: 'contraseña' }, { cookie: employee })).toMatchObject({ status: 400, message: expect.stringContaining('Orden') });

    const page = (await call('customers.get', { id: hotel }, { cookie: employee })).data as CustomerRow & { email: string; historial: { id: number; estado: string }[] };
    expect(page).toMatchObject({ nombre: 'Hotel Coral', email: 'compras@hotelcoral.mx', pedidos: 2, gastado: 3700.5 });
    // Their page shows every order, cancelled ones too, newest first.
    expect(page.historial.map((o) => o.estado)).toEqual(['cancelado', 'pagado', 'entregado']);
    expect(await call('customers.get', { id: 999_999 }, { cookie: employee })).toMatchObject({ status: 404, message: 'Cliente no encontrado.' });

    // What they bought follows every change to their orders, whoever makes it: a cancellation, a guest
    // order attached to the account, a payment.
    const stats = async (id: number) => {
      const c = (await call('customers.get', { id }, { cookie: employee })).data as CustomerRow;
      return [c.pedidos, c.gastado, c.ultimoPedido];
    };
    const hotelPaid = page.historial.find((o) => o.estado === 'pagado')!;
    await db.update(t.pedidos).set({ estado: 'cancelado' }).where(eq(t.pedidos.id, hotelPaid.id));
    expect(await stats(hotel)).toEqual([1, 2500, '2026-11-01T18:00:00.000Z']);
    await db.update(t.pedidos).set({ usuarioId: cafe }).where(eq(t.pedidos.id, guest));
    expect(await stats(cafe)).toEqual([2, 1500, '2026-11-22T18:00:00.000Z']);
    await db.update(t.pedidos).set({ estado: 'pagado' }).where(eq(t.pedidos.usuarioId, cafe));
    expect(await stats(cafe)).toEqual([3, 2000, '2026-11-22T18:00:00.000Z']);
  });
});

describe('searching orders', () => {
  it('finds a part of the name, e-mail or phone in any case, an order number, and follows a changed name', async () => {
    const employee = await addStaff('busca@huertabaja.mx', 'empleado');
    const at = '2026-11-22T18:00:00.000Z';
    const cafe = await order(null, 'pagado', 1000, at, { nombre: 'Café Ñandú', email: 'hola@cafenandu.mx', telefono: '664 333 4444' });
    const hotel = await order(null, 'pagado', 1000, at, { nombre: 'Hotel Coral', email: 'compras@hotelcoral.mx', telefono: '646 111 2222' });
    const find = async (q: string) => ((await call('orders.list', { q }, { cookie: employee })).data as { pedidos: { id: number }[] }).pedidos.map((o) => o.id);
    for (const q of ['ñandú', 'ÑANDÚ', 'Café', 'cafenandu', '333 44', 'HOLA@']) expect(await find(q), q).toEqual([cafe]);
    expect(await find('coral')).toEqual([hotel]);
    expect(await find(`#${hotel}`)).toEqual([hotel]);
    expect(await find(String(cafe))).toContain(cafe);
    // Two letters are below a trigram: still found, by reading the orders.
    expect(await find('al')).toContain(hotel);
    expect(await find('"coral" OR x')).toEqual([]);
    await db.update(t.pedidos).set({ nombre: 'Hotel Bajamar' }).where(eq(t.pedidos.id, hotel));
    expect(await find('bajamar')).toEqual([hotel]);
    expect(await find('coral')).toEqual([hotel]); // still in the e-mail
    expect(await find('hotel coral')).toEqual([]);
  });
});

describe('the audit log', () => {
  it('shows the owner who changed what, with before and after, searchable and filtered', async () => {
    const owner = await addStaff('rosa@huertabaja.mx', 'dueño', 'Rosa');
    const employee = await addStaff('lalo@huertabaja.mx', 'empleado', 'Lalo');
    const id = await order(null, 'pagado', 10_000, new Date().toISOString());
    expect((await call('orders.move', { ids: [id], estado: 'preparando' }, { cookie: employee })).status).toBe(200);
    const lalo = (await app.services.staff.list()).find((s) => s.email === 'lalo@huertabaja.mx')!;
    expect((await call('staff.update', { id: lalo.id, rol: 'dueño' }, { cookie: owner })).status).toBe(200);

    type Entry = { quien: string | null; accion: string; entidad: string; entidadId: string; antes: unknown; despues: unknown };
    const all = (await call('audit', {}, { cookie: owner })).data as { entradas: Entry[]; total: number };
    expect(all.entradas.slice(0, 2)).toEqual([
      expect.objectContaining({ quien: 'Rosa', accion: 'cambiar_personal', entidad: 'personal', entidadId: String(lalo.id), antes: { rol: 'empleado', activo: true }, despues: { rol: 'dueño', activo: true } }),
      expect.objectContaining({ quien: 'Lalo', entidad: 'pedido', entidadId: String(id), antes: { estado: 'pagado' }, despues: { estado: 'preparando' } }),
    ]);
    const orders = (await call('audit', { entidad: 'pedido' }, { cookie: owner })).data as { entradas: Entry[] };
    expect(orders.entradas.every((e) => e.entidad === 'pedido')).toBe(true);
    const byLalo = (await call('audit', { personalId: lalo.id }, { cookie: owner })).data as { entradas: Entry[] };
    expect(byLalo.entradas.map((e) => e.accion)).toEqual([all.entradas[1]!.accion]);
    const searched = (await call('audit', { q: 'PREPARANDO' }, { cookie: owner })).data as { entradas: Entry[] };
    expect(searched.entradas.map((e) => e.entidadId)).toEqual([String(id)]);
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA');
    expect((await call('audit', { desde: tomorrow }, { cookie: owner })).data).toMatchObject({ total: 0 });
    expect(await call('audit', { entidad: 'contraseñas' }, { cookie: owner })).toMatchObject({ status: 400, message: expect.stringContaining('Tipo de registro') });
  });
});

describe('a long order list', () => {
  it('counts up to 10,000 orders and then says «more than»', async () => {
    const employee = await addStaff('cuenta@huertabaja.mx', 'empleado');
    const before = ((await call('orders.list', {}, { cookie: employee })).data as { total: number }).total;
    const rows = Array.from({ length: COUNT_CAP + 1 - before }, (_, i) => ({ nombre: `Pedido ${i}`, direccion: 'Calle 1, Tijuana', telefono: '664 000 0000', email: 'masivo@example.mx', estado: 'entregado', subtotalCentavos: 100, envioCentavos: 0, totalCentavos: 100, proveedorPago: 'local' }));
    for (let at = 0; at < rows.length; at += 500) await db.insert(t.pedidos).values(rows.slice(at, at + 500));
    expect((await call('orders.list', {}, { cookie: employee })).data).toMatchObject({ total: COUNT_CAP, totalExacto: false });
    expect((await call('orders.list', { estado: 'pagado' }, { cookie: employee })).data).toMatchObject({ totalExacto: true });
    // One under the cap again: exact.
    await db.delete(t.pedidos).where(eq(t.pedidos.id, ((await call('orders.list', {}, { cookie: employee })).data as { pedidos: { id: number }[] }).pedidos[0]!.id));
    expect((await call('orders.list', {}, { cookie: employee })).data).toMatchObject({ total: COUNT_CAP, totalExacto: true });
  });
});
